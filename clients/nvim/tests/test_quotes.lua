-- :MvvmQuotes: a live QuoteList in a buffer, checked against what viewModel/get reports.

local h = require("harness")
local mvvm = require("mvvm")
local quotes = require("mvvm.quotes")

return {
  {
    "the lines follow the list's diffs and every price, and match viewModel/get",
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
          expected[index] = string.format("%-4s %9.2f", item.properties.symbol, item.properties.price)
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
    "every quote is bound, those a tick brings included, and a quote's line follows its price",
    function()
      mvvm.stop()
      mvvm.setup({ clock = "controlled" })
      vim.cmd("new")
      vim.cmd("resize 5")
      vim.cmd("MvvmQuotes tickInterval=1 seed=7 initialCount=3")
      mvvm.setup({ clock = false })
      local buf = vim.api.nvim_get_current_buf()
      local list = h.view_model(buf)
      h.settle()
      local first = {}
      for _, quote in ipairs(list.collections.quotes) do
        first[quote.id] = true
      end
      -- Ticks until one brings a quote, then until that quote's own price moves.
      local client, arrived = mvvm.client(), nil
      for _ = 1, 100 do
        client:advance(1000)
        for _, quote in ipairs(list.collections.quotes) do
          arrived = arrived or (not first[quote.id] and quote) or nil
        end
        if arrived then
          break
        end
      end
      h.truthy(arrived, "no quote came within 100 ticks")
      h.truthy(arrived.bound, "the quote a tick brought is bound")
      local price, moved = arrived.properties.price, false
      arrived:on("property", function(name)
        moved = moved or name == "price"
      end)
      for _ = 1, 100 do
        if moved or arrived.disposed then
          break
        end
        client:advance(1000)
      end
      h.truthy(moved, "the price of the quote a tick brought did not move within 100 ticks")
      h.truthy(arrived.properties.price ~= price, "the quote's price")
      for _, quote in ipairs(list.collections.quotes) do
        h.truthy(quote.bound, quote.id .. " is not bound")
      end
      h.eq(vim.tbl_map(quotes.line, list.collections.quotes), h.lines(buf), "lines")
      vim.cmd("bwipeout")
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
