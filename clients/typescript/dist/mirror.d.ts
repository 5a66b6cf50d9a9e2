import { JSONObject, JSONValue } from "./json.js";
import { CollectionWindow, WindowRequests } from "./window.js";
/**
 * What a mirror sends its view models' requests through: the `Client` that owns it. The mirror
 * names only this, so that it needs nothing from the client's module, which builds on this one.
 */
export interface Caller {
    /** Sends a request; `apply(result)` runs as the response is read, and the promise resolves with what it returns. */
    call<T>(method: string, params: JSONValue | undefined, apply: (result: JSONValue) => T): Promise<T>;
    /**
     * Sends a request nobody waits to handle (the binds that follow a collection's rows): the promise
     * resolves once it is answered, whatever the answer. A viewModelNotFound error is dropped, since
     * the view model left meanwhile; any other rejects the client's next call.
     */
    callQuietly(method: string, params: JSONValue, apply: (result: JSONValue) => void): Promise<void>;
    /** The count of the window `initialize` named for every collection not windowed otherwise; null for none. */
    readonly defaultWindowCount?: number | null;
}
/** A command's state as the server last reported it (docs/protocol.md §8). */
export interface CommandState {
    enabled: boolean;
    executing: boolean;
}
/**
 * A local copy of the view models a client knows, by id, kept equal to the server's by applying
 * its notifications in the order they arrive (docs/protocol.md §4, §7, §9, §10).
 */
export declare class Mirror {
    readonly client: Caller;
    /** Every view model the client knows, by id. */
    readonly viewModels: Map<string, ViewModel>;
    /** For each type, each collection's item type, or null for plain values: what describe says. */
    readonly itemTypes: Map<string, Map<string, string | null>>;
    constructor(client: Caller);
    /** The mirror of the view model in `snapshot`, made or brought up to it; `windows` are those its request asked. */
    adopt(snapshot: JSONObject, windows?: JSONValue): ViewModel;
    /** Applies one server notification; notifications about unknown view models are ignored. */
    apply(method: string, params: JSONObject): void;
}
/** What a collection holds: plain values, or the mirrors of its view models. */
export declare type CollectionItem = JSONValue | ViewModel;
/**
 * The mirror of one view model. `properties`, `commands` and `collections` follow the server once
 * `bind()` has answered; `version` is the version they hold. A view model the client created or was
 * pushed holds its snapshot's values until it is bound. A row (an item of a collection of view
 * models) is readable only while it is bound, by `bind()` or by `bindItems()` on the view model
 * whose collection holds it: reading a row that is not throws `NotBoundError`, since its snapshot
 * no longer follows the server. Callbacks run after the message is applied.
 */
export declare class ViewModel {
    private readonly mirror;
    readonly id: string;
    readonly type: string;
    version: number;
    /** Whether it is bound, from the moment its bind is sent. */
    bound: boolean;
    disposed: boolean;
    private propertyValues;
    private commandStates;
    private collectionItems;
    /** The view model and collection that hold this one as a row, once it came as one. */
    private rowOf;
    /** The collections whose rows `bindItems` follows. */
    private readonly followed;
    private readonly listeners;
    /** How many property/didChange each property received: a set not echoed left the value sent (§7.2). */
    private readonly changes;
    constructor(mirror: Mirror, id: string, type: string);
    /** The properties by name; throws `NotBoundError` for a row that is not bound. */
    get properties(): JSONObject;
    /** Each command's state by name; throws `NotBoundError` for a row that is not bound. */
    get commands(): {
        [name: string]: CommandState;
    };
    /** Each collection's items by name; throws `NotBoundError` for a row that is not bound. */
    get collections(): {
        [name: string]: CollectionItem[];
    };
    /** The window of each collection this client shows a window of, by name: asked with `window()`, `windows` or the client's default window; a collection not here is whole. */
    get windows(): ReadonlyMap<string, CollectionWindow<CollectionItem>>;
    private readable;
    /** `callback(name, value)` after a property changed. */
    onProperty(callback: (name: string, value: JSONValue) => void): void;
    /** `callback(name, changes)` after a collection/didChange was applied. */
    onCollection(callback: (name: string, changes: JSONObject[]) => void): void;
    /** `callback(name, payload)` for each one-shot event. */
    onEvent(callback: (name: string, payload: JSONValue) => void): void;
    /** `callback(viewModel)` with the mirror of each view model this one pushes. */
    onPush(callback: (pushed: ViewModel) => void): void;
    /**
     * Binds every member; from the answer on, the mirror follows the server. `bound` holds from the
     * request on, so a row is readable while its bind is on its way (with its snapshot's values, the
     * newest the client has).
     */
    bind(windows?: WindowRequests): Promise<void>;
    /**
     * Shows `count` items of `collection` from `offset` (`collection/window`) and resolves with its
     * window, whose items are `collections[collection]` from now on; asked again, it moves the
     * window. The collection is bound, and for a collection of view models the rows in the window are
     * bound and those that leave it unbound, as `bindItems` does for a whole collection. A `count`
     * of null shows the whole collection again and resolves with null.
     */
    window(collection: string, offset: number, count: number | null): Promise<CollectionWindow<CollectionItem> | null>;
    /**
     * Replaces the mirror's state with `viewModel/get`'s snapshot and resolves with it; `windows`
     * moves the windows of those collections first.
     */
    get(windows?: WindowRequests): Promise<JSONObject>;
    /**
     * Binds every row of `collection` (a collection of view models), now and from now on: each row a
     * later change inserts, replaces or resets is bound as the change arrives, and each row that
     * leaves is unbound (a disposed one is just dropped). Binds this view model first unless it is
     * bound. Resolves with how many rows it bound now; a row disposed before its bind arrived is not
     * counted.
     */
    bindItems(collection: string): Promise<number>;
    /** Sets a property as a user's edit would and resolves with the version; the mirror holds what it ended at. */
    set(name: string, value: JSONValue): Promise<number>;
    /** Runs a command and resolves with its output; an `input` of null or undefined sends none. */
    execute(name: string, input?: JSONValue): Promise<JSONValue>;
    /** Releases a view model this client created, and everything it pushed or holds. */
    dispose(): Promise<void>;
    /** The user went back from this pushed view model: it is released, as by dispose(). */
    pop(): Promise<void>;
    private call;
    /** Binds this row without waiting to handle the answer (as a change brings it). */
    private bindQuietly;
    /** Unbinds a row that left a followed collection. */
    private unbindQuietly;
    /** The rows `collection` holds now. */
    private rows;
    /**
     * Binds the rows that joined a followed collection and unbinds those that left it. A row that
     * left a window is forgotten as well, so that scrolling does not gather mirrors; should it come
     * back, it comes with its snapshot.
     */
    private followRows;
    private item;
    private isNew;
}
