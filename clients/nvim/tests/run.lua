-- Runs the plugin's headless tests against $MVVM_SERVER:
--   MVVM_SERVER=.build/debug/mvvm-server nvim --headless -u NONE --noplugin -c "luafile clients/nvim/tests/run.lua"
-- Set MVVM_NVIM_TESTS to a pattern to run only the test files whose names match it.

local tests = vim.fn.fnamemodify(debug.getinfo(1, "S").source:sub(2), ":p:h")
local root = vim.fn.fnamemodify(tests, ":h")
vim.opt.runtimepath:prepend(root)
package.path = tests .. "/?.lua;" .. package.path
vim.o.showmode = false
vim.o.more = false
vim.cmd("runtime plugin/mvvm.lua")

local files = vim.tbl_filter(function(path)
  return vim.fn.fnamemodify(path, ":t"):find(vim.env.MVVM_NVIM_TESTS or "") ~= nil
end, vim.fn.glob(tests .. "/test_*.lua", false, true))
table.sort(files)
local harness = require("harness")
require("mvvm").setup({ timeout = harness.bound })
harness.run(files)
