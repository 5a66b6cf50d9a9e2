"""A Python client for mvvm-server: spawns it, speaks JSON-RPC 2.0 in either framing, and mirrors
the view models it hosts. Standard library only; Python 3.11 or later."""

from .client import Client
from .errors import NotBoundError, RPCError
from .framing import LSP, NDJSON, FramingError
from .mirror import Mirror, ViewModel
from .replay import ReplayAssertions, ReplayResult, replay

__all__ = ["Client", "NotBoundError", "RPCError", "Mirror", "ViewModel", "FramingError", "LSP", "NDJSON",
           "ReplayAssertions", "ReplayResult", "replay"]
