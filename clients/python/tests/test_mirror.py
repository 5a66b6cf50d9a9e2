import threading
import types
import unittest

from mvvm_client import Mirror, NotBoundError

TYPES = {"List": {"items": "Row", "tags": None}, "Row": {}}


def row(id, name, version=0):
    return {"id": id, "type": "Row", "version": version, "properties": {"name": name}, "commands": {}, "collections": {}}


def list_snapshot(rows, tags=(), version=0):
    return {
        "id": "vm-1",
        "type": "List",
        "version": version,
        "properties": {"title": "t"},
        "commands": {"add": {"enabled": True, "executing": False}},
        "collections": {
            "items": {"version": version, "count": len(rows), "items": rows},
            "tags": {"version": version, "count": len(tags), "items": list(tags)},
        },
    }


def change(collection, version, *changes):
    return ("collection/didChange", {"viewModel": "vm-1", "collection": collection, "version": version,
                                     "changes": list(changes)})


class RecordingClient:
    """What the mirror sends requests through, recording them: the binds and unbinds that follow a
    collection's rows, as `(method, view model)`, each answered at once with nothing to apply."""

    def __init__(self):
        self.lock = threading.RLock()
        self.sent = []

    def _send(self, method, params, apply, quiet=False):
        self.sent.append((method, params["viewModel"]))
        return types.SimpleNamespace(done=True)

    def wait_until(self, predicate, timeout=None):
        assert predicate()


