-- A local copy of the view models a client knows, kept equal to the server's by applying its
-- notifications in the order they arrive (docs/protocol.md §4, §7, §9, §10).

local M = {}

local ViewModel = {}
ViewModel.__index = ViewModel

local Mirror = {}
Mirror.__index = Mirror

--- A mirror of every view model the client knows, by id.
--- `item_types` maps a view-model type to its collections, each to the type of its items when they
--- are view models or to false when they are plain values: what `viewModel/describe` says.
--- `client` sends the requests of the view models' methods; a mirror without one only applies
--- messages.
function M.new(item_types, client)
  return setmetatable({ item_types = item_types or {}, client = client, view_models = {} }, Mirror)
end

--- The mirror of the view model in `snapshot`, made or brought up to it.
function Mirror:adopt(snapshot)
  local view_model = self.view_models[snapshot.id]
  if not view_model then
    view_model = setmetatable({
      id = snapshot.id,
      type = snapshot.type,
      version = -1,
      properties = {},
      commands = {},
      collections = {},
      bound = false,
      disposed = false,
      _mirror = self,
      _listeners = {},
      -- How many property/didChange each property received: a set the server did not echo left
      -- the property at the value sent (§7.2).
      _changes = {},
    }, ViewModel)
    self.view_models[view_model.id] = view_model
  end
  view_model:_load(snapshot)
  return view_model
end

--- Applies one server notification; notifications about unknown view models are ignored, as §9
--- asks of a client that does not follow every collection.
function Mirror:apply(method, params)
  if method == "navigation/push" then
    local pushed = self:adopt(params.viewModel)
    local presenter = self.view_models[params.from]
    if presenter then
      presenter:_emit("push", pushed)
    end
    return
  end
  local view_model = self.view_models[params.viewModel]
  if not view_model then
    return
  end
  if method == "property/didChange" then
    view_model:_apply_property(params)
  elseif method == "command/didChange" then
    view_model:_apply_command(params)
  elseif method == "collection/didChange" then
    view_model:_apply_collection(params)
  elseif method == "viewModel/event" then
    view_model:_emit("event", params.event, params.payload)
  elseif method == "viewModel/didDispose" or method == "navigation/didPop" then
    view_model:_forget()
  end
end

--- Calls `callback` on each `kind` of change after it is applied, on the main loop, in message
--- order. Kinds and arguments: "property" (name, value), "command" (name, state), "collection"
--- (name, steps: each change with its items as mirrors or values), "load" () after a snapshot or
--- bind result replaced the state, "event" (name, payload), "push" (pushed view model),
--- "dispose" (). A callback must not wait for a response: the messages after it wait for it.
function ViewModel:on(kind, callback)
  self._listeners[kind] = self._listeners[kind] or {}
  table.insert(self._listeners[kind], callback)
end

--- Binds every member; the mirror follows the server from the answer on. `callback(err, self)`
--- makes it asynchronous; without one it waits and raises errors.
function ViewModel:bind(callback)
  return self:_call("viewModel/bind", {}, callback, function(result)
    self:_load(result)
    self.bound = true
    return self
  end)
end

--- Unbinds every member: a view that stops showing a view model stops hearing of it.
function ViewModel:unbind(callback)
  return self:_call("viewModel/unbind", {}, callback, function()
    self.bound = false
  end)
end

--- Sets a property as a user's edit would; the mirror holds what the property ended at. The value
--- sent raises no "property" callback: the view that sent it shows it already.
function ViewModel:set(name, value, callback)
  local changes_before = self._changes[name] or 0
  return self:_call("property/set", { property = name, value = value }, callback, function(result)
    if (self._changes[name] or 0) == changes_before then
      self.properties[name] = value
    end
    self.version = math.max(self.version, result.version)
    return result.version
  end)
end

--- Runs a command; the result is its output. With `progress`, the execution gets a fresh
--- work-done token and `progress(value)` is called with each `$/progress` value for it: begin, any
--- number of reports with `percentage` and/or `message`, then end, before the result
--- (docs/protocol.md §19).
function ViewModel:execute(name, input, callback, progress)
  local params = { command = name, input = input }
  local function output(result)
    return result.output
  end
  if not progress then
    return self:_call("command/execute", params, callback, output)
  end
  local client = self._mirror.client
  params.workDoneToken = client:follow_progress(progress)
  if callback then
    return self:_call("command/execute", params, function(err, result)
      client:unfollow_progress(params.workDoneToken)
      callback(err, result)
    end, output)
  end
  local ok, result = pcall(self._call, self, "command/execute", params, nil, output)
  client:unfollow_progress(params.workDoneToken)
  if not ok then
    error(result, 0)
  end
  return result
