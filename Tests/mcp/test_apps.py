"""The four apps of mvvm-server driven by an agent through the official `mcp` SDK's stdio client:
tools listed and called (every result checked by the SDK against the tool's output schema),
resources read and subscribed, updates observed, bad calls refused with a reason."""

import unittest

from mcp import types
from mcp.shared.exceptions import MCPError

from agent import Agent, server_path


class PlayerTests(unittest.IsolatedAsyncioTestCase):
    async def test_player_tools_results_events_and_progress(self):
        async with Agent(server_path()) as agent:
            self.assertEqual(agent.client.session.protocol_version, "2025-11-25")
            tools = await agent.tools()
            self.assertIn("create_Player", tools)
            self.assertEqual(tools["create_Player"].input_schema["properties"], {}, "a Player takes no arguments")
            quote_arguments = tools["create_QuoteList"].input_schema["properties"]["arguments"]["properties"]
            self.assertEqual(quote_arguments["tickInterval"]["type"], "number")
            self.assertEqual(quote_arguments["initialCount"]["type"], "integer")
            self.assertIn("set_Player_playerName", tools, "every type's tools come with the first list")
            player = (await agent.call("create_Player"))["viewModel"]
            self.assertEqual(player["properties"]["playerName"], "Colin")
            tools = await agent.tools()
            self.assertNotIn("set_Player_isValid", tools, "a read-only property has no set tool")
            self.assertEqual(tools["set_Player_playerName"].input_schema["properties"]["value"], {"type": "string"})
            self.assertIn("Required for upload", tools["set_Player_playerName"].description)

            cleared = await agent.call("set_Player_playerName", viewModel=player["id"], value="")
            self.assertFalse(cleared["viewModel"]["properties"]["isValid"])
            self.assertFalse(cleared["viewModel"]["commands"]["upload"]["enabled"])
            reason = await agent.refused("execute_Player_upload", viewModel=player["id"])
            self.assertIn("disabled", reason)

            await agent.call("set_Player_playerName", viewModel=player["id"], value="Grace")
            progress = []

            async def heard(value, total, message):
                progress.append((value, total))

            result = await agent.client.call_tool(
                "execute_Player_upload", {"viewModel": player["id"]}, progress_callback=heard)
            self.assertFalse(result.is_error)
            self.assertEqual(result.structured_content["output"], {"message": "Updated Grace with 100 points"})
            self.assertEqual(
                result.structured_content["events"],
                [{"viewModel": player["id"], "event": "uploaded", "payload": {"message": "Updated Grace with 100 points"}}])
            await agent.settle(lambda: progress and progress[-1][0] == 100)
            self.assertEqual(progress, sorted(progress), "progress only grows")
            await agent.settle(lambda: any(log.data.get("event") == "uploaded" for log in agent.logs))

            stepped = await agent.call("execute_Player_stepUp", viewModel=player["id"])
            self.assertEqual(stepped["output"], 101)

    async def test_a_long_collection_shows_a_page_with_its_total_and_page_shows_the_rest(self):
        async with Agent(server_path()) as agent:
            created = await agent.call("create_QuoteList", arguments={"tickInterval": 1000, "initialCount": 120})
            quotes = created["viewModel"]["collections"]["quotes"]
            self.assertEqual((quotes["count"], quotes["offset"], len(quotes["items"])), (120, 0, 50))
            list_id = created["viewModel"]["id"]
            page = await agent.call("page", viewModel=list_id, collection="quotes", offset=100)
            self.assertEqual((page["total"], page["offset"], len(page["items"])), (120, 100, 20))
            self.assertEqual(page["items"][0]["type"], "Quote")
            read = await agent.read(f"vm://{list_id}")
            self.assertEqual(read["collections"]["quotes"]["items"], page["items"], "what follows shows the page")
            reason = await agent.refused("page", viewModel=list_id, collection="prices", offset=0)
            self.assertIn("prices", reason)

    async def test_bad_calls_are_refused_with_a_reason_and_the_server_lives_on(self):
        async with Agent(server_path()) as agent:
            player = (await agent.call("create_Player"))["viewModel"]
            quotes = (await agent.call("create_QuoteList", arguments={"tickInterval": 1000, "initialCount": 1}))["viewModel"]
            self.assertIn("not a Player", await agent.refused("set_Player_points", viewModel=quotes["id"], value=5))
            self.assertIn("vm-99", await agent.refused("set_Player_points", viewModel="vm-99", value=5))
            self.assertIn("viewModel is missing", await agent.refused("execute_Player_stepUp"))
            self.assertIn("number", await agent.refused("set_Player_points", viewModel=player["id"], value="many"))
            self.assertIn("allowed range", await agent.refused("set_Player_points", viewModel=player["id"], value=10**9))
            self.assertIn("not pushed", await agent.refused("pop", viewModel=player["id"]))
            with self.assertRaises(MCPError) as unknown:
                await agent.client.call_tool("launch_rockets", {})
            self.assertEqual(unknown.exception.error.code, -32602)
            with self.assertRaises(MCPError) as missing:
                await agent.read("vm://vm-99")
            self.assertEqual(missing.exception.error.code, -32002)
            self.assertEqual((await agent.call("set_Player_points", viewModel=player["id"], value=5))["viewModel"]["properties"]["points"], 5)
            self.assertEqual(await agent.call("dispose", viewModel=player["id"]), {"disposed": player["id"]})
            self.assertNotIn("vm://" + player["id"], [str(r.uri) for r in (await agent.client.list_resources()).resources])


