-- The QuoteList screen: one line per quote, symbol and price, in the list's order. The list may be
-- long (`initialCount` up to the server's limit): the buffer holds a line per quote, but only the
-- quotes around the lines on screen are shown and bound, through a window that follows the cursor
-- (mvvm.window_view); the statusline says which of how many.

local screen = require("mvvm.screen")
local window_view = require("mvvm.window_view")

local M = {}

function M.line(quote)
  return string.format("%-4s %9.2f", quote.properties.symbol, quote.properties.price)
end

--- Creates a QuoteList with `arguments` (tickInterval, seed, initialCount) and shows it in the
--- current window; returns the buffer. Wiping the buffer disposes the list.
function M.open(client, arguments)
  -- An empty window up front: the snapshot carries no quotes, and the view asks for those on screen.
  local list = client:create("QuoteList", arguments, nil, { quotes = { offset = 0, count = 0 } })
  local buf = screen.buffer(list, "QuoteList", function()
    list:dispose(screen.report)
  end)
  local view = window_view.new(buf, list, "quotes", M.line)
  vim.api.nvim_win_set_buf(0, buf)
  -- Showing the buffer asked for the quotes on screen: the screen is drawn once they came.
  vim.wait(client.timeout, function()
    return not view.asking
  end)
  return buf
end

return M
