-- Spawning mvvm-server and talking JSON-RPC 2.0 to it, one JSON message per line
-- (docs/protocol.md §1–§3); answering the questions its view models ask (§18) and following the
-- progress of commands (§19).

local Mirror = require("mvvm.mirror")

local M = {}

M.PROTOCOL_VERSION = "1.0"
-- JSON-RPC's codes for a request the client has no answerer for, and for an answerer that failed.
local METHOD_NOT_FOUND = -32601
local INTERNAL_ERROR = -32603

local Client = {}
Client.__index = Client

local RPCError = {}
RPCError.__index = RPCError
RPCError.__tostring = function(error)
  return error.code and string.format("%s (code %d)", error.message, error.code) or error.message
end

--- An error response, or a failure of the session itself (code nil, kind "ended" or "timeout").
function M.error(code, message, data)
  return setmetatable({ code = code, message = message, data = data, kind = data and data.kind }, RPCError)
end

--- Starts `server` with `arguments`, initializes the session and describes every type.
--- Synchronous requests give up after `timeout` milliseconds (default 10000).
--- `answerers` maps each method of the server's requests the client answers to
--- `function(params, respond)`, which calls `respond(result)` once the user has answered (nil
--- sends null) or `respond(nil, err)` to answer with an error `{code, message}`. Those methods,
--- and only those, are claimed in initialize; the server answers any other question with its
--- default without asking. `asked` lists every question as `{method, params}`; `questions` holds,
--- by id, those not answered yet nor withdrawn; `refused` the params of each
--- `frontend/answerRefused`.
--- - Important: messages are applied on the main loop, as Neovim delivers the server's output;
---   a synchronous request waits with vim.wait, so it must not be made from a message callback.
function M.start(server, arguments, timeout, answerers)
  local self = setmetatable({
    timeout = timeout or 10000,
    answerers = answerers or {},
    asked = {},
    questions = {},
    refused = {},
    progress = {},
    next_token = 1,
    pending = {},
    pending_count = 0,
    next_id = 1,
    partial = "",
    queue = {},
    stderr = {},
  }, Client)
  self.mirror = Mirror.new({}, self)
  local command = vim.list_extend({ server }, arguments or {})
  local ok, job = pcall(vim.fn.jobstart, command, {
    on_stdout = function(_, data)
      self:_receive(data)
    end,
    on_stderr = function(_, data)
      self:_log(data)
    end,
    on_exit = function(_, code)
      self:_end(string.format("mvvm-server exited with code %d", code))
    end,
  })
  if not ok or job <= 0 then
    error(string.format(
      "cannot run mvvm-server at %q: set require('mvvm').setup({ server = PATH }) or $MVVM_SERVER",
      server
    ))
  end
  self.job = job
  local started, problem = pcall(self._initialize, self)
  if not started then
    vim.fn.jobstop(job)
    error(problem, 0)
  end
  return self
end

--- Initializes the session and learns which collections hold view models.
function Client:_initialize()
  local claims = vim.tbl_keys(self.answerers)
  table.sort(claims)
  self.info = self:request("initialize", {
    protocolVersion = M.PROTOCOL_VERSION,
    clientInfo = { name = "mvvm.nvim" },
    capabilities = #claims > 0 and { frontendRequests = claims } or nil,
  })
  self:notify("initialized", {})
  for _, description in ipairs(self:request("viewModel/describe", {}).types) do
    local collections = {}
    for _, collection in ipairs(description.collections) do
      collections[collection.name] = collection.itemType or false
    end
    self.mirror.item_types[description.name] = collections
  end
end

function Client:is_running()
  return self.ended == nil
end

--- Creates a view model and returns its mirror, not bound yet. `windows`
--- (`{ collection = { offset, count } }`) has its snapshot hold only those windows of those
--- collections (`view_model.windows`).
function Client:create(type, arguments, callback, windows)
  local params = { type = type, windows = windows }
  if arguments and not vim.tbl_isempty(arguments) then
    params.arguments = arguments
  end
  return self:request("viewModel/create", params, callback, function(result)
    return self.mirror:adopt(result.viewModel, windows)
  end)
end

--- Moves a controlled clock (the server started with `--clock controlled`) `milliseconds` forward
--- and returns its time; it returns once everything due by then has run and been applied to the
--- mirrors, so a test of ticks or latency never waits for real time.
function Client:advance(milliseconds)
  return self:request("clock/advance", { milliseconds = milliseconds }).now
end

