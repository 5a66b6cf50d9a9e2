import { NotBoundError } from "./errors.js";
import { JSONObject, JSONValue, objectOf } from "./json.js";
import { CollectionWindow, WindowRequests, Windows, shifted, windowSpecs } from "./window.js";

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
export class Mirror {
    /** Every view model the client knows, by id. */
    readonly viewModels = new Map<string, ViewModel>();
    /** For each type, each collection's item type, or null for plain values: what describe says. */
    readonly itemTypes = new Map<string, Map<string, string | null>>();

    constructor(readonly client: Caller) {}

    /** The mirror of the view model in `snapshot`, made or brought up to it; `windows` are those its request asked. */
    adopt(snapshot: JSONObject, windows?: JSONValue): ViewModel {
        const id = snapshot["id"] as string;
        let viewModel = this.viewModels.get(id);
        if (viewModel === undefined) {
            viewModel = new ViewModel(this, id, snapshot["type"] as string);
            this.viewModels.set(id, viewModel);
        }
        viewModel.windowing.expect(windows);
        viewModel.load(snapshot);
        return viewModel;
    }

    /** Applies one server notification; notifications about unknown view models are ignored. */
    apply(method: string, params: JSONObject): void {
        if (method === "navigation/push") {
            const pushed = this.adopt(objectOf(params["viewModel"]));
            this.viewModels.get(params["from"] as string)?.emitPush(pushed);
            return;
        }
        const viewModel = this.viewModels.get(params["viewModel"] as string);
        if (viewModel === undefined) return;
        switch (method) {
            case "property/didChange":
                viewModel.applyProperty(params);
                break;
            case "command/didChange":
                viewModel.applyCommand(params);
                break;
            case "collection/didChange":
                viewModel.applyCollection(params);
                break;
            case "viewModel/event":
                viewModel.emitEvent(params["event"] as string, params["payload"] ?? null);
                break;
            case "viewModel/didDispose":
                viewModel.forget();
                break;
        }
    }
}

/** What a collection holds: plain values, or the mirrors of its view models. */
export type CollectionItem = JSONValue | ViewModel;

/**
 * The mirror of one view model. `properties`, `commands` and `collections` follow the server once
 * `bind()` has answered; `version` is the version they hold. A view model the client created or was
 * pushed holds its snapshot's values until it is bound. A row (an item of a collection of view
 * models) is readable only while it is bound, by `bind()` or by `bindItems()` on the view model
 * whose collection holds it: reading a row that is not throws `NotBoundError`, since its snapshot
 * no longer follows the server. Callbacks run after the message is applied.
 */
export class ViewModel {
    version = -1;
    /** Whether it is bound, from the moment its bind is sent. */
    bound = false;
    disposed = false;
    private propertyValues: JSONObject = {};
    private commandStates: { [name: string]: CommandState } = {};
    private collectionItems: { [name: string]: CollectionItem[] } = {};
    /** The view model and collection that hold this one as a row, once it came as one. */
    private rowOf: { owner: ViewModel; collection: string } | null = null;
    /** The collections whose rows `bindItems` follows. */
    private readonly followed = new Set<string>();
    private readonly listeners = {
        property: [] as ((name: string, value: JSONValue) => void)[],
        collection: [] as ((name: string, changes: JSONObject[]) => void)[],
        event: [] as ((name: string, payload: JSONValue) => void)[],
        push: [] as ((pushed: ViewModel) => void)[],
    };
    /** How many property/didChange each property received: a set not echoed left the value sent (§7.2). */
    private readonly changes = new Map<string, number>();
    /** @internal The windows of its collections this client shows. */
    readonly windowing = new Windows<CollectionItem>(this);

    constructor(private readonly mirror: Mirror, readonly id: string, readonly type: string) {}

    /** The properties by name; throws `NotBoundError` for a row that is not bound. */
    get properties(): JSONObject {
        return this.readable().propertyValues;
    }