class FlickrTests(unittest.IsolatedAsyncioTestCase):
    async def test_search_pushes_a_screen_whose_resource_appears_and_pop_removes_it(self):
        async with Agent(server_path()) as agent:
            search = (await agent.call("create_FlickrSearch", arguments={"latencyMs": 0}))["viewModel"]
            await agent.call("set_FlickrSearch_searchText", viewModel=search["id"], value="owl paris")
            searched = await agent.call("execute_FlickrSearch_executeSearch", viewModel=search["id"])
            self.assertEqual(searched["output"]["searchString"], "owl paris")
            [pushed] = searched["pushed"]
            self.assertEqual(pushed["type"], "SearchResults")
            self.assertNotIn("notifications/tools/list_changed", agent.list_changes, "the tools never change")
            stack = await agent.read("vm://navigation")
            self.assertEqual(stack["screens"], [{"viewModel": pushed["id"], "type": "SearchResults", "from": search["id"]}])
            item = pushed["collections"]["searchResults"]["items"][0]["id"]
            await agent.client.subscribe_resource("vm://" + item)
            await agent.call("set_SearchResultsItem_isVisible", viewModel=item, value=True)
            await agent.settle(lambda: ("vm://" + item) in agent.updated)
            self.assertIsNotNone((await agent.read("vm://" + item))["properties"]["favorites"])
            self.assertEqual(await agent.call("pop", viewModel=pushed["id"]), {"disposed": pushed["id"]})
            self.assertEqual((await agent.read("vm://navigation"))["screens"], [])


class TwitterTests(unittest.IsolatedAsyncioTestCase):
    async def test_a_selected_tweet_pushes_its_detail_whose_page_takes_the_default_without_elicitation(self):
        async with Agent(server_path()) as agent:
            search = (await agent.call("create_TwitterSearch"))["viewModel"]
            await agent.call("set_TwitterSearch_searchText", viewModel=search["id"], value="kyoto")
            searched = await agent.call("execute_TwitterSearch_search", viewModel=search["id"])
            tweets = searched["viewModel"]["collections"]["searchResults"]
            self.assertGreater(tweets["count"], 0)
            first = tweets["items"][0]["id"]
            selected = await agent.call("set_TwitterSearch_selectedTweet", viewModel=search["id"], value=first)
            self.assertEqual(selected["viewModel"]["properties"]["selectedTweet"], first)
            [detail] = selected["pushed"]
            self.assertEqual(detail["type"], "TweetDetail")
            opened = await agent.call("execute_TweetDetail_openPage", viewModel=detail["id"])
            self.assertEqual(opened["output"], False)
            self.assertEqual(agent.elicitations, [])


class QuoteListTests(unittest.IsolatedAsyncioTestCase):
    async def test_a_subscribed_ticking_list_is_updated_once_per_turn(self):
        async with Agent(server_path()) as agent:
            quotes = (await agent.call("create_QuoteList", arguments={"tickInterval": 0.01, "seed": 1, "initialCount": 3}))["viewModel"]
            uri = "vm://" + quotes["id"]
            await agent.client.subscribe_resource(uri)
            await agent.settle(lambda: agent.updated.count(uri) >= 3)
            listed = (await agent.client.list_resources()).resources
            self.assertEqual(str(listed[0].uri), "vm://navigation")
            self.assertEqual(listed[1].title, "QuoteList " + quotes["id"])
            self.assertGreaterEqual(len(listed), 5, "the stack, the list and its quotes")
            self.assertTrue(all(resource.title.startswith("Quote vm-") for resource in listed[2:]))
            await agent.client.unsubscribe_resource(uri)
            count = len(agent.updated)
            await agent.client.send_ping()
            await agent.call("dispose", viewModel=quotes["id"])
            self.assertLessEqual(len(agent.updated) - count, 1, "no updates once unsubscribed but one in flight")


if __name__ == "__main__":
    unittest.main()
