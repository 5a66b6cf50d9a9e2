/** The wire form `{offset, count}` of `window`. */
export function windowSpec(window) {
    return typeof window === "number" ? { offset: 0, count: window } : { offset: window.offset ?? 0, count: window.count };
}
/** `{collection: {offset, count}}` of `windows`. */
export function windowSpecs(windows) {
    const specs = {};
    for (const [name, window] of Object.entries(windows))
        specs[name] = windowSpec(window);
    return specs;
}
/**
 * The part of one collection a view model's mirror holds: `count` items from `offset`, in the whole
 * collection's indices, of `total`. `items` are `owner.collections[name]`, which follow
 * `collection/didChange` as the window's do. The rows in a window made by `ViewModel.window` are
 * bound while they are in it and unbound as they leave it; reading a row that left throws
 * `NotBoundError`, as for any row not bound.
 */
export class CollectionWindow {
    owner;
    name;
    offset;
    count;
    total;
    constructor(owner, name, offset, count, total) {
        this.owner = owner;
        this.name = name;
        this.offset = offset;
        this.count = count;
        this.total = total;
    }
    /** The window's items, in order. */
    get items() {
        return this.owner.collections[this.name] ?? [];
    }
    /** Moves the window to `offset` (and to `count` items when given); resolves once its items are the server's answer. */
    async scroll(offset, count) {
        await this.owner.window(this.name, offset, count ?? this.count);
        return this;
    }
    /** Shows the whole collection again (`count: null`). */
    async close() {
        await this.owner.window(this.name, 0, null);
    }
}
/** The windows of one view model's collections, by name; a collection without one is whole. */
export class Windows {
    owner;
    byName = new Map();
    /** The counts this client asked for, by collection: a snapshot says only the offset. */
    asked = new Map();
    constructor(owner) {
        this.owner = owner;
    }
    /** Notes the counts of `{collection: {offset, count}}` sent with create, bind or get. */
    expect(windows) {
        if (windows === undefined || windows === null || typeof windows !== "object" || Array.isArray(windows))
            return;
        for (const [name, window] of Object.entries(windows)) {
            this.asked.set(name, window["count"]);
        }
    }
    /** Takes the window of a collection snapshot (`{version, count, offset?, items}`): windowed when it has an offset. */
    load(name, collection, defaultCount) {
        const offset = collection["offset"];
        if (typeof offset !== "number") {
            this.byName.delete(name);
            this.asked.delete(name);
            return;
        }
        const count = this.asked.has(name) ? (this.asked.get(name) ?? null) : defaultCount;
        const total = collection["count"];
        const window = this.byName.get(name);
        if (window === undefined) {
            this.byName.set(name, new CollectionWindow(this.owner, name, offset, count, total));
        }
        else {
            window.offset = offset;
            window.count = count;
            window.total = total;
        }
    }
    /** Where the steps of a collection/didChange apply in the items held (the window's offset), taking its `total`. */
    offset(name, params) {
        let window = this.byName.get(name);
        const total = params["total"];
        if (typeof total !== "number")
            return window?.offset ?? 0;
        if (window === undefined) {
            window = new CollectionWindow(this.owner, name, 0, this.asked.get(name) ?? null, total);
            this.byName.set(name, window);
        }
        window.total = total;
        return window.offset;
    }
}
/** A step of the whole collection as it applies to a window's items from `offset`. */
export function shifted(change, offset) {
    if (offset === 0 || typeof change["index"] !== "number")
        return change;
    return { ...change, index: change["index"] - offset };
}
