"""The typed face of the client that `mvvm-server generate --language python` writes its classes on
(docs/generated-clients.md): a session, and the base class of every generated view-model class.

The client itself (client.py, mirror.py) is not annotated; this module is, so that code using the
generated classes passes `mypy --strict`. It adds no protocol of its own: every call goes through
`Client` and the mirror of the view model.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Generic, NotRequired, TypeAlias, TypedDict, TypeVar, cast

from .client import Client

JSONValue: TypeAlias = "None | bool | int | float | str | list[JSONValue] | dict[str, JSONValue]"
"""Any JSON value, as the server sends it."""

Command = TypeVar("Command", bound=str)
Collection = TypeVar("Collection", bound=str)
Item = TypeVar("Item")
Model = TypeVar("Model", bound="TypedViewModel[Any, Any]")


class WindowSpec(TypedDict):
    """A window as the wire names it: `count` items from `offset` (0 when left out); a count of
    None is the whole collection (docs/protocol.md §9.3)."""

    offset: NotRequired[int]
    count: int | None


WindowRequest: TypeAlias = "int | tuple[int, int | None] | WindowSpec"
"""A window: its count alone (from the start), `(offset, count)`, or a `WindowSpec`."""


class CommandState(TypedDict):
    """A command's state as the mirror holds it (docs/protocol.md §8)."""

    enabled: bool
    executing: bool


class Session:
    """A session with a server, for the generated classes: a `Client`, typed.

    The arguments are `Client`'s: `server` (else $MVVM_SERVER, else mvvm-server on PATH), the
    server's command-line `arguments`, and any of its keyword options (`clock="controlled"`,
    `timeout`, `record`, ...). `client` is the `Client` itself, for what this class leaves out.
    Leaving a `with` block closes the session.
    """

    def __init__(self, server: str | os.PathLike[str] | None = None, arguments: Sequence[str] = (),
                 **options: Any) -> None:
        self.client: Any = Client(server, arguments, **options)  # type: ignore[no-untyped-call]

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """Shuts the session down and reaps the server."""
        self.client.close()

    def create(self, type_name: str, arguments: Mapping[str, object] | None = None,
               windows: Mapping[Collection, WindowRequest] | None = None) -> Any:
        """The mirror of a new view model of `type_name`, not bound yet; generated classes call it
        from their `create`, with a type's declared arguments as a TypedDict. `windows` has its
        snapshot hold only those windows of those collections."""
        return self.client.create(type_name, None if arguments is None else cast(dict[str, JSONValue], dict(arguments)),
                                  windows=None if windows is None else dict(windows))

    def advance(self, milliseconds: int) -> int:
        """Moves a controlled clock (`clock="controlled"`) and returns its time in milliseconds, once
        everything due by then has run and reached the mirrors."""
        now: int = self.client.advance(milliseconds)
        return now

    def wait_until(self, predicate: Callable[[], bool], timeout: float | None = None) -> None:
        """Waits until `predicate()` holds, checking it after each message received; TimeoutError
        after `timeout` seconds (the client's own by default)."""
        self.client.wait_until(predicate, timeout)


class TypedWindow(Generic[Item]):
    """A window on one collection, typed: `count` items from `offset` of the `total` (docs/protocol.md
    §9.3), read as the generated classes read the whole collection. A generated `window_NAME`
    method makes one; it follows the server as the collection's changes arrive, and its rows are
    bound while they are in it."""

    def __init__(self, session: Session, window: Any, read: Callable[[list[Any]], list[Item]]) -> None:
        self.session = session
        self.window: Any = window
        """The untyped window (mvvm_client.window.Window)."""
        self._read = read

    def __repr__(self) -> str:
        return repr(self.window)

    def _field(self, name: str) -> Any:
        with self.session.client.lock:
            return getattr(self.window, name)

    @property
    def offset(self) -> int:
        """The index of the first item in the whole collection."""
        return cast(int, self._field("offset"))

    @property
    def count(self) -> int | None:
        """How many items the window shows at most."""
        return cast("int | None", self._field("count"))

    @property
    def total(self) -> int:
        """How many items the whole collection holds."""
        return cast(int, self._field("total"))

    @property
    def items(self) -> list[Item]:
        """The window's items, in order."""
        with self.session.client.lock:
            return self._read(list(self.window.items))

    def scroll(self, offset: int, count: int | None = None) -> TypedWindow[Item]:
        """Moves the window to `offset` (and to `count` items when given); returns it once the
        server's answer has replaced its items."""
        self.window.scroll(offset, count)
        return self

    def close(self) -> None:
        """Shows the whole collection again."""
        self.window.close()


