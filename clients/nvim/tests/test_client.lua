-- The client against the real server: requests, errors, and a mirror that matches viewModel/get.

local h = require("harness")
local Client = require("mvvm.client")

return {
  {
    "initialize names the creatable types; an error response raises its code and kind",
    function()
      local client = require("mvvm").client()
      h.eq({ "Player", "FlickrSearch", "TwitterSearch", "QuoteList" }, client.info.viewModelTypes, "viewModelTypes")
      local ok, err = pcall(client.create, client, "Playr")
      h.eq({ false, -31002, "typeNotFound" }, { ok, err.code, err.kind }, "creating an unknown type")
    end,
  },
  {
    "a set is not echoed yet the mirror holds it, and what a set causes comes before its answer",
    function()
      local client = require("mvvm").client()
      local player = client:create("Player")
      local events = {}
      player:on("event", function(name, payload)
        table.insert(events, { name, payload.name })
      end)
      player:bind()
      player:set("playerName", "dag nabbit")
      h.eq({ { "forbiddenName", "dag nabbit" } }, events, "events")
      h.eq({ "", false }, { player.properties.playerName, player.properties.isValid }, "name and validity")
      player:set("playerName", "Ada")
      h.eq("Ada", player.properties.playerName, "the name sent")
      local mirrored = vim.deepcopy({ player.version, player.properties, player.commands })
      local snapshot = player:get()
      h.eq({ snapshot.version, snapshot.properties, snapshot.commands }, mirrored, "mirror against viewModel/get")
    end,
  },
  {
    "a server that cannot be run is a clear error",
    function()
      local ok, err = pcall(Client.start, "/nonexistent/mvvm-server")
      local expected = 'cannot run mvvm-server at "/nonexistent/mvvm-server"'
      h.truthy(not ok and tostring(err):find(expected, 1, true), tostring(err))
    end,
  },
}
