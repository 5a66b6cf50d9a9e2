-- A local copy of the view models a client knows, kept equal to the server's by applying its
-- notifications in the order they arrive (docs/protocol.md §4, §7, §9, §10).

local screen = require("mvvm.screen")
local windows = require("mvvm.window")

local M = {}

local ViewModel = {}

--- The error reading a row that is not bound raises (`kind` "notBound"): a row (a view model that
--- came as an item of a collection) changes only on the server, so unless it is bound its snapshot
--- no longer follows it. `viewModel` and `type` name the row; `message` says how to bind it.
M.NotBoundError = {}
M.NotBoundError.__index = M.NotBoundError
M.NotBoundError.__tostring = function(err)
  return err.message
end

-- The fields that read a view model's state: a row's only while it is bound.
local state_fields = { properties = "_properties", commands = "_commands", collections = "_collections" }

ViewModel.__index = function(self, key)
  local field = state_fields[key]
  if not field then
    return ViewModel[key]
  end
  local row_of = rawget(self, "_row_of")
  if row_of and not self.bound then
    local reason = self.disposed and "it was disposed"
      or string.format(
        "bind it with row:bind(), or every row of %s's '%s' with bind_items('%s')",
        row_of.owner.id,
        row_of.collection,
        row_of.collection
      )
    error(setmetatable({
      kind = "notBound",
      viewModel = self.id,
      type = self.type,
      message = string.format("row %s (%s) is not bound: %s", self.id, self.type, reason),
    }, M.NotBoundError), 2)
  end
  return rawget(self, field)
end

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
--- `asked` are the windows its request asked (`{ collection = { offset, count } }`).
function Mirror:adopt(snapshot, asked)
  local view_model = self.view_models[snapshot.id]
  if not view_model then
    view_model = setmetatable({
      id = snapshot.id,
      type = snapshot.type,
      version = -1,
      bound = false,
      disposed = false,
      _properties = {},
      _commands = {},
      _collections = {},
      -- { owner, collection } once the view model came as a row of a collection.
      _row_of = false,
      -- The collections whose rows bind_items follows, as a set.
      _followed = {},
      _mirror = self,
      _listeners = {},
      -- How many property/didChange each property received: a set the server did not echo left
      -- the property at the value sent (§7.2).
      _changes = {},
      -- The windows of its collections this client shows (mvvm.window).
      _windows = windows.new(),
    }, ViewModel)
    view_model.windows = view_model._windows.by_name
    self.view_models[view_model.id] = view_model
  end
  windows.expect(view_model._windows, asked)
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
--- makes it asynchronous; without one it waits and raises errors. `bound` holds from the request
--- on, so a row is readable while its bind is on its way (with its snapshot's values, the newest
--- the client has).
function ViewModel:bind(callback)
  self.bound = true
  return self:_call("viewModel/bind", {}, callback, function(result)
    self:_load(result)
    return self
  end)
end

--- Binds every row of `collection` (a collection of view models), now and from now on: each row a
--- later change inserts, replaces or resets is bound as the change arrives, and each row that
--- leaves is unbound (a disposed one is just dropped). Binds this view model first unless it is
--- bound. The rows listed now are readable at once. `callback(err, count)` makes it asynchronous;
--- without one it waits and returns `count`: how many rows it bound now, not counting a row
--- disposed before its bind arrived.
function ViewModel:bind_items(collection, callback)
  if not (self._mirror.item_types[self.type] or {})[collection] then
    error(string.format("%s has no collection of view models named '%s'", self.type, collection), 2)
  end
  self._followed[collection] = true
  local binding = {}
  for _, row in ipairs(self._collections[collection] or {}) do
    if not (row.bound or row.disposed) then
      table.insert(binding, row)
    end
  end
  local waiting, failure = #binding + (self.bound and 0 or 1), nil
  local function answered(err)
    if err and err.kind ~= "viewModelNotFound" then
      failure = failure or err
    end
    waiting = waiting - 1
    if waiting == 0 and callback then
      callback(failure, failure == nil and #vim.tbl_filter(function(row)
        return row.bound
      end, binding) or nil)
    end
  end
  if not self.bound then
    self:bind(answered)
  end
  for _, row in ipairs(binding) do
    row:bind(answered)
  end
  if callback then
    if waiting == 0 then
      callback(nil, 0)
    end
    return
  end
  if not vim.wait(self._mirror.client.timeout, function()
    return waiting == 0
  end) then
    error(string.format("the rows of %s's '%s' were not bound within %d ms", self.id, collection, self._mirror.client.timeout))
  end
  if failure then
    error(failure, 0)
  end
  return #vim.tbl_filter(function(row)
    return row.bound
  end, binding)
