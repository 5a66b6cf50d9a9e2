"""What every MCP test shares: a server under the official `mcp` SDK's stdio client, recording
what it notifies, and the checks each app's test makes of tools and resources."""

import asyncio
import json
import os
import tempfile

from mcp import Client, StdioServerParameters


class Agent:
    """An MCP client on a freshly spawned server, keeping the notifications it receives."""

    def __init__(self, server, *arguments, elicit=None):
        self.data = tempfile.TemporaryDirectory()
        self.params = StdioServerParameters(
            command=server, args=["--mcp", "--data-dir", self.data.name, "--log-level", "error", *arguments])
        self.logs = []
        self.updated = []
        self.list_changes = []
        self.elicitations = []
        self.elicit = elicit

    async def __aenter__(self):
        async def log(params):
            self.logs.append(params)

        async def message(item):
            root = getattr(item, "root", item)
            method = getattr(root, "method", None)
            if method == "notifications/resources/updated":
                self.updated.append(str(root.params.uri))
            elif method in ("notifications/tools/list_changed", "notifications/resources/list_changed"):
                self.list_changes.append(method)

        async def elicitation(context, params):
            self.elicitations.append(params)
            return await self.elicit(params)

        self.client = Client(
            self.params, logging_callback=log, message_handler=message,
            elicitation_callback=elicitation if self.elicit else None, read_timeout_seconds=30)
        await self.client.__aenter__()
        return self

    async def __aexit__(self, *error):
        await self.client.__aexit__(*error)
        self.data.cleanup()

    async def tools(self):
        return {tool.name: tool for tool in (await self.client.list_tools()).tools}

    async def call(self, name, **arguments):
        """Calls a tool that must succeed; the SDK has checked its result against the tool's schema."""
        result = await self.client.call_tool(name, arguments)
        assert not result.is_error, f"{name} failed: {result.content}"
        assert json.loads(result.content[0].text) == result.structured_content
        return result.structured_content

    async def refused(self, name, **arguments):
        """Calls a tool that must refuse; returns the reason it gave."""
        result = await self.client.call_tool(name, arguments)
        assert result.is_error, f"{name} did not refuse: {result.structured_content}"
        return result.content[0].text

    async def read(self, uri):
        contents = (await self.client.read_resource(uri)).contents
        return json.loads(contents[0].text)

    async def settle(self, condition, seconds=10):
        """Waits until `condition()` holds, for notifications that come after a result."""
        for _ in range(int(seconds * 100)):
            if condition():
                return
            await asyncio.sleep(0.01)
        raise AssertionError("the notifications never came")


def server_path(variable="MVVM_SERVER"):
    path = os.environ.get(variable)
    assert path, f"{variable} names the server to test"
    return path