class TypedViewModel(Generic[Command, Collection]):
    """A view model the server hosts, seen through its generated class: the base of every class
    `generate` writes, parametrised by the names of the type's commands and of its collections.

    Values are read from the mirror, which follows the server once `bind()` has answered (a
    snapshot's values before). A row of a collection is read only while it is bound, by `bind()` or
    by `bind_items` on the view model that holds it; reading it otherwise raises
    `mvvm_client.NotBoundError` naming it. Two instances for one view model are equal.
    """

    type_name: ClassVar[str]
    """The view-model type's wire name."""

    def __init__(self, session: Session, mirror: Any) -> None:
        self.session = session
        self.mirror: Any = mirror
        """The untyped mirror (mvvm_client.ViewModel), for callbacks on any change and the like."""

    @property
    def id(self) -> str:
        """The view model's id on the wire."""
        view_model_id: str = self.mirror.id
        return view_model_id

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TypedViewModel) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return "<%s %s>" % (type(self).__name__, self.id)

    def bind(self, windows: Mapping[Collection, WindowRequest] | None = None) -> None:
        """Binds every member; from the answer on, the values follow the server. `windows` shows
        those collections through windows (`{"quotes": 50}`, `{"quotes": (100, 50)}`)."""
        self.mirror.bind(windows=None if windows is None else dict(windows))

    def get(self, windows: Mapping[Collection, WindowRequest] | None = None) -> list[str]:
        """Resynchronises with `viewModel/get` (moving the `windows` given first); returns what the
        mirror held differently from the server, one line per difference."""
        differences: list[str] = self.mirror.get(windows=None if windows is None else dict(windows))
        return differences

    def bind_items(self, collection: str) -> int:
        """Binds every row of `collection`, now and as later changes bring them (binding this view
        model first unless it is bound); returns how many it bound now. A row read while it is not
        bound raises `mvvm_client.NotBoundError`, never a stale value."""
        count: int = self.mirror.bind_items(collection)
        return count

    def dispose(self) -> None:
        """Releases a view model this client created, and everything it pushed or holds."""
        self.mirror.dispose()

    def pop(self) -> None:
        """The user went back from this pushed view model: it is released, as by dispose()."""
        self.mirror.pop()

    def command_state(self, command: Command) -> CommandState:
        """Whether `command` is enabled and executing, as last reported."""
        with self.session.client.lock:
            state = self.mirror.commands[command]
            return CommandState(enabled=state["enabled"], executing=state["executing"])

    # What the generated classes are written with.

    def _value(self, name: str) -> Any:
        with self.session.client.lock:
            return self.mirror.properties[name]

    def _set(self, name: str, value: object) -> None:
        self.mirror.set(name, value)

    def _execute(self, name: str, input: object) -> Any:
        return self.mirror.execute(name, input)

    def _values(self, collection: str) -> list[Any]:
        with self.session.client.lock:
            return list(self.mirror.collections[collection])

    def _items(self, collection: str, cls: type[Model]) -> list[Model]:
        with self.session.client.lock:
            return [cls(self.session, item) for item in self.mirror.collections[collection]]

    def _window_items(self, collection: str, cls: type[Model], offset: int, count: int) -> TypedWindow[Model]:
        window = self.mirror.window(collection, offset, count)
        return TypedWindow(self.session, window, lambda items: [cls(self.session, item) for item in items])

    def _window_values(self, collection: str, offset: int, count: int) -> TypedWindow[Any]:
        return TypedWindow(self.session, self.mirror.window(collection, offset, count), lambda items: items)

    def _reference(self, view_model_id: Any, cls: type[Model]) -> Model:
        """The view model with `view_model_id`, which the mirror must know (an item, a push)."""
        with self.session.client.lock:
            mirror = self.session.client.mirror.view_models.get(view_model_id)
        if mirror is None:
            raise LookupError("%s is not a view model this client has seen" % view_model_id)
        return cls(self.session, mirror)

    def _optional_reference(self, view_model_id: Any, cls: type[Model]) -> Model | None:
        return None if view_model_id is None else self._reference(view_model_id, cls)

    @staticmethod
    def _id(view_model: TypedViewModel[Any, Any] | None) -> str | None:
        return None if view_model is None else view_model.id

    def _on_event(self, name: str, callback: Callable[[Any], None]) -> None:
        def forward(event: str, payload: Any) -> None:
            if event == name:
                callback(payload)

        self.mirror.on_event(forward)

    def _on_push(self, callback: Callable[[Any], None], *classes: type[TypedViewModel[Any, Any]]) -> None:
        by_name = {cls.type_name: cls for cls in classes}

        def forward(pushed: Any) -> None:
            cls = by_name.get(pushed.type)
            if cls is not None:
                callback(cls(self.session, pushed))

        self.mirror.on_push(forward)
