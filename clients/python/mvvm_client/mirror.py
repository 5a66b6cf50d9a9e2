"""A local copy of the view models a client knows, kept equal to the server's by applying its
notifications in the order they arrive (docs/protocol.md §4, §7, §9, §10)."""

from .errors import NotBoundError
from .window import Windows, shifted, window_specs


class Mirror:
    """Every view model the client knows, by id.

    `item_types` maps a view-model type to its collections, each to the type of its items when they
    are view models or to None when they are plain values: what `viewModel/describe` says.
    `client` sends the requests of the view models' methods; a mirror without one only applies
    messages.
    """

    def __init__(self, item_types, client=None):
        self.item_types = item_types
        self.client = client
        self.view_models = {}

    def adopt(self, snapshot, windows=None):
        """The mirror of the view model in `snapshot`, made or brought up to it; `windows` are those
        its request asked (`{collection: {offset, count}}`)."""
        view_model = self.view_models.get(snapshot["id"])
        if view_model is None:
            view_model = ViewModel(self, snapshot["id"], snapshot["type"])
            self.view_models[view_model.id] = view_model
        view_model._windows.expect(windows)
        view_model._load(snapshot)
        return view_model

    def apply(self, method, params):
        """Applies one server notification; notifications about unknown view models are ignored."""
        if method == "navigation/push":
            pushed = self.adopt(params["viewModel"])
            presenter = self.view_models.get(params["from"])
            if presenter is not None:
                presenter._emit("push", pushed)
            return
        view_model = self.view_models.get(params.get("viewModel"))
        if view_model is None:
            return
        if method == "property/didChange":
            view_model._apply_property(params)
        elif method == "command/didChange":
            view_model._apply_command(params)
        elif method == "collection/didChange":
            view_model._apply_collection(params)
        elif method == "viewModel/event":
            view_model._emit("event", params["event"], params.get("payload"))
        elif method == "viewModel/didDispose":
            view_model._forget()


