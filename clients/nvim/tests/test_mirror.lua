-- The mirror on its own: messages in, state out, no server.

local h = require("harness")
local Mirror = require("mvvm.mirror")

local function row(id, name, version)
  return {
    id = id,
    type = "Row",
    version = version or 0,
    properties = { name = name },
    commands = {},
    collections = {},
  }
end

local function list(rows, version)
  return {
    id = "vm-1",
    type = "List",
    version = version or 0,
    properties = { title = "t" },
    commands = { add = { enabled = true, executing = false } },
    collections = {
      rows = { version = 0, count = #rows, items = rows },
      tags = { version = 0, count = 1, items = { "x" } },
    },
  }
end

--- A client that records the requests the mirror sends, as `{method, view model}`, and answers none.
local function recording_client()
  local client = { sent = {}, timeout = 0 }
  function client:request(method, params)
    table.insert(self.sent, { method, params.viewModel })
  end
  return client
end

local function change(version, ...)
  return { viewModel = "vm-1", collection = "rows", version = version, changes = { ... } }
end

local function names(view_model)
  return vim.tbl_map(function(item)
    return item.properties.name
  end, view_model.collections.rows)
end

return {
  {
    "collection steps apply in order, each to the list the one before left",
    function()
      local items = { "a", "b", "c" }
      for _, step in ipairs({
        { op = "insert", index = 1, items = { "x", "y" } },
        { op = "remove", index = 0, count = 2 },
        { op = "replace", index = 1, items = { "z" } },
        { op = "move", from = 0, to = 2 },
      }) do
        Mirror.apply_change(items, step)
      end
      h.eq({ "z", "c", "y" }, items, "after insert, remove, replace, move")
      Mirror.apply_change(items, { op = "reset", items = { "r" } })
      h.eq({ "r" }, items, "after reset")
    end,
  },
  {
    "items of view-model collections are mirrors by id, and old notifications are ignored",
    function()
      local mirror = Mirror.new({ List = { rows = "Row", tags = false }, Row = {} })
      local owner = mirror:adopt(list({ row("vm-2", "a"), row("vm-3", "b") }))
      h.eq(mirror.view_models["vm-2"], owner.collections.rows[1], "the first row's mirror")
      h.eq({ "x" }, owner.collections.tags, "a collection of values")
      local seen = {}
      owner:on("collection", function(name, steps)
        table.insert(seen, { name, steps[1].op, steps[1].items[1].id })
      end)
      mirror:apply("collection/didChange", {
        viewModel = "vm-1",
        collection = "rows",
        version = 2,
        changes = {
          { op = "insert", index = 2, items = { row("vm-4", "c") } },
          { op = "remove", index = 0, count = 1 },
        },
      })
      h.eq({ "vm-3", "vm-4" }, vim.tbl_map(function(item)
        return item.id
      end, owner.collections.rows), "rows after the change")
      h.eq({ { "rows", "insert", "vm-4" } }, seen, "the change as the callback saw it")
      mirror:apply("property/didChange", { viewModel = "vm-1", property = "title", value = "old", version = 1 })
      h.eq("t", owner.properties.title, "a notification older than the state")
      mirror:apply("viewModel/didDispose", { viewModel = "vm-2" })
      h.eq(nil, mirror.view_models["vm-2"], "a disposed row")
    end,
  },
  {
    "bind_items binds the rows listed and each row a change brings, and unbinds each row that leaves",
    function()
      local client = recording_client()
      local mirror = Mirror.new({ List = { rows = "Row", tags = false }, Row = {} }, client)
      local owner = mirror:adopt(list({ row("vm-2", "a"), row("vm-3", "b") }))
      owner:bind_items("rows", function() end)
      h.eq({ { "viewModel/bind", "vm-1" }, { "viewModel/bind", "vm-2" }, { "viewModel/bind", "vm-3" } }, client.sent,
        "the list and its rows are bound")
      h.eq({ "a", "b" }, names(owner), "rows are readable while their binds are on the way")
      client.sent = {}
      mirror:apply("collection/didChange", change(1,
        { op = "insert", index = 2, items = { row("vm-4", "c") } },
        { op = "replace", index = 0, items = { row("vm-5", "d") } },
        { op = "move", from = 1, to = 0 }))
      h.eq({ "b", "d", "c" }, names(owner), "rows after the change")
      h.eq({ { "viewModel/bind", "vm-5" }, { "viewModel/bind", "vm-4" }, { "viewModel/unbind", "vm-2" } }, client.sent,
        "the rows that came are bound and the one that left is unbound")
      client.sent = {}
      mirror:apply("collection/didChange", change(2, { op = "reset", items = { row("vm-5", "d"), row("vm-6", "e") } }))
      mirror:apply("viewModel/didDispose", { viewModel = "vm-3" })
      h.eq({ { "viewModel/bind", "vm-6" }, { "viewModel/unbind", "vm-3" }, { "viewModel/unbind", "vm-4" } },
        client.sent, "after a reset")
      h.eq({ "d", "e" }, names(owner), "rows after the reset")
    end,
  },
  {
    "reading a row that is not bound raises NotBoundError naming it",
    function()
      local mirror = Mirror.new({ List = { rows = "Row", tags = false }, Row = {} }, recording_client())
      local owner = mirror:adopt(list({ row("vm-2", "a") }))
      h.eq("t", owner.properties.title, "the list is a snapshot the client was given")
      local first = owner.collections.rows[1]
      local ok, err = pcall(function()
        return first.properties
      end)
      h.eq(false, ok, "reading an unbound row")
      h.eq({ "notBound", "vm-2", "Row" }, { err.kind, err.viewModel, err.type }, "the error")
      h.eq("row vm-2 (Row) is not bound: bind it with row:bind(), or every row of vm-1's 'rows' with "
        .. "bind_items('rows')", tostring(err), "the message")
      mirror:apply("viewModel/didDispose", { viewModel = "vm-2" })
      ok, err = pcall(function()
        return first.commands
      end)
      h.eq("row vm-2 (Row) is not bound: it was disposed", tostring(err), "a disposed row")
      h.eq(false, pcall(owner.bind_items, owner, "tags"), "bind_items on a collection of values")
    end,
  },
}
