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