class ViewModel:
    """The mirror of one view model.

    `properties` maps names to values, `commands` names to `{"enabled", "executing"}`, and
    `collections` names to lists whose items are plain values or, for collections of view models,
    nested `ViewModel` mirrors: the rows. They follow the server once `bind()` has answered;
    `version` is the version they hold. A view model the client created or was pushed holds its
    snapshot's values until it is bound. A row is readable only while it is bound (by `bind()`, or
    by `bind_items()` on the view model whose collection holds it): reading a row that is not
    raises `NotBoundError`, since its snapshot no longer follows the server. Callbacks run on the
    client's reader thread, after the message is applied; they must not wait for a request.
    """

    def __init__(self, mirror, id, type):
        self.id = id
        self.type = type
        self.version = -1
        self.bound = False
        self.disposed = False
        self._properties = {}
        self._commands = {}
        self._collections = {}
        self._mirror = mirror
        self._listeners = {"property": [], "collection": [], "event": [], "push": []}
        # How many property/didChange each property received: a set the server did not echo
        # left the property at the value sent (§7.2).
        self._changes = {}
        # (owner, collection) once this view model came as a row of a collection; None otherwise.
        self._row_of = None
        # The collections whose rows bind_items follows.
        self._followed = set()
        # The windows of its collections this client shows (window.py).
        self._windows = Windows(self)

    def __repr__(self):
        return "<ViewModel %s %s v%d>" % (self.type, self.id, self.version)

    # State

    @property
    def properties(self):
        """The properties by name; NotBoundError for a row that is not bound."""
        return self._readable()._properties

    @property
    def commands(self):
        """Each command's `{"enabled", "executing"}` by name; NotBoundError for a row that is not bound."""
        return self._readable()._commands

    @property
    def collections(self):
        """Each collection's items by name; NotBoundError for a row that is not bound."""
        return self._readable()._collections

    @property
    def windows(self):
        """The `Window` of each collection this client shows a window of, by name: those asked with
        `window()`, with `windows=` or by the client's `default_window`; a collection not here is whole."""
        return dict(self._windows.by_name)

    def _readable(self):
        if self._row_of is not None and not self.bound:
            raise NotBoundError(self, *self._row_of)
        return self

    # Callbacks

    def on_property(self, callback):
        """`callback(name, value)` after a property changed."""
        self._listeners["property"].append(callback)

    def on_collection(self, callback):
        """`callback(name, changes)` after a collection/didChange was applied."""
        self._listeners["collection"].append(callback)

    def on_event(self, callback):
        """`callback(name, payload)` for each one-shot event."""
        self._listeners["event"].append(callback)

    def on_push(self, callback):
        """`callback(view_model)` with the mirror of each view model this one pushes."""
        self._listeners["push"].append(callback)

    # Requests

    def bind(self, timeout=None, windows=None):
        """Binds every member; from the answer on, the mirror follows the server. `bound` holds from
        the request on, so a row is readable while its bind is on its way (with its snapshot's
        values, the newest the client has). `windows` (`{collection: count | (offset, count) |
        {offset, count}}`) shows those collections through windows from the answer on."""

        def apply(result):
            self._load(result)
            return self

        params = {} if windows is None else {"windows": window_specs(windows)}
        with self._mirror.client.lock:
            self.bound = True
            self._windows.expect(params.get("windows"))
        return self._call("viewModel/bind", params, timeout, apply)

    def window(self, collection, offset=0, count=None, timeout=None):
        """Shows `count` items of `collection` from `offset` (`collection/window`) and returns its
        `Window`, whose items are `collections[collection]` from now on; asked again, it moves the
        window. The collection is bound, and for a collection of view models the rows in the window
        are bound and those that leave it unbound, as `bind_items` does for a whole collection. A
        `count` of None shows the whole collection again and returns None."""

        def apply(result):
            before = self._collections.get(collection, [])
            self.version = max(self.version, result["version"])
            self._windows.asked[collection] = count
            self._windows.load(collection, {"offset": result["offset"], "count": result["total"]}
                               if count is not None else {}, None)
            self._collections[collection] = [self._item(collection, item) for item in result["items"]]
            if self._mirror.item_types.get(self.type, {}).get(collection):
                self._followed.add(collection)
            if collection in self._followed:
                self._follow_rows(collection, before)
            self._emit("collection", collection, [{"op": "reset", "items": result["items"]}])
            return self._windows.by_name.get(collection)

        params = {"collection": collection, "offset": offset, "count": count}
        return self._call("collection/window", params, timeout, apply)

    def bind_items(self, collection, timeout=None):
        """Binds every row of `collection` (a collection of view models), now and from now on: each
        row a later change inserts, replaces or resets is bound as the change arrives, and each row
        that leaves is unbound (a disposed one is just dropped). Binds this view model first unless
        it is bound. Returns how many rows it bound now; a row disposed before its bind arrived is
        not counted."""
        if not self._mirror.item_types.get(self.type, {}).get(collection):
            raise ValueError("%s has no collection of view models named %r" % (self.type, collection))
        if not self.bound:
            self.bind(timeout)
        with self._mirror.client.lock:
            self._followed.add(collection)
            binding = [row for row in self._collections[collection] if not (row.bound or row.disposed)]
            pendings = [row._bind_quietly() for row in binding]
        self._mirror.client.wait_until(lambda: all(pending.done for pending in pendings), timeout)
        with self._mirror.client.lock:
            return sum(row.bound for row in binding)

    def set(self, name, value, timeout=None):
        """Sets a property as a user's edit would; the mirror holds what the property ended at."""
        with self._mirror.client.lock:
            changes_before = self._changes.get(name, 0)

        def apply(result):
            if self._changes.get(name, 0) == changes_before:
                self._properties[name] = value
            self.version = max(self.version, result["version"])
            return result["version"]

        return self._call("property/set", {"property": name, "value": value}, timeout, apply)

    def execute(self, name, input=None, timeout=None, progress=None):
        """Runs a command and returns its output. With `progress`, the execution gets a fresh
        work-done token and `progress(value)` is called with each `$/progress` value for it, on
        the reader thread: `{"kind": "begin", ...}`, any number of `"report"`s with `percentage`
        and/or `message`, then `{"kind": "end"}`, before this returns (docs/protocol.md §19)."""
        params = {"command": name} if input is None else {"command": name, "input": input}
        if progress is not None:
            params["workDoneToken"] = self._mirror.client._follow_progress(progress)
        try:
            return self._call("command/execute", params, timeout, lambda result: result["output"])
        finally:
            if progress is not None:
                self._mirror.client._unfollow_progress(params["workDoneToken"])

    def get(self, timeout=None, windows=None):
        """Resynchronises the mirror with `viewModel/get`. Returns what the mirror held differently
        from the server, among what it was bound to (nested bound items included): one line per
        difference, none for a mirror that applied everything right. `windows` moves the windows
        of those collections first, as `bind` takes them (the differences are then the moves')."""

        def apply(result):
            snapshot = result["viewModel"]
            differences = self._differences(snapshot)
            self._load(snapshot)
            return differences

        params = {} if windows is None else {"windows": window_specs(windows)}
        with self._mirror.client.lock:
            self._windows.expect(params.get("windows"))
        return self._call("viewModel/get", params, timeout, apply)

    def dispose(self, timeout=None):
        """Releases a view model this client created, and everything it pushed or holds."""
        self._call("viewModel/dispose", {}, timeout, lambda result: self._forget())

    def pop(self, timeout=None):
        """The user went back from this pushed view model: it is released, as by dispose()."""
        self._call("navigation/pop", {}, timeout, lambda result: self._forget())

    def _call(self, method, params, timeout, apply):
        return self._mirror.client._call(method, dict(params, viewModel=self.id), timeout, apply)

    def _bind_quietly(self):
        """Binds this row without waiting (on the reader thread, as a change brings it)."""
        self.bound = True
        return self._mirror.client._send("viewModel/bind", {"viewModel": self.id}, self._load, quiet=True)

    def _unbind_quietly(self):
        """Unbinds a row that left a followed collection, without waiting."""
        self.bound = False
        self._mirror.client._send("viewModel/unbind", {"viewModel": self.id}, lambda result: None, quiet=True)

    # Applying what the server sends

    def _load(self, state):
        """Takes a snapshot, or a bind result (the same without id and type), unless it is older."""
        if state["version"] < self.version:
            return
        self.version = state["version"]
        self._properties = dict(state["properties"])
        self._commands = {name: dict(command) for name, command in state["commands"].items()}
        before = self._collections
        self._collections = {
            name: [self._item(name, item) for item in collection["items"]]
            for name, collection in state["collections"].items()
        }
        default_count = getattr(self._mirror.client, "default_count", None)
        for name, collection in state["collections"].items():
            self._windows.load(name, collection, default_count)
        for name in self._followed:
            self._follow_rows(name, before.get(name, []))

    def _item(self, collection, item):
        if not self._mirror.item_types.get(self.type, {}).get(collection):
            return item
        row = self._mirror.adopt(item)
        row._row_of = (self, collection)
        return row

    def _follow_rows(self, collection, before):
        """Binds the rows that joined a followed collection and unbinds those that left it. A row
        that left a window is forgotten as well, so that scrolling does not gather mirrors; should
        it come back, it comes with its snapshot."""
        rows = self._collections.get(collection, [])
        listed = {row.id for row in rows}
        for row in rows:
            if not (row.bound or row.disposed):
                row._bind_quietly()
        windowed = self._windows.is_windowed(collection)
        for row in before:
            if row.id not in listed and row.bound and not row.disposed:
                row._unbind_quietly()
            if row.id not in listed and windowed and self._mirror.view_models.get(row.id) is row:
                del self._mirror.view_models[row.id]

    def _is_new(self, version):
        if version <= self.version:
            return False
        self.version = version
        return True

    def _apply_property(self, params):
        if self._is_new(params["version"]):
            name = params["property"]
            self._properties[name] = params["value"]
            self._changes[name] = self._changes.get(name, 0) + 1
            self._emit("property", name, params["value"])

    def _apply_command(self, params):
        if self._is_new(params["version"]):
            self._commands[params["command"]] = {"enabled": params["enabled"], "executing": params["executing"]}

    def _apply_collection(self, params):
        if not self._is_new(params["version"]):
            return
        name = params["collection"]
        items = self._collections.setdefault(name, [])
        before = list(items)
        offset = self._windows.offset(name, params)
        for change in params["changes"]:
            apply_change(items, shifted(change, offset), lambda item: self._item(name, item))
        if name in self._followed:
            self._follow_rows(name, before)
        self._emit("collection", name, params["changes"])

    def _emit(self, kind, *arguments):
        for callback in self._listeners[kind]:
            callback(*arguments)

    def _forget(self):
        self.disposed = True
        self.bound = False
        self._mirror.view_models.pop(self.id, None)

    def _differences(self, snapshot):
        if not self.bound:
            return []
        differences = []
        for kind in ("properties", "commands"):
            mine, theirs = getattr(self, "_" + kind), snapshot[kind]
            for name in sorted(set(mine) | set(theirs)):
                if mine.get(name) != theirs.get(name):
                    differences.append(
                        "%s %s: mirror %r, server %r" % (self.id, name, mine.get(name), theirs.get(name))
                    )
        for name, collection in snapshot["collections"].items():
            window = self._windows.by_name.get(name)
            if window is not None and (window.offset, window.total) != (collection.get("offset"), collection["count"]):
                differences.append("%s %s: mirror holds %d of %d from %d, server %d of %d from %s" % (
                    self.id, name, len(self._collections.get(name, [])), window.total, window.offset,
                    len(collection["items"]), collection["count"], collection.get("offset")))
            mine, theirs = self._collections.get(name, []), collection["items"]
            if not self._mirror.item_types.get(self.type, {}).get(name):
                if mine != theirs:
                    differences.append("%s %s: mirror %r, server %r" % (self.id, name, mine, theirs))
                continue
            mine_ids, their_ids = [item.id for item in mine], [item["id"] for item in theirs]
            if mine_ids != their_ids:
                differences.append("%s %s: mirror %r, server %r" % (self.id, name, mine_ids, their_ids))
                continue
            for item, item_snapshot in zip(mine, theirs):
                differences += item._differences(item_snapshot)
        return differences


def apply_change(items, change, convert):
    """Applies one step of a collection/didChange to `items` (docs/protocol.md §9); `convert`
    turns a wire item into what the list holds."""
    op = change["op"]
    if op == "insert":
        items[change["index"] : change["index"]] = [convert(item) for item in change["items"]]
    elif op == "remove":
        del items[change["index"] : change["index"] + change["count"]]
    elif op == "replace":
        new = [convert(item) for item in change["items"]]
        items[change["index"] : change["index"] + len(new)] = new
    elif op == "move":
        items.insert(change["to"], items.pop(change["from"]))
    elif op == "reset":
        items[:] = [convert(item) for item in change["items"]]
    else:
        raise ValueError("unknown collection op %r" % op)
