-- Windows on collections (docs/protocol.md, `collection/window`): a client that shows part of a
-- long collection holds only its window's items, with the whole collection's size, and applies
-- each collection/didChange step at `index - offset`. A view model's mirror keeps one of these per
-- view model: `view_model.windows[name]` is `{ offset, count, total }` for each collection shown
-- through a window; a collection not there is whole.

local M = {}

--- The state of one view model's windows: `by_name` (the windows), `asked` (the counts this client
--- asked for, by collection: a snapshot says only the offset).
function M.new()
  return { by_name = {}, asked = {} }
end

--- Notes the counts of `{ collection = { offset, count } }` sent with create, bind or get.
function M.expect(state, windows)
  for name, window in pairs(windows or {}) do
    state.asked[name] = window.count
  end
end

--- Takes the window of a collection snapshot (`{version, count, offset?, items}`): windowed when it
--- has an offset, whole otherwise.
function M.load(state, name, collection, default_count)
  if collection.offset == nil then
    state.by_name[name] = nil
    state.asked[name] = nil
    return
  end
  local count = state.asked[name]
  if count == nil then
    count = default_count
  end
  local window = state.by_name[name] or {}
  window.offset, window.count, window.total = collection.offset, count, collection.count
  state.by_name[name] = window
end

--- Where the steps of a collection/didChange apply in the items held: the window's offset, 0 for a
--- whole collection. Takes the change's `total`.
function M.offset(state, name, params)
  local window = state.by_name[name]
  if params.total == nil then
    return window and window.offset or 0
  end
  if not window then
    window = { offset = 0, count = state.asked[name] }
    state.by_name[name] = window
  end
  window.total = params.total
  return window.offset
end

--- A step of the whole collection as it applies to a window's items from `offset`.
function M.shifted(change, offset)
  if offset == 0 or change.index == nil then
    return change
  end
  local step = vim.deepcopy(change)
  step.index = change.index - offset
  return step
end

return M