    /** Each command's state by name; throws `NotBoundError` for a row that is not bound. */
    get commands(): { [name: string]: CommandState } {
        return this.readable().commandStates;
    }

    /** Each collection's items by name; throws `NotBoundError` for a row that is not bound. */
    get collections(): { [name: string]: CollectionItem[] } {
        return this.readable().collectionItems;
    }

    /** The window of each collection this client shows a window of, by name: asked with `window()`, `windows` or the client's default window; a collection not here is whole. */
    get windows(): ReadonlyMap<string, CollectionWindow<CollectionItem>> {
        return new Map(this.windowing.byName);
    }

    private readable(): this {
        if (this.rowOf === null || this.bound) return this;
        const { owner, collection } = this.rowOf;
        throw new NotBoundError(
            this.id,
            this.type,
            this.disposed
                ? "it was disposed"
                : `bind it with row.bind(), or every row of ${owner.id}'s '${collection}' with bindItems('${collection}')`,
        );
    }

    /** `callback(name, value)` after a property changed. */
    onProperty(callback: (name: string, value: JSONValue) => void): void {
        this.listeners.property.push(callback);
    }

    /** `callback(name, changes)` after a collection/didChange was applied. */
    onCollection(callback: (name: string, changes: JSONObject[]) => void): void {
        this.listeners.collection.push(callback);
    }

    /** `callback(name, payload)` for each one-shot event. */
    onEvent(callback: (name: string, payload: JSONValue) => void): void {
        this.listeners.event.push(callback);
    }

    /** `callback(viewModel)` with the mirror of each view model this one pushes. */
    onPush(callback: (pushed: ViewModel) => void): void {
        this.listeners.push.push(callback);
    }

    /**
     * Binds every member; from the answer on, the mirror follows the server. `bound` holds from the
     * request on, so a row is readable while its bind is on its way (with its snapshot's values, the
     * newest the client has).
     */
    bind(windows?: WindowRequests): Promise<void> {
        this.bound = true;
        const params: JSONObject = windows === undefined ? {} : { windows: windowSpecs(windows) };
        this.windowing.expect(params["windows"]);
        return this.call("viewModel/bind", params, (result) => this.load(objectOf(result)));
    }

    /**
     * Shows `count` items of `collection` from `offset` (`collection/window`) and resolves with its
     * window, whose items are `collections[collection]` from now on; asked again, it moves the
     * window. The collection is bound, and for a collection of view models the rows in the window are
     * bound and those that leave it unbound, as `bindItems` does for a whole collection. A `count`
     * of null shows the whole collection again and resolves with null.
     */
    window(collection: string, offset: number, count: number | null): Promise<CollectionWindow<CollectionItem> | null> {
        return this.call("collection/window", { collection, offset, count }, (answer) => {
            const result = objectOf(answer);
            const before = this.collectionItems[collection] ?? [];
            this.version = Math.max(this.version, result["version"] as number);
            this.windowing.asked.set(collection, count);
            this.windowing.load(collection, count === null ? {} : { offset: result["offset"], count: result["total"] }, null);
            const items = result["items"] as JSONValue[];
            this.collectionItems[collection] = items.map((item) => this.item(collection, item));
            if (this.mirror.itemTypes.get(this.type)?.get(collection)) this.followed.add(collection);
            if (this.followed.has(collection)) this.followRows(collection, before);
            for (const listener of this.listeners.collection) listener(collection, [{ op: "reset", items }]);
            return this.windowing.byName.get(collection) ?? null;
        });
    }

    /**
     * Replaces the mirror's state with `viewModel/get`'s snapshot and resolves with it; `windows`
     * moves the windows of those collections first.
     */
    get(windows?: WindowRequests): Promise<JSONObject> {
        const params: JSONObject = windows === undefined ? {} : { windows: windowSpecs(windows) };
        this.windowing.expect(params["windows"]);
        return this.call("viewModel/get", params, (result) => {
            const snapshot = objectOf(objectOf(result)["viewModel"]);
            this.load(snapshot);
            return snapshot;
        });
    }