class MirrorTests(unittest.TestCase):
    """A list whose `items` rows are followed (bind_items), fed messages by hand."""

    def setUp(self):
        self.client = RecordingClient()
        self.mirror = Mirror(TYPES, self.client)
        self.list = self.mirror.adopt(list_snapshot([row("vm-2", "a"), row("vm-3", "b")], ["x"]))
        self.list.bound = True
        self.assertEqual(self.list.bind_items("items"), 2)
        self.client.sent.clear()

    def apply(self, *messages):
        for method, params in messages:
            self.mirror.apply(method, params)

    def ids(self):
        return [item.id for item in self.list.collections["items"]]

    def test_snapshot_items_that_are_view_models_become_mirrors_by_id(self):
        first = self.list.collections["items"][0]
        self.assertIs(self.mirror.view_models["vm-2"], first)
        self.assertEqual(first.properties, {"name": "a"})
        self.assertEqual(self.list.collections["tags"], ["x"])

    def test_properties_and_commands_follow_notifications(self):
        self.apply(
            ("property/didChange", {"viewModel": "vm-1", "property": "title", "value": "u", "version": 1}),
            ("command/didChange", {"viewModel": "vm-1", "command": "add", "enabled": False, "executing": True,
                                   "version": 2}),
            ("property/didChange", {"viewModel": "vm-2", "property": "name", "value": "A", "version": 1}),
        )
        self.assertEqual(self.list.properties["title"], "u")
        self.assertEqual(self.list.commands["add"], {"enabled": False, "executing": True})
        self.assertEqual(self.list.version, 2)
        self.assertEqual(self.mirror.view_models["vm-2"].properties["name"], "A")

    def test_a_notification_not_newer_than_the_mirror_is_ignored(self):
        self.apply(("property/didChange", {"viewModel": "vm-1", "property": "title", "value": "new", "version": 3}),
                   ("property/didChange", {"viewModel": "vm-1", "property": "title", "value": "old", "version": 2}))
        self.assertEqual(self.list.properties["title"], "new")
        self.list._load(list_snapshot([], version=1))
        self.assertEqual(self.ids(), ["vm-2", "vm-3"])

    def test_steps_of_one_change_apply_in_order(self):
        self.apply(change("items", 1,
                          {"op": "insert", "index": 1, "items": [row("vm-4", "c"), row("vm-5", "d")]},
                          {"op": "move", "from": 0, "to": 3},
                          {"op": "remove", "index": 0, "count": 1},
                          {"op": "replace", "index": 1, "items": [row("vm-6", "e")]}))
        # [2,3] -> [2,4,5,3] -> [4,5,3,2] -> [5,3,2] -> [5,6,2]
        self.assertEqual(self.ids(), ["vm-5", "vm-6", "vm-2"])
        self.assertEqual(self.mirror.view_models["vm-6"].properties, {"name": "e"})

    def test_plain_values_and_reset(self):
        self.apply(change("tags", 1, {"op": "insert", "index": 0, "items": ["w"]}),
                   change("tags", 2, {"op": "reset", "items": ["y", "z"]}),
                   change("items", 3, {"op": "reset", "items": [row("vm-3", "B", version=4)]}))
        self.assertEqual(self.list.collections["tags"], ["y", "z"])
        self.assertEqual(self.ids(), ["vm-3"])
        self.assertEqual(self.mirror.view_models["vm-3"].properties, {"name": "B"})

    def test_collection_callbacks_see_the_applied_list(self):
        seen = []
        self.list.on_collection(lambda name, changes: seen.append((name, self.ids())))
        self.apply(change("items", 1, {"op": "remove", "index": 0, "count": 1}))
        self.assertEqual(seen, [("items", ["vm-3"])])

    def test_events_pushes_and_disposal(self):
        events, pushes, changes = [], [], []
        self.list.on_event(lambda name, payload: events.append((name, payload)))
        self.list.on_push(pushes.append)
        self.mirror.view_models["vm-2"].on_property(lambda name, value: changes.append((name, value)))
        self.apply(
            ("viewModel/event", {"viewModel": "vm-1", "event": "ping", "payload": {"n": 1}}),
            ("navigation/push", {"viewModel": row("vm-9", "pushed"), "from": "vm-1"}),
            ("property/didChange", {"viewModel": "vm-2", "property": "name", "value": "z", "version": 1}),
            ("viewModel/didDispose", {"viewModel": "vm-3"}),
        )
        self.assertEqual(events, [("ping", {"n": 1})])
        self.assertEqual([(vm.id, vm.properties["name"]) for vm in pushes], [("vm-9", "pushed")])
        self.assertIs(self.mirror.view_models["vm-9"], pushes[0])
        self.assertEqual(changes, [("name", "z")])
        self.assertNotIn("vm-3", self.mirror.view_models)

    def test_rows_a_change_brings_are_bound_as_it_arrives_and_rows_that_leave_are_unbound(self):
        self.apply(change("items", 1,
                          {"op": "insert", "index": 2, "items": [row("vm-4", "c")]},
                          {"op": "replace", "index": 0, "items": [row("vm-5", "d")]},
                          {"op": "move", "from": 1, "to": 0}))
        self.assertEqual(self.ids(), ["vm-3", "vm-5", "vm-4"])
        self.assertEqual(self.client.sent, [("viewModel/bind", "vm-5"), ("viewModel/bind", "vm-4"),
                                            ("viewModel/unbind", "vm-2")])
        self.assertEqual(self.mirror.view_models["vm-4"].properties, {"name": "c"})
        self.client.sent.clear()
        # vm-3 leaves and is disposed: it was unbound as it left, and nothing more is sent for it.
        self.apply(change("items", 2, {"op": "reset", "items": [row("vm-5", "d"), row("vm-6", "e")]}),
                   ("viewModel/didDispose", {"viewModel": "vm-3"}),
                   ("viewModel/didDispose", {"viewModel": "vm-4"}))
        self.assertEqual(self.client.sent, [("viewModel/bind", "vm-6"), ("viewModel/unbind", "vm-3"),
                                            ("viewModel/unbind", "vm-4")])
        self.assertEqual(self.mirror.view_models["vm-6"].properties, {"name": "e"})

    def test_a_row_not_bound_raises_naming_itself_and_how_to_bind_it(self):
        self.apply(change("items", 1, {"op": "remove", "index": 0, "count": 1}))
        left = self.mirror.view_models["vm-2"]
        with self.assertRaises(NotBoundError) as raised:
            left.properties
        self.assertEqual((raised.exception.view_model, raised.exception.type), ("vm-2", "Row"))
        self.assertEqual(str(raised.exception), "row vm-2 (Row) is not bound: bind it with row.bind(), or every row "
                                                "of vm-1's 'items' with bind_items('items')")
        with self.assertRaises(NotBoundError):
            left.commands
        self.apply(("viewModel/didDispose", {"viewModel": "vm-2"}))
        with self.assertRaisesRegex(NotBoundError, r"^row vm-2 \(Row\) is not bound: it was disposed$"):
            left.collections
        # The list itself is a snapshot the client was given, readable bound or not.
        self.assertEqual(self.mirror.adopt(list_snapshot([], version=0)).properties, {"title": "t"})

    def test_only_a_collection_of_view_models_has_rows_to_bind(self):
        with self.assertRaisesRegex(ValueError, "List has no collection of view models named 'tags'"):
            self.list.bind_items("tags")

    def test_differences_cover_what_is_bound(self):
        self.mirror.view_models["vm-3"].bound = False
        server = list_snapshot([row("vm-2", "changed"), row("vm-3", "changed too")], ["x"], version=5)
        self.assertEqual(self.list._differences(server), ["vm-2 name: mirror 'a', server 'changed'"])
        server["collections"]["items"]["items"].reverse()
        server["collections"]["tags"]["items"] = []
        self.assertEqual(self.list._differences(server), [
            "vm-1 items: mirror ['vm-2', 'vm-3'], server ['vm-3', 'vm-2']",
            "vm-1 tags: mirror ['x'], server []",
        ])