end

--- Shows `count` items of `collection` from `offset` (`collection/window`); asked again, it moves
--- the window; a `count` of nil shows the whole collection again. From the answer on,
--- `collections[collection]` holds the window's items and `windows[collection]` is
--- `{ offset, count, total }`; the answer is emitted as a "window" (name) callback. For a
--- collection of view models, the rows in the window are bound and those that leave it unbound
--- (and forgotten), as `bind_items` does for a whole collection. `callback(err, window)` makes it
--- asynchronous; without one it waits and returns the window.
function ViewModel:window(collection, offset, count, callback)
  local params = { collection = collection, offset = offset, count = count == nil and vim.NIL or count }
  return self:_call("collection/window", params, callback, function(result)
    local before = self._collections[collection] or {}
    self.version = math.max(self.version, result.version)
    self._windows.asked[collection] = count
    windows.load(self._windows, collection, count and { offset = result.offset, count = result.total } or {})
    self._collections[collection] = self:_items(collection, result.items)
    if (self._mirror.item_types[self.type] or {})[collection] then
      self._followed[collection] = true
    end
    if self._followed[collection] then
      self:_follow_rows(collection, before)
    end
    self:_emit("window", collection)
    return self.windows[collection]
  end)
end

--- Unbinds every member: a view that stops showing a view model stops hearing of it.
function ViewModel:unbind(callback)
  self.bound = false
  return self:_call("viewModel/unbind", {}, callback)
end

--- Sets a property as a user's edit would; the mirror holds what the property ended at. The value
--- sent raises no "property" callback: the view that sent it shows it already.
function ViewModel:set(name, value, callback)
  local changes_before = self._changes[name] or 0
  return self:_call("property/set", { property = name, value = value }, callback, function(result)
    if (self._changes[name] or 0) == changes_before then
      self._properties[name] = value
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
  self._properties = vim.deepcopy(state.properties)
  self._commands = vim.deepcopy(state.commands)
  local before = self._collections
  self._collections = {}
  for name, collection in pairs(state.collections) do
    self._collections[name] = self:_items(name, collection.items)
    windows.load(self._windows, name, collection, self._mirror.client and self._mirror.client.default_count)
  end
  for name in pairs(self._followed) do
    self:_follow_rows(name, before[name] or {})
  end
  self:_emit("load")
end

--- Binds the rows that joined a followed collection and unbinds those that left it. A row that
--- left a window is forgotten as well, so that scrolling does not gather mirrors; should it come
--- back, it comes with its snapshot.
function ViewModel:_follow_rows(collection, before)
  local listed = {}
  for _, row in ipairs(self._collections[collection] or {}) do
    listed[row.id] = true
    if not (row.bound or row.disposed) then
      row:bind(screen.report)
    end
  end
  local windowed = self.windows[collection] ~= nil
  for _, row in ipairs(before) do
    if not listed[row.id] and row.bound and not row.disposed then
      row:unbind(screen.report)
    end
    if not listed[row.id] and windowed and self._mirror.view_models[row.id] == row then
      self._mirror.view_models[row.id] = nil
    end
  end
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
    mirrors[index]._row_of = { owner = self, collection = collection }
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
    self._properties[params.property] = params.value
    self._changes[params.property] = (self._changes[params.property] or 0) + 1
    self:_emit("property", params.property, params.value)
  end
end

function ViewModel:_apply_command(params)
  if self:_is_new(params.version) then
    local state = { enabled = params.enabled, executing = params.executing }
    self._commands[params.command] = state
    self:_emit("command", params.command, state)
  end
end

function ViewModel:_apply_collection(params)
  if not self:_is_new(params.version) then
    return
  end
  local name = params.collection
  self._collections[name] = self._collections[name] or {}
  local before = { unpack(self._collections[name]) }
  local offset = windows.offset(self._windows, name, params)
  local steps = {}
  for index, change in ipairs(params.changes) do
    local step = windows.shifted(vim.deepcopy(change), offset)
    if change.items then
      step.items = self:_items(name, change.items)
    end
    M.apply_change(self._collections[name], step)
    steps[index] = step
  end
  if self._followed[name] then
    self:_follow_rows(name, before)
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