    /**
     * Binds every row of `collection` (a collection of view models), now and from now on: each row a
     * later change inserts, replaces or resets is bound as the change arrives, and each row that
     * leaves is unbound (a disposed one is just dropped). Binds this view model first unless it is
     * bound. Resolves with how many rows it bound now; a row disposed before its bind arrived is not
     * counted.
     */
    async bindItems(collection: string): Promise<number> {
        if (!this.mirror.itemTypes.get(this.type)?.get(collection)) {
            throw new Error(`${this.type} has no collection of view models named '${collection}'`);
        }
        if (!this.bound) await this.bind();
        this.followed.add(collection);
        const binding = this.rows(collection).filter((row) => !row.bound && !row.disposed);
        await Promise.all(binding.map((row) => row.bindQuietly()));
        return binding.filter((row) => row.bound).length;
    }

    /** Sets a property as a user's edit would and resolves with the version; the mirror holds what it ended at. */
    set(name: string, value: JSONValue): Promise<number> {
        const before = this.changes.get(name) ?? 0;
        return this.call("property/set", { property: name, value }, (result) => {
            if ((this.changes.get(name) ?? 0) === before) this.propertyValues[name] = value;
            const version = objectOf(result)["version"] as number;
            this.version = Math.max(this.version, version);
            return version;
        });
    }

    /** Runs a command and resolves with its output; an `input` of null or undefined sends none. */
    execute(name: string, input?: JSONValue): Promise<JSONValue> {
        const params: JSONObject = input === undefined || input === null ? { command: name } : { command: name, input };
        return this.call("command/execute", params, (result) => objectOf(result)["output"] ?? null);
    }

    /** Releases a view model this client created, and everything it pushed or holds. */
    dispose(): Promise<void> {
        return this.call("viewModel/dispose", {}, () => this.forget());
    }

    /** The user went back from this pushed view model: it is released, as by dispose(). */
    pop(): Promise<void> {
        return this.call("navigation/pop", {}, () => this.forget());
    }

    private call<T>(method: string, params: JSONObject, apply: (result: JSONValue) => T): Promise<T> {
        return this.mirror.client.call(method, { ...params, viewModel: this.id }, apply);
    }

    /** Binds this row without waiting to handle the answer (as a change brings it). */
    private bindQuietly(): Promise<void> {
        this.bound = true;
        return this.mirror.client.callQuietly("viewModel/bind", { viewModel: this.id }, (result) =>
            this.load(objectOf(result)),
        );
    }

    /** Unbinds a row that left a followed collection. */
    private unbindQuietly(): void {
        this.bound = false;
        void this.mirror.client.callQuietly("viewModel/unbind", { viewModel: this.id }, () => undefined);
    }

    /** The rows `collection` holds now. */
    private rows(collection: string): ViewModel[] {
        return (this.collectionItems[collection] ?? []).filter((item): item is ViewModel => item instanceof ViewModel);
    }

    /**
     * Binds the rows that joined a followed collection and unbinds those that left it. A row that
     * left a window is forgotten as well, so that scrolling does not gather mirrors; should it come
     * back, it comes with its snapshot.
     */
    private followRows(collection: string, before: CollectionItem[]): void {
        const rows = this.rows(collection);
        const listed = new Set(rows.map((row) => row.id));
        for (const row of rows) if (!row.bound && !row.disposed) void row.bindQuietly();
        const windowed = this.windowing.byName.has(collection);
        for (const row of before) {
            if (!(row instanceof ViewModel) || listed.has(row.id)) continue;
            if (row.bound && !row.disposed) row.unbindQuietly();
            if (windowed && this.mirror.viewModels.get(row.id) === row) this.mirror.viewModels.delete(row.id);
        }
    }

