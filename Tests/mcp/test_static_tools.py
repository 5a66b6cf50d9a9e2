"""An agent framework nobody here wrote, fastmcp, loading the tool list once and never again (as
langchain-mcp-adapters' get_tools() and mcp-use do): every tool it will call is in that first list,
so one session drives the Player, the quote list and the todos to the end."""

import json
import tempfile
import unittest

from fastmcp import Client
from fastmcp.client.transports import StdioTransport

from agent import server_path


class StaticAgent:
    """A fastmcp client on a fresh server, with the tool names it listed once at the start."""

    def __init__(self, server):
        self.data = tempfile.TemporaryDirectory()
        self.updated = []
        transport = StdioTransport(command=server, args=["--mcp", "--data-dir", self.data.name, "--log-level", "error"])

        async def message(item):
            root = getattr(item, "root", item)
            if getattr(root, "method", None) == "notifications/resources/updated":
                self.updated.append(str(root.params.uri))

        self.client = Client(transport, message_handler=message, timeout=30)

    async def __aenter__(self):
        await self.client.__aenter__()
        self.tools = {tool.name for tool in await self.client.list_tools()}
        return self

    async def __aexit__(self, *error):
        await self.client.__aexit__(*error)
        self.data.cleanup()

    async def call(self, name, **arguments):
        """Calls a tool of the first list, which must succeed; its structured result."""
        assert name in self.tools, f"{name} was not in the first tools/list"
        result = await self.client.call_tool(name, arguments)
        assert json.loads(result.content[0].text) == result.structured_content
        return result.structured_content

    async def refused(self, name, **arguments):
        """Calls a tool that must refuse; the reason it gave."""
        result = await self.client.call_tool(name, arguments, raise_on_error=False)
        assert result.is_error, f"{name} did not refuse: {result.structured_content}"
        return result.content[0].text


async def drive_todos(test, server):
    """Adds, completes and filters todos with tools from the first list only."""
    async with StaticAgent(server) as agent:
        todos = (await agent.call("create_TodoList"))["viewModel"]["id"]
        await agent.call("execute_TodoList_add", viewModel=todos, input="milk")
        added = await agent.call("execute_TodoList_add", viewModel=todos, input="eggs")
        milk = added["viewModel"]["collections"]["items"]["items"][0]["id"]
        await agent.call("execute_TodoItem_toggle", viewModel=milk)
        filtered = await agent.call("set_TodoList_filter", viewModel=todos, value="active")
        test.assertEqual([item["properties"]["title"] for item in filtered["viewModel"]["collections"]["items"]["items"]], ["eggs"])
        test.assertEqual(filtered["viewModel"]["properties"]["itemsLeft"], "1 item left")


class StaticToolListTests(unittest.IsolatedAsyncioTestCase):
    async def test_the_player_is_driven_from_the_first_list_and_its_subscribed_resource_follows_every_set(self):
        async with StaticAgent(server_path()) as agent:
            self.assertIn("set_SearchResultsItem_isVisible", agent.tools, "a pushed screen's item type, before any push")
            player = (await agent.call("create_Player"))["viewModel"]["id"]
            await agent.client.session.subscribe_resource("vm://" + player)
            named = await agent.call("set_Player_playerName", viewModel=player, value="Ada")
            self.assertEqual(named["viewModel"]["properties"]["playerName"], "Ada")
            self.assertEqual(agent.updated, ["vm://" + player], "the caller's own set updates the resource")
            stepped = await agent.call("execute_Player_stepUp", viewModel=player)
            self.assertEqual(stepped["output"], 101)
            read = json.loads((await agent.client.read_resource("vm://" + player))[0].text)
            self.assertEqual((read["properties"]["playerName"], read["properties"]["points"]), ("Ada", 101))
            self.assertEqual(await agent.call("dispose", viewModel=player), {"disposed": player})

    async def test_the_quote_list_ticks_into_its_subscribed_resource(self):
        async with StaticAgent(server_path()) as agent:
            quotes = (await agent.call("create_QuoteList", arguments={"tickInterval": 0.01}))["viewModel"]
            self.assertGreater(quotes["collections"]["quotes"]["count"], 0)
            await agent.client.session.subscribe_resource("vm://" + quotes["id"])
            for _ in range(1000):
                if agent.updated:
                    break
                await agent.client.session.send_ping()
            self.assertIn("vm://" + quotes["id"], agent.updated)
            self.assertEqual(await agent.call("dispose", viewModel=quotes["id"]), {"disposed": quotes["id"]})


if __name__ == "__main__":
    unittest.main()
