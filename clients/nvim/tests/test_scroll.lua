-- :MvvmQuotes on a long list: the buffer has a line per quote, only the quotes around the lines on
-- screen are held and bound, and scrolling moves that window; checked against viewModel/get.

local h = require("harness")
local mvvm = require("mvvm")
local quotes = require("mvvm.quotes")
local window_view = require("mvvm.window_view")

--- The buffer's lines against viewModel/get, read where the answer arrives (everything before it in
--- the stream applied): the window's lines are its quotes, every other line a placeholder, and the
--- buffer is as long as the whole list.
local function check_against_get(client, list, buf, when)
  local checked
  client:request("viewModel/get", { viewModel = list.id }, function(err, result)
    h.truthy(not err, tostring(err))
    local collection, lines = result.viewModel.collections.quotes, h.lines(buf)
    local expected = {}
    for index = 1, collection.count do
      expected[index] = window_view.PLACEHOLDER
    end
    for index, item in ipairs(collection.items) do
      expected[collection.offset + index] = string.format("%-4s %9.2f", item.properties.symbol, item.properties.price)
    end
    checked = { expected, lines, collection.offset, #collection.items }
  end)
  h.wait_for("the answer to viewModel/get", function()
    return checked ~= nil
  end)
  h.eq(checked[1], checked[2], when .. ": lines against viewModel/get")
  return checked[3], checked[4]
end

return {
  {
    "a long list holds the quotes around the lines on screen, follows every tick, and scrolling moves the window and unbinds the quotes that leave",
    function()
      mvvm.stop()
      mvvm.setup({ clock = "controlled" })
      vim.cmd("MvvmQuotes tickInterval=1 seed=7 initialCount=1500")
      mvvm.setup({ clock = false })
      local buf = vim.api.nvim_get_current_buf()
      local list = h.view_model(buf)
      local window = list.windows.quotes
      h.eq(1500, vim.api.nvim_buf_line_count(buf), "a line per quote")
      h.eq(0, window.offset, "the window's offset")
      local held = list.collections.quotes
      h.truthy(#held > vim.fn.line("w$") and #held < 100, #held .. " quotes held: those on screen and a screenful more")
      h.truthy(vim.b[buf].mvvm_status == string.format("rows 1-%d of 1500", #held), tostring(vim.b[buf].mvvm_status))
      local first = { unpack(held) }
      local client = mvvm.client()
      for tick = 1, 30 do
        client:advance(1000)
        check_against_get(client, list, buf, "tick " .. tick)
      end
      h.truthy(window.total < 1500, "the ticks removed quotes")
      h.eq(window.total, vim.api.nvim_buf_line_count(buf), "a line per quote after the ticks")

      -- The user jumps to line 800: the window moves there.
      h.feed("800Gzz")
      h.settle()
      h.truthy(window.offset < 799 and window.offset + #list.collections.quotes > 800, "the window holds line 800")
      local offset = check_against_get(client, list, buf, "after scrolling")
      h.eq(window.offset, offset, "the window's offset")
      h.eq(quotes.line(list.collections.quotes[800 - offset]), h.lines(buf)[800], "line 800")
      for _, quote in ipairs(first) do
        h.truthy(not quote.bound, quote.id .. " left the window and is still bound")
        h.truthy(client.mirror.view_models[quote.id] == nil, quote.id .. " left the window and is still mirrored")
        local ok, err = pcall(function()
          return quote.properties
        end)
        h.eq({ false, "notBound", quote.id }, { ok, err.kind, err.viewModel }, "reading a quote that left")
      end
      for _, quote in ipairs(list.collections.quotes) do
        h.truthy(quote.bound, quote.id .. " is in the window and not bound")
      end
      for tick = 1, 10 do
        client:advance(1000)
        check_against_get(client, list, buf, "tick " .. tick .. " after scrolling")
      end
      -- Paging through to the end holds one window's quotes, no more.
      h.feed("gg")
      for _ = 1, 40 do
        h.feed("<C-f>")
      end
      h.feed("G")
      h.settle()
      h.truthy(vim.tbl_count(client.mirror.view_models) <= 1 + #list.collections.quotes, "mirrors after paging")
      check_against_get(client, list, buf, "at the end")
      vim.cmd("bwipeout")
    end,
  },
}
