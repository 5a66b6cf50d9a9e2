-- What Neovim answers when a view model asks (docs/protocol.md §18), and how it shows the progress
-- of a command (§19). Questions go through vim.ui.select and vim.ui.input, so whatever picker the
-- user installed (telescope, dressing.nvim, …) asks them.

local M = {}

--- The answerer of each request the plugin claims: `function(params, respond)`, as
--- client.start takes them.
M.answerers = {
  -- LSP's: a message with buttons; the chosen action, or null when dismissed.
  ["window/showMessageRequest"] = function(params, respond)
    local actions = params.actions or {}
    if #actions == 0 then
      vim.notify(params.message, vim.log.levels.INFO)
      respond(nil)
      return
    end
    vim.ui.select(actions, {
      prompt = params.message,
      kind = "mvvm.showMessageRequest",
      format_item = function(action)
        return action.title
      end,
    }, function(action)
      respond(action)
    end)
  end,

  -- One of a list; the index chosen (from 0), or null. The preselected item is marked, since
  -- vim.ui.select has no preselection.
  ["frontend/choose"] = function(params, respond)
    local indices = {}
    for index = 1, #params.items do
      indices[index] = index
    end
    vim.ui.select(indices, {
      prompt = params.title,
      kind = "mvvm.choose",
      format_item = function(index)
        return params.items[index] .. (index - 1 == params.selected and " (current)" or "")
      end,
    }, function(index)
      respond(index and index - 1)
    end)
  end,

  -- Text, or null when cancelled. inputsecret cannot tell Escape from an empty answer: an empty
  -- secret is taken as cancelled.
  ["frontend/input"] = function(params, respond)
    local prompt = params.prompt .. ": "
    if params.secret then
      local text = vim.fn.inputsecret(prompt, params.value or "")
      respond(text ~= "" and text or nil)
      return
    end
    vim.ui.input({ prompt = prompt, default = params.value, kind = "mvvm.input" }, function(text)
      respond(text)
    end)
  end,

  -- LSP's: opening a page. vim.ui.open came with Neovim 0.10; before it, the user is told the
  -- address and the view model learns it was not shown.
  ["window/showDocument"] = function(params, respond)
    if not vim.ui.open then
      vim.notify("mvvm: open " .. params.uri, vim.log.levels.INFO)
      respond({ success = false })
      return
    end
    respond({ success = vim.ui.open(params.uri) ~= nil })
  end,
}

--- A `progress` callback for ViewModel:execute that shows each report with vim.notify
--- ("mvvm: upload 40% Uploading Grace"), then "mvvm: upload done" if anything was reported: an
--- execution that reports nothing is quick, and a message saying it is over would only be noise.
function M.progress()
  local title
  local reported = false
  return function(value)
    if value.kind == "begin" then
      title = value.title
    elseif value.kind == "report" then
      reported = true
      local percentage = value.percentage and string.format(" %d%%", value.percentage) or ""
      local message = value.message and " " .. value.message or ""
      vim.notify(string.format("mvvm: %s%s%s", title, percentage, message), vim.log.levels.INFO)
    elseif value.kind == "end" and reported then
      vim.notify(string.format("mvvm: %s done", title), vim.log.levels.INFO)
    end
  end
end

return M
