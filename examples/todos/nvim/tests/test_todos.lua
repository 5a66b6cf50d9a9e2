-- The todo screen against the built todos-server, typed as a user would.

local h = require("harness")
local todos = require("todos")

return {
  {
    "adding, toggling, filtering and removing draw the rows the server reports",
    function()
      local buf, list = todos.open(require("mvvm").client())
      list:execute("add", "milk")
      list:execute("add", "eggs")
      h.wait_for("two rows", function()
        return #h.lines(buf) == 2 and h.lines(buf)[2] == "[ ] eggs"
      end)
      vim.api.nvim_win_set_cursor(0, { 2, 0 })
      h.feed("x")
      h.wait_for("eggs ticked", function()
        return h.lines(buf)[2] == "[x] eggs"
      end)
      h.feed("f")
      h.wait_for("the active todos", function()
        return vim.deep_equal(h.lines(buf), { "[ ] milk" })
      end)
      h.eq("active", list.properties.filter, "filter")
      h.eq("1 item left", list.properties.itemsLeft, "items left")
      vim.api.nvim_win_set_cursor(0, { 1, 0 })
      h.feed("d")
      h.wait_for("no rows", function()
        return h.lines(buf)[1] == ""
      end)
      h.eq("0 items left", list.properties.itemsLeft, "items left")
    end,
  },
}
