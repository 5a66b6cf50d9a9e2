"""Windows on collections (docs/protocol.md, `collection/window`): a client that shows part of a long
collection holds only the items of its window, with the whole collection's size, and applies each
`collection/didChange` at `index - offset`."""


def window_spec(window):
    """The wire form `{offset, count}` of a window given as a count, `(offset, count)` or a dict;
    None stays None (no window asked). A count of None is the whole collection."""
    if window is None:
        return None
    if isinstance(window, dict):
        return {"offset": window.get("offset", 0), "count": window.get("count")}
    if isinstance(window, (tuple, list)):
        offset, count = window
        return {"offset": offset, "count": count}
    return {"offset": 0, "count": window}


def window_specs(windows):
    """`{collection: {offset, count}}` from `{collection: window}` in any form `window_spec` takes."""
    if windows is None:
        return None
    return {name: window_spec(window) for name, window in windows.items()}


class Window:
    """The part of one collection a view model's mirror holds: `count` items from `offset`, in the
    whole collection's indices, of `total`.

    `items` are the window's items (the rows' mirrors for a collection of view models), the same list
    as `owner.collections[name]`; they follow `collection/didChange` as the window's do. `scroll(offset)`
    moves the window (keeping its count unless given another), `close()` shows the whole collection
    again. The rows in a window made by `ViewModel.window` are bound while they are in it and
    unbound as they leave it, so scrolling a long list does not gather bindings; a row that left
    raises `NotBoundError` when read, as any unbound row does.
    """

    def __init__(self, owner, name, offset, count, total):
        self.owner = owner
        self.name = name
        self.offset = offset
        self.count = count
        self.total = total

    def __repr__(self):
        return "<Window %s.%s %d+%s of %d>" % (self.owner.id, self.name, self.offset, self.count, self.total)

    @property
    def items(self):
        """The window's items, in order; NotBoundError if the owner is a row that is not bound."""
        return self.owner.collections.get(self.name, [])

    def scroll(self, offset, count=None, timeout=None):
        """Moves the window to `offset` (and to `count` items when given); returns it once the
        server's answer has replaced its items."""
        return self.owner.window(self.name, offset, self.count if count is None else count, timeout)

    move = scroll

    def close(self, timeout=None):
        """Shows the whole collection again (`count: null`); the items become all of them."""
        self.owner.window(self.name, 0, None, timeout)


class Windows:
    """The windows of one view model's collections, by name, and how they are applied; the mirror's
    `ViewModel` holds one. A collection without a window is whole."""

    def __init__(self, owner):
        self.owner = owner
        self.by_name = {}
        # The counts this client asked for, by collection; a snapshot says only the offset.
        self.asked = {}

    def expect(self, windows):
        """Notes the counts of `{collection: {offset, count}}` sent with create, bind or get."""
        for name, window in (windows or {}).items():
            self.asked[name] = window["count"]

    def load(self, name, collection, default_count):
        """Takes the window of `collection`, a collection snapshot: windowed when it has an offset."""
        if "offset" not in collection:
            self.by_name.pop(name, None)
            self.asked.pop(name, None)
            return
        count = self.asked.get(name, default_count)
        window = self.by_name.get(name)
        if window is None:
            self.by_name[name] = Window(self.owner, name, collection["offset"], count, collection["count"])
        else:
            window.offset, window.count, window.total = collection["offset"], count, collection["count"]

    def offset(self, name, params):
        """Where the steps of a collection/didChange apply in the items held: the window's offset for
        a windowed one (`total` given), else 0. Takes the new total."""
        window = self.by_name.get(name)
        if "total" not in params:
            return 0 if window is None else window.offset
        if window is None:
            window = self.by_name[name] = Window(self.owner, name, 0, self.asked.get(name), params["total"])
        window.total = params["total"]
        return window.offset

    def is_windowed(self, name):
        return name in self.by_name


def shifted(change, offset):
    """A step of the whole collection as it applies to a window's items from `offset`."""
    if offset == 0 or "index" not in change:
        return change
    return dict(change, index=change["index"] - offset)