--- Sends a request. `apply(result)`, if given, runs as the response arrives, before any later
--- message is applied, and its value is the call's result. With `callback(err, result)` the call
--- returns at once; without, it waits (at most the client's timeout) and returns the result or
--- raises the error.
function Client:request(method, params, callback, apply)
  local id = self.next_id
  self.next_id = id + 1
  local done, failure, value
  local entry = {
    apply = apply or function(result)
      return result
    end,
    finish = callback or function(err, result)
      done, failure, value = true, err, result
    end,
  }
  local ended = self.ended or self.closing
  if ended then
    entry.finish(M.error(nil, ended, { kind = "ended" }))
  else
    self.pending[id] = entry
    self.pending_count = self.pending_count + 1
    self:_write({ jsonrpc = "2.0", id = id, method = method, params = self:_object(params) })
  end
  if callback then
    return
  end
  if not done and not vim.wait(self.timeout, function()
    return done
  end, 5) then
    self:_settle(id)
    error(M.error(nil, string.format("no answer to %s within %d ms", method, self.timeout), { kind = "timeout" }))
  end
  if failure then
    error(failure)
  end
  return value
end

function Client:notify(method, params)
  if not self.ended then
    self:_write({ jsonrpc = "2.0", method = method, params = self:_object(params) })
  end
end

--- A fresh work-done token whose `$/progress` values go to `callback(value)` until `unfollow`.
function Client:follow_progress(callback)
  local token = string.format("progress-%d", self.next_token)
  self.next_token = self.next_token + 1
  self.progress[token] = callback
  return token
end

function Client:unfollow_progress(token)
  self.progress[token] = nil
end

--- Sends shutdown and exit, then waits for the process, stopping it if it does not end.
function Client:stop()
  if self.ended then
    return
  end
  local answered = false
  self:request("shutdown", nil, function()
    answered = true
  end)
  -- What the messages before the answer make the views ask would only be refused (§3.3).
  self.closing = "mvvm-server is shutting down"
  vim.wait(self.timeout, function()
    return answered
  end, 5)
  self:notify("exit")
  if vim.fn.jobwait({ self.job }, self.timeout)[1] == -1 then
    vim.fn.jobstop(self.job)
  end
  self:_end("mvvm-server was stopped")
end

--- The last lines the server logged, for error messages.
function Client:log_tail()
  return table.concat(self.stderr, "\n")
end

--- Params are JSON objects; an empty Lua table would be written as an array.
function Client:_object(params)
  if params ~= nil and vim.tbl_isempty(params) then
    return vim.empty_dict()
  end
  return params
end

function Client:_write(message)
  vim.fn.chansend(self.job, vim.json.encode(message) .. "\n")
end

--- Neovim hands over output split at line breaks: the first piece continues the last call's
--- unfinished line, and the last piece is unfinished.
function Client:_receive(data)
  data[1] = self.partial .. data[1]
  self.partial = table.remove(data)
  vim.list_extend(self.queue, data)
  -- A callback that waits lets Neovim deliver more output meanwhile; queueing keeps the order.
  if self.dispatching then
    return
  end
  self.dispatching = true
  while #self.queue > 0 do
    local line = table.remove(self.queue, 1)
    if line:find("%S") then
      local ok, problem = pcall(self._dispatch, self, line)
      if not ok then
        vim.notify("mvvm: " .. tostring(problem), vim.log.levels.ERROR)
      end
    end
  end
  self.dispatching = false
end

--- Applies one message. JSON null becomes nil, so a property that is null is absent.
function Client:_dispatch(line)
  local message = vim.json.decode(line, { luanil = { object = true, array = true } })
  if message.method and message.id ~= nil then
    self:_asked(message.id, message.method, message.params or {})
    return
  end
  if message.method then
    self:_notified(message.method, message.params or {})
    return
  end
  local entry = self:_settle(message.id)
  if not entry then
    return
  end
  if message.error then
    entry.finish(M.error(message.error.code, message.error.message, message.error.data))
    return
  end
  local ok, value = pcall(entry.apply, message.result)
  if ok then
    entry.finish(nil, value)
  else
    entry.finish(value)
  end
end

function Client:_notified(method, params)
  if method == "$/cancelRequest" then
    local question = self.questions[params.id]
    self.questions[params.id] = nil
    if question then
      vim.notify("mvvm: the question was withdrawn: " .. question.method, vim.log.levels.INFO)
    end
  elseif method == "$/progress" then
    local callback = self.progress[params.token]
    if callback then
      callback(params.value)
    end
  elseif method == "frontend/answerRefused" then
    table.insert(self.refused, params)
    vim.notify("mvvm: the server refused an answer: " .. params.error.message, vim.log.levels.WARN)
  else
    self.mirror:apply(method, params)
  end
end

--- A question from the server. Its answerer runs after the messages being applied, so a question
--- withdrawn meanwhile is never put to the user, and a prompt that waits holds up nothing.
function Client:_asked(id, method, params)
  table.insert(self.asked, { method = method, params = params })
  local answerer = self.answerers[method]
  if not answerer then
    self:_respond(id, nil, { code = METHOD_NOT_FOUND, message = method .. " was not claimed" })
    return
  end
  self.questions[id] = { method = method, params = params }
  vim.schedule(function()
    if not self.questions[id] then
      return
    end
    local ok, problem = pcall(answerer, params, function(result, err)
      if self.questions[id] then
        self.questions[id] = nil
        self:_respond(id, result, err)
      end
    end)
    if not ok and self.questions[id] then
      self.questions[id] = nil
      self:_respond(id, nil, { code = INTERNAL_ERROR, message = "the answerer failed: " .. tostring(problem) })
      vim.notify("mvvm: answering " .. method .. " failed: " .. tostring(problem), vim.log.levels.ERROR)
    end
  end)
end

--- Answers the server's request `id` with `result` (nil is null) or the error `err`.
function Client:_respond(id, result, err)
  if self.ended then
    return
  end
  local message = { jsonrpc = "2.0", id = id }
  if err then
    message.error = { code = err.code, message = err.message }
  elseif result == nil then
    message.result = vim.NIL
  else
    message.result = result
  end
  self:_write(message)
end

function Client:_settle(id)
  local entry = self.pending[id]
  if entry then
    self.pending[id] = nil
    self.pending_count = self.pending_count - 1
  end
  return entry
end

function Client:_log(data)
  for _, line in ipairs(data) do
    if line ~= "" then
      table.insert(self.stderr, line)
      if #self.stderr > 20 then
        table.remove(self.stderr, 1)
      end
    end
  end
end

function Client:_end(reason)
  if self.ended then
    return
  end
  self.ended = reason
  local failure = M.error(nil, reason .. "\n" .. self:log_tail(), { kind = "ended" })
  for id in pairs(self.pending) do
    self:_settle(id).finish(failure)
  end
end

return M
