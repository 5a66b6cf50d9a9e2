-- The FlickrSearch screen. Line 1 is the search field: what the user types there is sent with
-- property/set. The lines below are the view model's to draw: whether a search can run, and the
-- recent searches. <CR> runs the search, or on a recent search runs that one again; a successful
-- search pushes its results, which open in this window (docs/protocol.md §15), and its progress
-- shows as it goes (§19).

local frontend = require("mvvm.frontend")
local results = require("mvvm.results")
local screen = require("mvvm.screen")

local M = {}

--- The line of the first recent search; <CR> there reruns the search at index 0.
M.FIRST_RECENT_LINE = 5

local View = {}
View.__index = View

function M.status(search)
  local command = search.commands.executeSearch
  if command.executing then
    return "Searching..."
  elseif command.enabled then
    return "Press Enter to search"
  end
  return "Type more than 3 characters to search"
end

--- The lines below the search field.
function M.lines(search)
  local lines = { M.status(search) }
  local previous = search.collections.previousSearches
  if #previous > 0 then
    vim.list_extend(lines, { "", "Recent searches:" })
    for _, entry in ipairs(previous) do
      local plural = entry.totalResults == 1 and "" or "s"
      table.insert(lines, string.format("  %s: %d photo%s", entry.searchString, entry.totalResults, plural))
    end
  end
  return lines
end

--- Creates a FlickrSearch with `arguments` (latencyMs for the offline catalog) and shows it in
--- the current window; returns the buffer. Wiping the buffer disposes the search and the results
--- it pushed.
function M.open(client, arguments)
  local search = client:create("FlickrSearch", arguments)
  local self = setmetatable({ search = search, sent = search.properties.searchText }, View)
  self.buf = screen.buffer(search, search.properties.title, function()
    search:dispose(screen.report)
  end)
  local function draw()
    self:draw()
  end
  for _, kind in ipairs({ "load", "command", "collection" }) do
    search:on(kind, draw)
  end
  search:on("property", function(name, value)
    if name == "searchText" then
      self:show_text(value)
    end
    draw()
  end)
  search:on("push", function(pushed)
    results.open(pushed, self.buf)
  end)
  vim.api.nvim_create_autocmd({ "TextChanged", "TextChangedI" }, {
    buffer = self.buf,
    callback = function()
      self:send_text()
      draw()
    end,
  })
  vim.keymap.set("n", "<CR>", function()
    self:activate()
  end, { buffer = self.buf, desc = "Run the search, or the recent search under the cursor" })
  vim.api.nvim_win_set_buf(0, self.buf)
  self:show_text(search.properties.searchText)
  self:draw()
  search:bind(screen.report)
  return self.buf
end

function View:text()
  return vim.api.nvim_buf_get_lines(self.buf, 0, 1, false)[1]
end

--- Sends the field's text unless the view model has it already.
function View:send_text()
  local text = self:text()
  if text ~= self.sent then
    self.sent = text
    self.search:set("searchText", text, screen.report)
  end
end

--- The view model changed the text itself: the field shows it.
function View:show_text(text)
  self.sent = text
  if self:text() ~= text then
    vim.api.nvim_buf_set_lines(self.buf, 0, 1, false, { text })
  end
end

--- Draws the lines below the field, also over whatever the user typed there.
function View:draw()
  if not vim.api.nvim_buf_is_valid(self.buf) then
    return
  end
  local lines = M.lines(self.search)
  if not vim.deep_equal(vim.api.nvim_buf_get_lines(self.buf, 1, -1, false), lines) then
    vim.api.nvim_buf_set_lines(self.buf, 1, -1, false, lines)
  end
end

--- <CR>: the field's text goes first, so the search runs with what the user sees.
function View:activate()
  self:send_text()
  local index = vim.api.nvim_win_get_cursor(0)[1] - M.FIRST_RECENT_LINE
  if index >= 0 and index < #self.search.collections.previousSearches then
    self.search:execute("rerunSearch", index, screen.report, frontend.progress())
  else
    self.search:execute("executeSearch", nil, screen.report, frontend.progress())
  end
end

return M
