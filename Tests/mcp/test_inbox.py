"""examples/inbox, a list kept by key whose selection opens a screen, driven by an agent through the
official `mcp` SDK: the set tool of the selection says what it may push and its result lists the
screen pushed, and a row keeps its id across a filter round trip."""

import unittest

from agent import Agent, server_path


class InboxTests(unittest.IsolatedAsyncioTestCase):
    async def test_selecting_a_row_reports_the_screen_it_pushed(self):
        async with Agent(server_path("INBOX_SERVER")) as agent:
            tools = await agent.tools()
            self.assertIn("May push: MessageDetail.", tools["set_Inbox_selected"].description)
            self.assertIn("pushed", tools["set_Inbox_selected"].output_schema["properties"])
            self.assertNotIn("pushed", tools["set_Inbox_search"].output_schema["properties"])
            inbox = (await agent.call("create_Inbox"))["viewModel"]["id"]
            refreshed = await agent.call("execute_Inbox_refresh", viewModel=inbox)
            rows = refreshed["viewModel"]["collections"]["messages"]["items"]
            grace = next(row["id"] for row in rows if row["properties"]["sender"] == "Grace")
            await agent.call("set_Inbox_search", viewModel=inbox, value="gr")
            widened = await agent.call("set_Inbox_search", viewModel=inbox, value="")
            ids = [row["id"] for row in widened["viewModel"]["collections"]["messages"]["items"]]
            self.assertEqual(ids, [row["id"] for row in rows], "every row kept its id")
            selected = await agent.call("set_Inbox_selected", viewModel=inbox, value=grace)
            [detail] = selected["pushed"]
            self.assertEqual(detail["type"], "MessageDetail")
            self.assertEqual(detail["properties"]["body"], "It was a moth.")


if __name__ == "__main__":
    unittest.main()
