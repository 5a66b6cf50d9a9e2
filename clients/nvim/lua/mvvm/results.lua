-- A pushed SearchResults screen: one line per photo, its title and, once fetched, its favorites
-- and comments. Every photo is bound; one whose line is on screen is told it is visible, which
-- makes the server fetch its counts the first time, and told it is not when the line scrolls away.
-- Going back (q, or wiping the buffer) pops the screen (docs/protocol.md §9.2, §10, §15).

local list_view = require("mvvm.list_view")
local screen = require("mvvm.screen")

local M = {}

function M.line(item)
  local properties = item.properties
  local line = properties.title
  if properties.favorites then
    line = line .. string.format("  %d favorites", properties.favorites)
  end
  if properties.comments then
    line = line .. string.format("  %d comments", properties.comments)
  end
  return line
end

local function show(item)
  item:set("isVisible", true, screen.report)
end

local function hide(item)
  item:set("isVisible", false, screen.report)
end

--- Shows the pushed `results` in the window that shows its presenter's buffer, else in the
--- current window; returns the buffer.
function M.open(results, presenter_buf)
  local buf = screen.buffer(results, results.properties.title, function()
    results:pop(screen.report)
  end)
  -- Leaving the screen is going back: a hidden results buffer is wiped, which pops it.
  vim.bo[buf].bufhidden = "wipe"
  list_view.new(buf, results, "searchResults", M.line, show, hide)
  vim.keymap.set("n", "q", function()
    if vim.api.nvim_buf_is_valid(presenter_buf) then
      vim.api.nvim_win_set_buf(0, presenter_buf)
    end
    if vim.api.nvim_buf_is_valid(buf) then
      vim.api.nvim_buf_delete(buf, { force = true })
    end
  end, { buffer = buf, desc = "Back to the search" })
  local win = vim.fn.win_findbuf(presenter_buf)[1] or vim.api.nvim_get_current_win()
  vim.api.nvim_win_set_buf(win, buf)
  return buf
end

return M
