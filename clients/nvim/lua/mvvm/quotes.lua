-- The QuoteList screen: one line per quote, symbol and price, in the list's order. Every quote is
-- bound, those a tick brings included, so every line shows its quote's price as it is now.

local list_view = require("mvvm.list_view")
local screen = require("mvvm.screen")

local M = {}

function M.line(quote)
  return string.format("%-4s %9.2f", quote.properties.symbol, quote.properties.price)
end

--- Creates a QuoteList with `arguments` (tickInterval, seed) and shows it in the current window;
--- returns the buffer. Wiping the buffer disposes the list.
function M.open(client, arguments)
  local list = client:create("QuoteList", arguments)
  local buf = screen.buffer(list, "QuoteList", function()
    list:dispose(screen.report)
  end)
  list_view.new(buf, list, "quotes", M.line)
  vim.api.nvim_win_set_buf(0, buf)
  return buf
end

return M
