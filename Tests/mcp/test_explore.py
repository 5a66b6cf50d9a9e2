"""An agent that knows nothing of the catalog: it creates every creatable type, calls every tool it
is offered with a value made from the tool's input schema, and reads every resource. Whatever the
catalog, every call answers (a result the SDK checked against its output schema, or a refusal with
a reason), and the server is still there at the end."""

import unittest

from mcp.shared.exceptions import MCPError

from agent import Agent, server_path


def example(schema, ids):
    """A value `schema` accepts, preferring the ids of live view models for view-model values."""
    if "x-viewModelType" in schema:
        return next(iter(ids.get(schema["x-viewModelType"], [])), "vm-1")
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return example(schema[key][0], ids)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type", "object")
    if isinstance(kind, list):
        kind = "null" if "null" in kind else kind[0]
    if kind == "object":
        return {name: example(schema["properties"][name], ids) for name in schema.get("required", [])}
    return {"null": None, "string": "owl", "number": 1, "integer": 1, "boolean": True, "array": []}[kind]


async def explore(test, server):
    """Explores `server` as the module says, asserting with `test`."""
    async with Agent(server) as agent:
        for name, tool in (await agent.tools()).items():
            if name.startswith("create_"):
                arguments = example(tool.input_schema, {})
                await agent.call(name, **arguments)
        ids = {}
        for resource in (await agent.client.list_resources()).resources:
            if resource.name != "navigation":
                ids.setdefault(resource.title.split(" ")[0], []).append(resource.name)
        calls = 0
        for name, tool in sorted((await agent.tools()).items()):
            if name.startswith("create_") or name in ("pop", "dispose", "page"):
                continue
            type_name = name.split("_")[1]
            for view_model in ids.get(type_name, [])[:2]:
                arguments = example(tool.input_schema, ids)
                arguments["viewModel"] = view_model
                result = await agent.client.call_tool(name, arguments)
                test.assertTrue(result.content, f"{name} answered nothing")
                test.assertTrue(result.is_error or result.structured_content is not None, name)
                calls += 1
        test.assertGreater(calls, 0)
        for resource in (await agent.client.list_resources()).resources:
            try:
                await agent.read(str(resource.uri))
            except MCPError as error:
                # A view model may go between the list and the read (a ticking list's quote): then
                # it is gone from the list too.
                test.assertEqual(error.error.code, -32002)
                listed = [str(r.uri) for r in (await agent.client.list_resources()).resources]
                test.assertNotIn(str(resource.uri), listed)
        await agent.client.send_ping()


class ExploreTests(unittest.IsolatedAsyncioTestCase):
    async def test_the_built_in_apps(self):
        await explore(self, server_path())

    async def test_the_test_server(self):
        await explore(self, server_path("MVVM_TEST_SERVER"))


if __name__ == "__main__":
    unittest.main()
