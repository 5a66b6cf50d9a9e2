-- :MvvmQuotes: a live QuoteList in a buffer, checked against what viewModel/get reports.

local h = require("harness")
local mvvm = require("mvvm")
local quotes = require("mvvm.quotes")

--- The items whose lines the window shows, by their line numbers.
local function on_screen(buf)
  local first, last = vim.fn.line("w0"), vim.fn.line("w$")
  return vim.list_slice(h.view_model(buf).collections.quotes, first, last)
end

local function bound_symbols(buf)
  local symbols = {}
  for _, quote in ipairs(h.view_model(buf).collections.quotes) do
    if quote.bound then
      table.insert(symbols, quote.properties.symbol)
    end
  end
  return symbols
end

local function symbols(items)
  return vim.tbl_map(function(quote)
    return quote.properties.symbol
  end, items)
end

return {
  {
    "the lines follow the list's diffs and the prices on screen, and match viewModel/get",
    function()
      -- On the controlled clock: the list ticks only when the test advances it, however loaded the
      -- machine, and nothing here waits for real time to pass.
      mvvm.stop()
      mvvm.setup({ clock = "controlled" })
      vim.cmd("MvvmQuotes tickInterval=0.1 seed=7")
      mvvm.setup({ clock = false })
      local buf = vim.api.nvim_get_current_buf()
      local list = h.view_model(buf)
      local first = h.lines(buf)
      h.eq(20, #first, "lines at the start")
      -- After each change, as the buffer was edited by its steps, before any later message.
      local changes, mismatches = 0, {}
      list:on("collection", function()
        changes = changes + 1
        local expected = vim.tbl_map(quotes.line, list.collections.quotes)
        if not vim.deep_equal(expected, h.lines(buf)) then
          table.insert(mismatches, { version = list.version, expected = expected, lines = h.lines(buf) })
        end
      end)
      local client = mvvm.client()
      for _ = 1, 1000 do
        if changes >= 3 then
          break
        end
        client:advance(100)
      end
      h.truthy(changes >= 3, "three changes of the list within 1000 ticks")
      h.eq({}, mismatches, "lines after each change of the list")
      h.settle()
      -- Compared where the answer arrives: everything before it in the stream has been applied.
      -- A raw request, so the mirror does not load the snapshot and redraw the buffer from it.
      local checked
      client:request("viewModel/get", { viewModel = list.id }, function(err, result)
        h.truthy(not err, tostring(err))
        local snapshot, lines = result.viewModel, h.lines(buf)
        local expected = {}
        for index, item in ipairs(snapshot.collections.quotes.items) do
          local quote = list.collections.quotes[index]
          -- A quote that came on screen since the request was sent has its bind still on the way.
          local price = quote.bound and item.properties.price or quote.properties.price
          expected[index] = string.format("%-4s %9.2f", item.properties.symbol, price)
        end
        checked = { expected, lines }
      end)
      h.wait_for("the answer to viewModel/get", function()
        return checked ~= nil
      end)
      h.eq(checked[1], checked[2], "lines against viewModel/get")
      local before = {}
      for _, line in ipairs(first) do
        before[line:match("^%S+")] = line
      end
      local moved = vim.tbl_filter(function(line)
        local was = before[line:match("^%S+")]
        return was ~= nil and was ~= line
      end, checked[2])
      h.truthy(#moved > 0, "no price on screen moved")
    end,
  },
  {
    "only the quotes on screen are bound; scrolling binds those that come into view",
    function()
      vim.cmd("new")
      vim.cmd("resize 5")
      vim.cmd("MvvmQuotes tickInterval=3600 seed=7")
      local buf = vim.api.nvim_get_current_buf()
      h.settle()
      h.eq(symbols(on_screen(buf)), bound_symbols(buf), "bound at the start")
      h.eq(5, #bound_symbols(buf), "quotes bound at the start")
      h.feed("5<C-e>")
      h.settle()
      h.eq(6, vim.fn.line("w0"), "first line on screen")
      h.eq(symbols(on_screen(buf)), bound_symbols(buf), "bound after scrolling")
      local list = h.view_model(buf)
      h.eq(vim.tbl_map(quotes.line, list.collections.quotes), h.lines(buf), "lines")
    end,
  },
  {
    "wiping the buffer disposes the list",
    function()
      vim.cmd("MvvmQuotes tickInterval=3600 seed=7")
      local list = h.view_model(0)
      vim.cmd("bwipeout")
      h.settle()
      h.truthy(list.disposed, "the list is still live")
      local ok, err = pcall(list.get, list)
      h.eq({ false, "viewModelNotFound" }, { ok, err.kind }, "viewModel/get of the list")
    end,
  },
}