end

--- Replaces the mirror's state with `viewModel/get`'s snapshot; the result is the snapshot.
function ViewModel:get(callback)
  return self:_call("viewModel/get", {}, callback, function(result)
    self:_load(result.viewModel)
    return result.viewModel
  end)
end

--- Releases a view model the client created, with everything it pushed or holds.
function ViewModel:dispose(callback)
  return self:_call("viewModel/dispose", {}, callback, function()
    self:_forget()
  end)
end

--- The user went back from this pushed view model: it is released, as by dispose.
function ViewModel:pop(callback)
  return self:_call("navigation/pop", {}, callback, function()
    self:_forget()
  end)
end

function ViewModel:_call(method, params, callback, apply)
  params.viewModel = self.id
  return self._mirror.client:request(method, params, callback, apply)
end

--- Takes a snapshot, or a bind result (the same without id and type), unless it is older.
function ViewModel:_load(state)
  if state.version < self.version then
    return
  end
  self.version = state.version
  self.properties = vim.deepcopy(state.properties)
  self.commands = vim.deepcopy(state.commands)
  self.collections = {}
  for name, collection in pairs(state.collections) do
    self.collections[name] = self:_items(name, collection.items)
  end
  self:_emit("load")
end

--- Wire items as the collection holds them: mirrors for view models, else the values.
function ViewModel:_items(collection, items)
  local item_types = self._mirror.item_types[self.type] or {}
  if not item_types[collection] then
    return vim.deepcopy(items)
  end
  local mirrors = {}
  for index, item in ipairs(items) do
    mirrors[index] = self._mirror:adopt(item)
  end
  return mirrors
end

--- Whether a change at `version` is newer than the state held; versions only grow (§4.3).
function ViewModel:_is_new(version)
  if version <= self.version then
    return false
  end
  self.version = version
  return true
end

function ViewModel:_apply_property(params)
  if self:_is_new(params.version) then
    self.properties[params.property] = params.value
    self._changes[params.property] = (self._changes[params.property] or 0) + 1
    self:_emit("property", params.property, params.value)
  end
end

function ViewModel:_apply_command(params)
  if self:_is_new(params.version) then
    local state = { enabled = params.enabled, executing = params.executing }
    self.commands[params.command] = state
    self:_emit("command", params.command, state)
  end
end

function ViewModel:_apply_collection(params)
  if not self:_is_new(params.version) then
    return
  end
  local name = params.collection
  self.collections[name] = self.collections[name] or {}
  local steps = {}
  for index, change in ipairs(params.changes) do
    local step = vim.deepcopy(change)
    if change.items then
      step.items = self:_items(name, change.items)
    end
    M.apply_change(self.collections[name], step)
    steps[index] = step
  end
  self:_emit("collection", name, steps)
end

function ViewModel:_emit(kind, ...)
  for _, callback in ipairs(self._listeners[kind] or {}) do
    callback(...)
  end
end

function ViewModel:_forget()
  if self.disposed then
    return
  end
  self.disposed = true
  self.bound = false
  self._mirror.view_models[self.id] = nil
  self:_emit("dispose")
end

--- Applies one step of a collection/didChange to `items` in place (docs/protocol.md §9); the
--- step's items are already what the list holds. Indices on the wire count from 0.
function M.apply_change(items, step)
  local op = step.op
  if op == "insert" then
    for offset, item in ipairs(step.items) do
      table.insert(items, step.index + offset, item)
    end
  elseif op == "remove" then
    for _ = 1, step.count do
      table.remove(items, step.index + 1)
    end
  elseif op == "replace" then
    for offset, item in ipairs(step.items) do
      items[step.index + offset] = item
    end
  elseif op == "move" then
    table.insert(items, step.to + 1, table.remove(items, step.from + 1))
  elseif op == "reset" then
    for index = #items, 1, -1 do
      items[index] = nil
    end
    for index, item in ipairs(step.items) do
      items[index] = item
    end
  else
    error("unknown collection op " .. tostring(op))
  end
end

return M
