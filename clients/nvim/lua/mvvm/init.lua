-- mvvm.nvim: Neovim as a frontend of mvvm-server. One server process serves every screen of the
-- session; it starts with the first screen and stops when Neovim exits.

local Client = require("mvvm.client")
local frontend = require("mvvm.frontend")

local M = {}

local config = { server = nil, arguments = {}, timeout = 10000, record = false, clock = false, answer = {} }
local client

--- Options: `server` (the mvvm-server binary; default $MVVM_SERVER, else mvvm-server on PATH),
--- `arguments` (its command-line options, a list), `timeout` (milliseconds a synchronous request
--- may take), `record` (a path: the server records the session there, docs/protocol.md §17.2, for
--- `mvvm-server --replay`), `clock` ("controlled": time moves only with `client():advance(ms)`)
--- and `answer` (answerers by method, over the defaults of mvvm.frontend; `false` leaves a method
--- unclaimed, so its view models get their default answer without asking, docs/protocol.md §18).
--- They apply to the next server started.
function M.setup(options)
  config = vim.tbl_extend("force", config, options or {})
end

--- The session's client, started on first use.
function M.client()
  if not (client and client:is_running()) then
    local server = config.server or vim.env.MVVM_SERVER or "mvvm-server"
    local arguments = vim.list_extend({}, config.arguments)
    if config.record then
      vim.list_extend(arguments, { "--record", config.record })
    end
    if config.clock then
      vim.list_extend(arguments, { "--clock", config.clock })
    end
    local answerers = {}
    for method, answerer in pairs(vim.tbl_extend("force", frontend.answerers, config.answer)) do
      answerers[method] = answerer or nil
    end
    client = Client.start(server, arguments, config.timeout, answerers)
    vim.api.nvim_create_autocmd("VimLeavePre", {
      group = vim.api.nvim_create_augroup("mvvm", { clear = true }),
      callback = M.stop,
    })
  end
  return client
end

--- Ends the session. Buffers still showing its view models stop following them.
function M.stop()
  if client then
    client:stop()
    client = nil
  end
end

--- Create arguments from command arguments `name=value`; values that read as numbers are numbers.
function M.arguments(words)
  local arguments = {}
  for _, word in ipairs(words) do
    local name, value = word:match("^([%w_]+)=(.*)$")
    if not name then
      error("mvvm: expected name=value, got " .. word)
    end
    arguments[name] = tonumber(value) or value
  end
  return arguments
end

--- :MvvmQuotes [tickInterval=SECONDS] [seed=N]
function M.quotes(words)
  return require("mvvm.quotes").open(M.client(), M.arguments(words or {}))
end

--- :MvvmFlickr [latencyMs=N]
function M.flickr(words)
  return require("mvvm.flickr").open(M.client(), M.arguments(words or {}))
end

return M
