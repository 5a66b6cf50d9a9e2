-- The headless test harness: runs the test files one after the other inside a coroutine, so a
-- test can type keys that Neovim's main loop then handles as a user's (firing the autocommands
-- the plugin listens to), and waits for conditions with bounded timeouts.

local M = {}

--- How long a test waits for what it expects before it fails, in milliseconds: two minutes. The
--- bound only catches what never comes; a loaded machine (a build beside the tests) made answers
--- late by more than ten seconds, which failed tests that were right.
M.bound = 120000

local runner
-- What `stub` replaced, restored after each test.
local stubs = {}
-- The number of the keys being fed, while the tests wait for Neovim to handle them.
local feeding
local fed = 0

local function fail(message, level)
  error(message, (level or 1) + 1)
end

--- The current buffer, for failure messages.
function M.describe()
  local buf = vim.api.nvim_get_current_buf()
  local lines = vim.api.nvim_buf_get_lines(buf, 0, 30, false)
  return string.format("current buffer %q:\n    %s", vim.api.nvim_buf_get_name(buf), table.concat(lines, "\n    "))
end

--- Continues the tests, unless they no longer wait for the keys numbered `number`.
function M.resume(number, outcome)
  if number ~= feeding then
    return
  end
  feeding = nil
  local ok, problem = coroutine.resume(runner, outcome)
  if not ok then
    io.stdout:write("harness error: " .. tostring(problem) .. "\n")
    vim.cmd("cquit 2")
  end
end

--- Types `keys` (with <> notation) as a user would and returns once Neovim has handled them.
function M.feed(keys, timeout)
  fed = fed + 1
  feeding = fed
  local number = fed
  local resume = string.format("<Cmd>lua require('harness').resume(%d)<CR>", number)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(keys .. resume, true, false, true), "t", false)
  vim.defer_fn(function()
    M.resume(number, "timeout")
  end, timeout or M.bound)
  if coroutine.yield() == "timeout" then
    fail(string.format("the keys %q were not handled within %d ms\n%s", keys, timeout or M.bound, M.describe()), 2)
  end
end

--- Waits until `condition()` holds, at most `timeout` milliseconds (default `M.bound`).
function M.wait_for(what, condition, timeout)
  if not vim.wait(timeout or M.bound, condition, 5) then
    fail(string.format("timed out after %d ms waiting for %s\n%s", timeout or M.bound, what, M.describe()), 2)
  end
end

function M.eq(expected, actual, what)
  if not vim.deep_equal(expected, actual) then
    fail(string.format("%s:\n  expected %s\n  got      %s", what, vim.inspect(expected), vim.inspect(actual)), 2)
  end
end

function M.truthy(value, what)
  if not value then
    fail(what .. "\n" .. M.describe(), 2)
  end
end

function M.lines(buf)
  return vim.api.nvim_buf_get_lines(buf or 0, 0, -1, false)
end

--- The mirror of the view model a plugin buffer shows.
function M.view_model(buf)
  local client = require("mvvm").client()
  return client.mirror.view_models[vim.b[buf or 0].mvvm_view_model]
end

--- Replaces `target[key]` with `value` until the test ends: how a test plays the user behind
--- vim.ui, or listens to vim.notify.
function M.stub(target, key, value)
  table.insert(stubs, { target = target, key = key, value = target[key] })
  target[key] = value
end

--- Waits until every request the plugin sent has been answered.
function M.settle()
  local client = require("mvvm").client()
  M.wait_for("every request to be answered", function()
    return client.pending_count == 0
  end)
end

local function run_test(file, name, test)
  local started = vim.loop.hrtime()
  local ok, problem = xpcall(test, debug.traceback)
  local elapsed = math.floor((vim.loop.hrtime() - started) / 1e6)
  for index = #stubs, 1, -1 do
    stubs[index].target[stubs[index].key] = stubs[index].value
  end
  stubs = {}
  vim.cmd("silent! only!")
  vim.cmd("silent! %bwipeout!")
  require("mvvm").stop()
  if ok then
    io.stdout:write(string.format("ok   %s: %s (%d ms)\n", file, name, elapsed))
  else
    io.stdout:write(string.format("FAIL %s: %s (%d ms)\n  %s\n", file, name, elapsed, tostring(problem)))
  end
  return ok
end

--- Runs every test of `files` (each returns a list of {name, function}) and quits Neovim, with
--- exit code 1 if a test failed.
function M.run(files)
  runner = coroutine.create(function()
    local count, failures = 0, 0
    for _, path in ipairs(files) do
      local file = vim.fn.fnamemodify(path, ":t")
      for _, case in ipairs(dofile(path)) do
        count = count + 1
        if not run_test(file, case[1], case[2]) then
          failures = failures + 1
        end
      end
    end
    io.stdout:write(string.format("%d tests, %d failed\n", count, failures))
    vim.cmd(failures == 0 and "qall!" or "cquit 1")
  end)
  feeding = 0
  vim.schedule(function()
    M.resume(0)
  end)
end

return M
