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
      h.eq({ "b", "c" }, names(owner), "rows after the change")
      h.eq({ { "rows", "insert", "vm-4" } }, seen, "the change as the callback saw it")
      mirror:apply("property/didChange", { viewModel = "vm-1", property = "title", value = "old", version = 1 })
      h.eq("t", owner.properties.title, "a notification older than the state")
      mirror:apply("viewModel/didDispose", { viewModel = "vm-2" })
      h.eq(nil, mirror.view_models["vm-2"], "a disposed row")
    end,
  },
}
