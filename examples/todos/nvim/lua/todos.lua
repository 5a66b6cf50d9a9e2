-- A TodoList in a Neovim buffer, drawn by mvvm.nvim's list view: one line per row, "[x] title".
-- Keys: `a` adds a todo, `x` toggles the todo under the cursor, `d` removes it, `f` cycles the
-- filter, `c` clears the done todos (the list asks to confirm more than one, through mvvm.nvim's
-- vim.ui.select). Everything the buffer shows comes from the server; the keys only send requests.

local list_view = require("mvvm.list_view")
local screen = require("mvvm.screen")

local M = {}

local filters = { all = "active", active = "completed", completed = "all" }

function M.line(item)
  return string.format("[%s] %s", item.properties.isCompleted and "x" or " ", item.properties.title)
end

--- Creates a TodoList and shows it in the current window; returns the buffer and the list.
function M.open(client)
  local list = client:create("TodoList")
  local buf = screen.buffer(list, "TodoList", function()
    list:dispose(screen.report)
  end)
  local view = list_view.new(buf, list, "items", M.line)
  local function map(key, action)
    vim.keymap.set("n", key, action, { buffer = buf })
  end
  -- A key that runs a row's command on the row under the cursor.
  local function map_row(key, command)
    map(key, function()
      local item = view:items()[vim.api.nvim_win_get_cursor(0)[1]]
      if item then
        item:execute(command, nil, screen.report)
      end
    end)
  end
  map("a", function()
    local title = vim.fn.input("New todo: ")
    list:execute("add", title, screen.report)
  end)
  map_row("x", "toggle")
  map_row("d", "remove")
  map("f", function()
    list:set("filter", filters[list.properties.filter], screen.report)
  end)
  map("c", function()
    list:execute("clearCompleted", nil, screen.report)
  end)
  vim.api.nvim_win_set_buf(0, buf)
  return buf, list
end

return M
