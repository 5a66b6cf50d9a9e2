import { objectOf } from "./json.js";
/**
 * A local copy of the view models a client knows, by id, kept equal to the server's by applying
 * its notifications in the order they arrive (docs/protocol.md §4, §7, §9, §10).
 */
export class Mirror {
    client;
    /** Every view model the client knows, by id. */
    viewModels = new Map();
    /** For each type, each collection's item type, or null for plain values: what describe says. */
    itemTypes = new Map();
    constructor(client) {
        this.client = client;
    }
    /** The mirror of the view model in `snapshot`, made or brought up to it. */
    adopt(snapshot) {
        const id = snapshot["id"];
        let viewModel = this.viewModels.get(id);
        if (viewModel === undefined) {
            viewModel = new ViewModel(this, id, snapshot["type"]);
            this.viewModels.set(id, viewModel);
        }
        viewModel.load(snapshot);
        return viewModel;
    }
    /** Applies one server notification; notifications about unknown view models are ignored. */
    apply(method, params) {
        if (method === "navigation/push") {
            const pushed = this.adopt(objectOf(params["viewModel"]));
            this.viewModels.get(params["from"])?.emitPush(pushed);
            return;
        }
        const viewModel = this.viewModels.get(params["viewModel"]);
        if (viewModel === undefined)
            return;
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
                viewModel.emitEvent(params["event"], params["payload"] ?? null);
                break;
            case "viewModel/didDispose":
                viewModel.forget();
                break;
        }
    }
}
/**
 * The mirror of one view model. `properties`, `commands` and `collections` follow the server once
 * `bind()` has answered (a snapshot's values before); `version` is the version they hold. Callbacks
 * run after the message is applied.
 */
export class ViewModel {
    mirror;
    id;
    type;
    version = -1;
    properties = {};
    commands = {};
    collections = {};
    bound = false;
    disposed = false;
    listeners = {
        property: [],
        collection: [],
        event: [],
        push: [],
    };
    /** How many property/didChange each property received: a set not echoed left the value sent (§7.2). */
    changes = new Map();
    constructor(mirror, id, type) {
        this.mirror = mirror;
        this.id = id;
        this.type = type;
    }
    /** `callback(name, value)` after a property changed. */
    onProperty(callback) {
        this.listeners.property.push(callback);
    }
    /** `callback(name, changes)` after a collection/didChange was applied. */
    onCollection(callback) {
        this.listeners.collection.push(callback);
    }
    /** `callback(name, payload)` for each one-shot event. */
    onEvent(callback) {
        this.listeners.event.push(callback);
    }
    /** `callback(viewModel)` with the mirror of each view model this one pushes. */
    onPush(callback) {
        this.listeners.push.push(callback);
    }
    /** Binds every member; from the answer on, the mirror follows the server. */
    bind() {
        return this.call("viewModel/bind", {}, (result) => {
            this.load(objectOf(result));
            this.bound = true;
        });
    }
    /** Binds the view-model items of `collection` not bound yet; resolves with how many it bound. */
    async bindItems(collection) {
        const items = (this.collections[collection] ?? []).filter((item) => item instanceof ViewModel && !item.bound && !item.disposed);
        let count = 0;
        for (const item of items) {
            try {
                await item.bind();
                count += 1;
            }
            catch (error) {
                // An item disposed before its bind arrived is skipped.
                if (objectOf(error.data)["kind"] !== "viewModelNotFound")
                    throw error;
            }
        }
        return count;
    }
    /** Sets a property as a user's edit would and resolves with the version; the mirror holds what it ended at. */
    set(name, value) {
        const before = this.changes.get(name) ?? 0;
        return this.call("property/set", { property: name, value }, (result) => {
            if ((this.changes.get(name) ?? 0) === before)
                this.properties[name] = value;
            const version = objectOf(result)["version"];
            this.version = Math.max(this.version, version);
            return version;
        });
    }
    /** Runs a command and resolves with its output; an `input` of null or undefined sends none. */
    execute(name, input) {
        const params = input === undefined || input === null ? { command: name } : { command: name, input };
        return this.call("command/execute", params, (result) => objectOf(result)["output"] ?? null);
    }
    /** Releases a view model this client created, and everything it pushed or holds. */
    dispose() {
        return this.call("viewModel/dispose", {}, () => this.forget());
    }
    /** The user went back from this pushed view model: it is released, as by dispose(). */
    pop() {
        return this.call("navigation/pop", {}, () => this.forget());
    }
    call(method, params, apply) {
        return this.mirror.client.call(method, { ...params, viewModel: this.id }, apply);
    }
    /** @internal Takes a snapshot, or a bind result (the same without id and type), unless it is older. */
    load(state) {
        const version = state["version"];
        if (version < this.version)
            return;
        this.version = version;
        this.properties = { ...objectOf(state["properties"]) };
        this.commands = {};
        for (const [name, command] of Object.entries(objectOf(state["commands"]))) {
            const fields = objectOf(command);
            this.commands[name] = { enabled: fields["enabled"], executing: fields["executing"] };
        }
        this.collections = {};
        for (const [name, collection] of Object.entries(objectOf(state["collections"]))) {
            const items = objectOf(collection)["items"];
            this.collections[name] = items.map((item) => this.item(name, item));
        }
    }
    /** @internal */
    applyProperty(params) {
        if (!this.isNew(params["version"]))
            return;
        const name = params["property"];
        const value = params["value"] ?? null;
        this.properties[name] = value;
        this.changes.set(name, (this.changes.get(name) ?? 0) + 1);
        for (const listener of this.listeners.property)
            listener(name, value);
    }
    /** @internal */
    applyCommand(params) {
        if (!this.isNew(params["version"]))
            return;
        this.commands[params["command"]] = {
            enabled: params["enabled"],
            executing: params["executing"],
        };
    }
    /** @internal */
    applyCollection(params) {
        if (!this.isNew(params["version"]))
            return;
        const name = params["collection"];
        const items = (this.collections[name] ??= []);
        const changes = params["changes"];
        for (const change of changes)
            applyChange(items, change, (item) => this.item(name, item));
        for (const listener of this.listeners.collection)
            listener(name, changes);
    }
    /** @internal */
    emitEvent(name, payload) {
        for (const listener of this.listeners.event)
            listener(name, payload);
    }
    /** @internal */
    emitPush(pushed) {
        for (const listener of this.listeners.push)
            listener(pushed);
    }
    /** @internal */
    forget() {
        this.disposed = true;
        this.mirror.viewModels.delete(this.id);
    }
    item(collection, item) {
        return this.mirror.itemTypes.get(this.type)?.get(collection) ? this.mirror.adopt(objectOf(item)) : item;
    }
    isNew(version) {
        if (version <= this.version)
            return false;
        this.version = version;
        return true;
    }
}
/**
 * Applies one step of a collection/didChange to `items` (docs/protocol.md §9); `convert` turns a
 * wire item into what the list holds.
 */
function applyChange(items, change, convert) {
    const index = change["index"];
    const incoming = () => change["items"].map(convert);
    switch (change["op"]) {
        case "insert":
            items.splice(index, 0, ...incoming());
            break;
        case "remove":
            items.splice(index, change["count"]);
            break;
        case "replace": {
            const replacing = incoming();
            items.splice(index, replacing.length, ...replacing);
            break;
        }
        case "move":
            items.splice(change["to"], 0, ...items.splice(change["from"], 1));
            break;
        case "reset":
            items.splice(0, items.length, ...incoming());
            break;
        default:
            throw new Error(`unknown collection op ${JSON.stringify(change["op"])}`);
    }
}
