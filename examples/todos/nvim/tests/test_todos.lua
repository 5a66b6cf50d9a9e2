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
  {
    "clearing more than one done todo asks first: Keep keeps them, Delete deletes them, and a withdrawn question is not answered",
    function()
      local client = require("mvvm").client()
      local buf, list = todos.open(client)
      for _, title in ipairs({ "milk", "eggs" }) do
        list:execute("add", title)
      end
      h.wait_for("two rows", function()
        return #h.lines(buf) == 2 and h.lines(buf)[2] == "[ ] eggs"
      end)
      for row = 1, 2 do
        vim.api.nvim_win_set_cursor(0, { row, 0 })
        h.feed("x")
      end
      h.wait_for("both done", function()
        return vim.deep_equal(h.lines(buf), { "[x] milk", "[x] eggs" })
      end)
      local asked = {}
      local answers = { "Keep", "Delete" }
      h.stub(vim.ui, "select", function(actions, options, on_choice)
        table.insert(asked, { options.prompt, vim.tbl_map(options.format_item, actions) })
        local title = table.remove(answers, 1)
        on_choice(vim.tbl_filter(function(action)
          return action.title == title
        end, actions)[1])
      end)
      h.feed("c")
      h.wait_for("the question", function()
        return #asked == 1
      end)
      h.settle()
      h.eq({ "[x] milk", "[x] eggs" }, h.lines(buf), "the rows kept")
      h.feed("c")
      h.wait_for("no rows", function()
        return h.lines(buf)[1] == ""
      end)
      h.eq({ "Delete the 2 completed todos?", { "Delete", "Keep" } }, asked[2], "the second question")

      for _, title in ipairs({ "bread", "jam" }) do
        list:execute("add", title)
      end
      for _, row in ipairs(list.collections.items) do
        row:execute("toggle")
      end
      local pending
      h.stub(vim.ui, "select", function(actions, _, on_choice)
        pending = function()
          on_choice(actions[1])
        end
      end)
      h.feed("c")
      h.wait_for("the third question", function()
        return pending ~= nil
      end)
      vim.cmd("bwipeout!")
      h.wait_for("the question withdrawn", function()
        return vim.tbl_isempty(client.questions)
      end)
      pending()
      client:request("viewModel/describe", {})
      h.eq({}, client.refused, "answers refused")
    end,
  },
}
