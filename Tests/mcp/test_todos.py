"""examples/todos, a server built on the framework outside this package, driven by an agent through
the official `mcp` SDK: its confirmation reaches the agent as an elicitation, answered both ways."""

import unittest

from mcp import types

from agent import Agent, server_path
from test_explore import explore
from test_static_tools import drive_todos


async def add_done(agent, todos, *titles):
    """Adds todos and completes each; returns the list's snapshot after."""
    for title in titles:
        added = await agent.call("execute_TodoList_add", viewModel=todos, input=title)
    for item in added["viewModel"]["collections"]["items"]["items"]:
        await agent.call("execute_TodoItem_toggle", viewModel=item["id"])
    return await agent.read("vm://" + todos)


class TodosTests(unittest.IsolatedAsyncioTestCase):
    async def test_clear_completed_asks_the_agent_and_does_what_it_chose(self):
        answers = ["Keep", "Delete"]

        async def choose(params):
            return types.ElicitResult(action="accept", content={"action": answers.pop(0)})

        async with Agent(server_path("TODOS_SERVER"), elicit=choose) as agent:
            todos = (await agent.call("create_TodoList"))["viewModel"]["id"]
            listed = await add_done(agent, todos, "milk", "eggs")
            self.assertEqual(listed["properties"]["itemsLeft"], "0 items left")
            kept = await agent.call("execute_TodoList_clearCompleted", viewModel=todos)
            self.assertEqual(kept["viewModel"]["collections"]["items"]["count"], 2)
            [asked] = agent.elicitations
            self.assertIn("2", asked.message)
            action = asked.requested_schema["properties"]["action"]
            self.assertEqual(sorted(action["enum"]), ["Delete", "Keep"])
            cleared = await agent.call("execute_TodoList_clearCompleted", viewModel=todos)
            self.assertEqual(cleared["viewModel"]["collections"]["items"]["count"], 0)
            self.assertEqual(len(agent.elicitations), 2)

    async def test_a_declined_confirmation_deletes_nothing_and_an_agent_without_elicitation_gets_the_default(self):
        async def decline(params):
            return types.ElicitResult(action="decline")

        async with Agent(server_path("TODOS_SERVER"), elicit=decline) as agent:
            todos = (await agent.call("create_TodoList"))["viewModel"]["id"]
            await add_done(agent, todos, "milk", "eggs")
            kept = await agent.call("execute_TodoList_clearCompleted", viewModel=todos)
            self.assertEqual(kept["viewModel"]["collections"]["items"]["count"], 2)
        async with Agent(server_path("TODOS_SERVER")) as agent:
            todos = (await agent.call("create_TodoList"))["viewModel"]["id"]
            await add_done(agent, todos, "milk", "eggs")
            cleared = await agent.call("execute_TodoList_clearCompleted", viewModel=todos)
            self.assertEqual(cleared["viewModel"]["collections"]["items"]["count"], 0, "the default is Delete")

    async def test_item_tools_are_listed_before_any_item_and_a_filter_set_is_typed(self):
        async with Agent(server_path("TODOS_SERVER")) as agent:
            tools = await agent.tools()
            self.assertIn("execute_TodoItem_toggle", tools, "listed from the first tools/list")
            self.assertNotIn("create_TodoItem", tools, "items are made by their list")
            todos = (await agent.call("create_TodoList"))["viewModel"]["id"]
            await agent.call("execute_TodoList_add", viewModel=todos, input="milk")
            self.assertEqual(await agent.tools(), tools, "the list never changes")
            self.assertIn("enum", tools["set_TodoList_filter"].input_schema["properties"]["value"])
            refusal = await agent.refused("set_TodoList_filter", viewModel=todos, value="someday")
            self.assertIn('expected one of "all", "active", "completed"', refusal)
            self.assertNotIn("Cannot initialize", refusal)
            self.assertNotIn("TodoFilter", refusal, "no Swift type reaches the agent")

    async def test_a_static_tool_list_loaded_once_by_fastmcp_drives_the_todos(self):
        await drive_todos(self, server_path("TODOS_SERVER"))

    async def test_an_agent_that_knows_nothing_of_it_explores_it_whole(self):
        await explore(self, server_path("TODOS_SERVER"))


if __name__ == "__main__":
    unittest.main()