    /** @internal Takes a snapshot, or a bind result (the same without id and type), unless it is older. */
    load(state: JSONObject): void {
        const version = state["version"] as number;
        if (version < this.version) return;
        this.version = version;
        this.propertyValues = { ...objectOf(state["properties"]) };
        this.commandStates = {};
        for (const [name, command] of Object.entries(objectOf(state["commands"]))) {
            const fields = objectOf(command);
            this.commandStates[name] = { enabled: fields["enabled"] as boolean, executing: fields["executing"] as boolean };
        }
        const before = this.collectionItems;
        this.collectionItems = {};
        for (const [name, collection] of Object.entries(objectOf(state["collections"]))) {
            const items = objectOf(collection)["items"] as JSONValue[];
            this.collectionItems[name] = items.map((item) => this.item(name, item));
            this.windowing.load(name, objectOf(collection), this.mirror.client.defaultWindowCount ?? null);
        }
        for (const name of this.followed) this.followRows(name, before[name] ?? []);
    }

    /** @internal */
    applyProperty(params: JSONObject): void {
        if (!this.isNew(params["version"] as number)) return;
        const name = params["property"] as string;
        const value = params["value"] ?? null;
        this.propertyValues[name] = value;
        this.changes.set(name, (this.changes.get(name) ?? 0) + 1);
        for (const listener of this.listeners.property) listener(name, value);
    }

    /** @internal */
    applyCommand(params: JSONObject): void {
        if (!this.isNew(params["version"] as number)) return;
        this.commandStates[params["command"] as string] = {
            enabled: params["enabled"] as boolean,
            executing: params["executing"] as boolean,
        };
    }

    /** @internal */
    applyCollection(params: JSONObject): void {
        if (!this.isNew(params["version"] as number)) return;
        const name = params["collection"] as string;
        const items = (this.collectionItems[name] ??= []);
        const before = [...items];
        const changes = params["changes"] as JSONObject[];
        const offset = this.windowing.offset(name, params);
        for (const change of changes) applyChange(items, shifted(change, offset), (item) => this.item(name, item));
        if (this.followed.has(name)) this.followRows(name, before);
        for (const listener of this.listeners.collection) listener(name, changes);
    }

    /** @internal */
    emitEvent(name: string, payload: JSONValue): void {
        for (const listener of this.listeners.event) listener(name, payload);
    }

    /** @internal */
    emitPush(pushed: ViewModel): void {
        for (const listener of this.listeners.push) listener(pushed);
    }

    /** @internal */
    forget(): void {
        this.disposed = true;
        this.bound = false;
        this.mirror.viewModels.delete(this.id);
    }

    private item(collection: string, item: JSONValue): CollectionItem {
        if (!this.mirror.itemTypes.get(this.type)?.get(collection)) return item;
        const row = this.mirror.adopt(objectOf(item));
        row.rowOf = { owner: this, collection };
        return row;
    }

    private isNew(version: number): boolean {
        if (version <= this.version) return false;
        this.version = version;
        return true;
    }
}

/**
 * Applies one step of a collection/didChange to `items` (docs/protocol.md §9); `convert` turns a
 * wire item into what the list holds.
 */
function applyChange(
    items: CollectionItem[],
    change: JSONObject,
    convert: (item: JSONValue) => CollectionItem,
): void {
    const index = change["index"] as number;
    const incoming = () => (change["items"] as JSONValue[]).map(convert);
    switch (change["op"]) {
        case "insert":
            items.splice(index, 0, ...incoming());
            break;
        case "remove":
            items.splice(index, change["count"] as number);
            break;
        case "replace": {
            const replacing = incoming();
            items.splice(index, replacing.length, ...replacing);
            break;
        }
        case "move":
            items.splice(change["to"] as number, 0, ...items.splice(change["from"] as number, 1));
            break;
        case "reset":
            items.splice(0, items.length, ...incoming());
            break;
        default:
            throw new Error(`unknown collection op ${JSON.stringify(change["op"])}`);
    }
}
