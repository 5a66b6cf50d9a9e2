import { JSONObject, JSONValue, objectOf } from "./json.js";

/**
 * What a mirror sends its view models' requests through: the `Client` that owns it. The mirror
 * names only this, so that it needs nothing from the client's module, which builds on this one.
 */
export interface Caller {
    /** Sends a request; `apply(result)` runs as the response is read, and the promise resolves with what it returns. */
    call<T>(method: string, params: JSONValue | undefined, apply: (result: JSONValue) => T): Promise<T>;
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

    /** The mirror of the view model in `snapshot`, made or brought up to it. */
    adopt(snapshot: JSONObject): ViewModel {
        const id = snapshot["id"] as string;
        let viewModel = this.viewModels.get(id);
        if (viewModel === undefined) {
            viewModel = new ViewModel(this, id, snapshot["type"] as string);
            this.viewModels.set(id, viewModel);
        }
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
 * `bind()` has answered (a snapshot's values before); `version` is the version they hold. Callbacks
 * run after the message is applied.
 */
export class ViewModel {
    version = -1;
    properties: JSONObject = {};
    commands: { [name: string]: CommandState } = {};
    collections: { [name: string]: CollectionItem[] } = {};
    bound = false;
    disposed = false;
    private readonly listeners = {
        property: [] as ((name: string, value: JSONValue) => void)[],
        collection: [] as ((name: string, changes: JSONObject[]) => void)[],
        event: [] as ((name: string, payload: JSONValue) => void)[],
        push: [] as ((pushed: ViewModel) => void)[],
    };
    /** How many property/didChange each property received: a set not echoed left the value sent (§7.2). */
    private readonly changes = new Map<string, number>();

    constructor(private readonly mirror: Mirror, readonly id: string, readonly type: string) {}

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

    /** Binds every member; from the answer on, the mirror follows the server. */
    bind(): Promise<void> {
        return this.call("viewModel/bind", {}, (result) => {
            this.load(objectOf(result));
            this.bound = true;
        });
    }

    /** Binds the view-model items of `collection` not bound yet; resolves with how many it bound. */
    async bindItems(collection: string): Promise<number> {
        const items = (this.collections[collection] ?? []).filter(
            (item): item is ViewModel => item instanceof ViewModel && !item.bound && !item.disposed,
        );
        let count = 0;
        for (const item of items) {
            try {
                await item.bind();
                count += 1;
            } catch (error) {
                // An item disposed before its bind arrived is skipped.
                if (objectOf((error as { data?: JSONValue }).data)["kind"] !== "viewModelNotFound") throw error;
            }
        }
        return count;
    }

    /** Sets a property as a user's edit would and resolves with the version; the mirror holds what it ended at. */
    set(name: string, value: JSONValue): Promise<number> {
        const before = this.changes.get(name) ?? 0;
        return this.call("property/set", { property: name, value }, (result) => {
            if ((this.changes.get(name) ?? 0) === before) this.properties[name] = value;
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

    /** @internal Takes a snapshot, or a bind result (the same without id and type), unless it is older. */
    load(state: JSONObject): void {
        const version = state["version"] as number;
        if (version < this.version) return;
        this.version = version;
        this.properties = { ...objectOf(state["properties"]) };
        this.commands = {};
        for (const [name, command] of Object.entries(objectOf(state["commands"]))) {
            const fields = objectOf(command);
            this.commands[name] = { enabled: fields["enabled"] as boolean, executing: fields["executing"] as boolean };
        }
        this.collections = {};
        for (const [name, collection] of Object.entries(objectOf(state["collections"]))) {
            const items = objectOf(collection)["items"] as JSONValue[];
            this.collections[name] = items.map((item) => this.item(name, item));
        }
    }

    /** @internal */
    applyProperty(params: JSONObject): void {
        if (!this.isNew(params["version"] as number)) return;
        const name = params["property"] as string;
        const value = params["value"] ?? null;
        this.properties[name] = value;
        this.changes.set(name, (this.changes.get(name) ?? 0) + 1);
        for (const listener of this.listeners.property) listener(name, value);
    }

    /** @internal */
    applyCommand(params: JSONObject): void {
        if (!this.isNew(params["version"] as number)) return;
        this.commands[params["command"] as string] = {
            enabled: params["enabled"] as boolean,
            executing: params["executing"] as boolean,
        };
    }

    /** @internal */
    applyCollection(params: JSONObject): void {
        if (!this.isNew(params["version"] as number)) return;
        const name = params["collection"] as string;
        const items = (this.collections[name] ??= []);
        const changes = params["changes"] as JSONObject[];
        for (const change of changes) applyChange(items, change, (item) => this.item(name, item));
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
        this.mirror.viewModels.delete(this.id);
    }

    private item(collection: string, item: JSONValue): CollectionItem {
        return this.mirror.itemTypes.get(this.type)?.get(collection) ? this.mirror.adopt(objectOf(item)) : item;
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
