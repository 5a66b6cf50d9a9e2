-- Runs the todo screen's headless tests against $MVVM_SERVER (the built todos-server), with the
-- mvvm.nvim plugin and its test harness from clients/nvim:
--   MVVM_SERVER=examples/todos/.build/debug/todos-server nvim --headless -u NONE --noplugin \
--     -c "luafile examples/todos/nvim/tests/run.lua"

local tests = vim.fn.fnamemodify(debug.getinfo(1, "S").source:sub(2), ":p:h")
local screen = vim.fn.fnamemodify(tests, ":h")
local plugin = vim.fn.fnamemodify(screen, ":h:h:h") .. "/clients/nvim"
vim.opt.runtimepath:prepend(plugin)
vim.opt.runtimepath:prepend(screen)
package.path = plugin .. "/tests/?.lua;" .. package.path
vim.o.showmode = false
vim.o.more = false
require("harness").run({ tests .. "/test_todos.lua" })
