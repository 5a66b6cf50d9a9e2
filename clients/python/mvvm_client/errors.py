"""What a request can fail with."""


class RPCError(Exception):
    """The server answered a request with a JSON-RPC error (docs/protocol.md §13)."""

    def __init__(self, code, message, data=None):
        super().__init__("%s (code %d)" % (message, code))
        self.code = code
        self.message = message
        self.data = data or {}

    @property
    def kind(self):
        """The stable name to branch on: `invalidValue`, `viewModelNotFound`, ..."""
        return self.data.get("kind")


class NotBoundError(LookupError):
    """A row of a collection was read while this client does not follow it.

    A row (a view model that came as an item of a collection) changes only on the server; unless it
    is bound, the mirror holds a snapshot that no longer follows it. Reading its `properties`,
    `commands` or `collections` then raises this rather than answer a stale value. `view_model` and
    `type` name the row; bind it with `row.bind()`, or every row of its collection, now and later,
    with `bind_items(collection)` on the view model that holds it.
    """

    def __init__(self, row, owner=None, collection=None):
        self.view_model = row.id
        self.type = row.type
        if row.disposed:
            reason = "it was disposed"
        elif owner is None:
            reason = "bind it with row.bind()"
        else:
            reason = "bind it with row.bind(), or every row of %s's %r with bind_items(%r)" % (
                owner.id, collection, collection)
        super().__init__("row %s (%s) is not bound: %s" % (row.id, row.type, reason))
