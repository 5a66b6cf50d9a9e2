"""What SPEC §14 asks of the tools, each through the official SDK's client: every tool listed from
the first tools/list; a subscribed view model updated after the caller's own set; unknown arguments
refused by name; a view-model id of the wrong JSON type named as it was given."""

import unittest

from agent import Agent, server_path


class ToolRulesTests(unittest.IsolatedAsyncioTestCase):
    async def test_the_first_list_holds_every_declared_types_tools(self):
        async with Agent(server_path()) as agent:
            tools = await agent.tools()
            for name in ("set_Player_playerName", "execute_Player_stepUp", "set_TwitterSearch_selectedTweet",
                         "set_SearchResultsItem_isVisible", "execute_FlickrSearch_executeSearch"):
                self.assertIn(name, tools)
            await agent.call("create_Player")
            self.assertEqual(await agent.tools(), tools)
            self.assertNotIn("notifications/tools/list_changed", agent.list_changes)

    async def test_a_subscribed_view_model_is_updated_by_the_callers_own_set_and_not_by_a_set_that_changes_nothing(self):
        async with Agent(server_path()) as agent:
            player = (await agent.call("create_Player"))["viewModel"]["id"]
            other = (await agent.call("create_Player"))["viewModel"]["id"]
            await agent.client.subscribe_resource("vm://" + player)
            await agent.client.subscribe_resource("vm://" + other)
            await agent.call("set_Player_playerName", viewModel=player, value="Ada")
            await agent.settle(lambda: agent.updated)
            self.assertEqual(agent.updated, ["vm://" + player])
            self.assertEqual((await agent.read("vm://" + player))["properties"]["playerName"], "Ada")
            await agent.call("set_Player_playerName", viewModel=player, value="Ada")
            # Updates go out turn by turn, in order: one the same-value set caused would come first.
            await agent.call("set_Player_playerName", viewModel=other, value="Grace")
            await agent.settle(lambda: "vm://" + other in agent.updated)
            self.assertEqual(agent.updated, ["vm://" + player, "vm://" + other], "the same value again changes nothing")

    async def test_unknown_arguments_are_refused_by_name_and_nothing_is_done(self):
        async with Agent(server_path()) as agent:
            player = (await agent.call("create_Player"))["viewModel"]["id"]
            refusal = await agent.refused("execute_Player_stepUp", viewModel=player, bogus=1)
            self.assertIn("'bogus'", refusal)
            self.assertIn("it takes viewModel", refusal)
            self.assertEqual((await agent.read("vm://" + player))["properties"]["points"], 100)
            self.assertIn("it takes none", await agent.refused("create_Player", arguments={}))

    async def test_a_view_model_id_of_the_wrong_json_type_is_named_as_given(self):
        async with Agent(server_path()) as agent:
            await agent.call("create_Player")
            number = await agent.refused("execute_Player_stepUp", viewModel=1)
            self.assertIn("viewModel is 1, not a view model's id", number)
            null = await agent.refused("execute_Player_stepUp", viewModel=None)
            self.assertIn("viewModel is null", null)
            self.assertNotIn("missing", null)


if __name__ == "__main__":
    unittest.main()
