import { JSONObject, JSONValue } from "./json.js";

/** A window as `collection/window`, `initialize` and `windows` name it: `count` items from `offset`; a `count` of null is the whole collection. */
export interface WindowSpec {
    offset?: number;
    count: number | null;
}

/** A window given as its count alone, or as `{offset, count}`. */
export type WindowRequest = number | WindowSpec;

/** Windows by collection name, as `create`, `bind` and `get` take them. */
export type WindowRequests = { [collection: string]: WindowRequest };

/** The wire form `{offset, count}` of `window`. */
export function windowSpec(window: WindowRequest): JSONObject {
    return typeof window === "number" ? { offset: 0, count: window } : { offset: window.offset ?? 0, count: window.count };
}

/** `{collection: {offset, count}}` of `windows`. */
export function windowSpecs(windows: WindowRequests): JSONObject {
    const specs: JSONObject = {};
    for (const [name, window] of Object.entries(windows)) specs[name] = windowSpec(window);
    return specs;
}

/**
 * What a window needs of the view model that holds it (mirror.ts's `ViewModel`), named here so that
 * this module needs nothing from the mirror's, which builds on it.
 */
export interface WindowOwner<T> {
    readonly id: string;
    readonly collections: { [name: string]: T[] };
    window(collection: string, offset: number, count: number | null): Promise<CollectionWindow<T> | null>;
}

/**
 * The part of one collection a view model's mirror holds: `count` items from `offset`, in the whole
 * collection's indices, of `total`. `items` are `owner.collections[name]`, which follow
 * `collection/didChange` as the window's do. The rows in a window made by `ViewModel.window` are
 * bound while they are in it and unbound as they leave it; reading a row that left throws
 * `NotBoundError`, as for any row not bound.
 */
export class CollectionWindow<T> {
    constructor(
        readonly owner: WindowOwner<T>,
        readonly name: string,
        public offset: number,
        public count: number | null,
        public total: number,
    ) {}

    /** The window's items, in order. */
    get items(): T[] {
        return this.owner.collections[this.name] ?? [];
    }

    /** Moves the window to `offset` (and to `count` items when given); resolves once its items are the server's answer. */
    async scroll(offset: number, count?: number): Promise<this> {
        await this.owner.window(this.name, offset, count ?? this.count);
        return this;
    }

    /** Shows the whole collection again (`count: null`). */
    async close(): Promise<void> {
        await this.owner.window(this.name, 0, null);
    }
}

/** The windows of one view model's collections, by name; a collection without one is whole. */
export class Windows<T> {
    readonly byName = new Map<string, CollectionWindow<T>>();
    /** The counts this client asked for, by collection: a snapshot says only the offset. */
    readonly asked = new Map<string, number | null>();

    constructor(private readonly owner: WindowOwner<T>) {}

    /** Notes the counts of `{collection: {offset, count}}` sent with create, bind or get. */
    expect(windows: JSONValue | undefined): void {
        if (windows === undefined || windows === null || typeof windows !== "object" || Array.isArray(windows)) return;
        for (const [name, window] of Object.entries(windows)) {
            this.asked.set(name, (window as JSONObject)["count"] as number | null);
        }
    }

    /** Takes the window of a collection snapshot (`{version, count, offset?, items}`): windowed when it has an offset. */
    load(name: string, collection: JSONObject, defaultCount: number | null): void {
        const offset = collection["offset"];
        if (typeof offset !== "number") {
            this.byName.delete(name);
            this.asked.delete(name);
            return;
        }
        const count = this.asked.has(name) ? (this.asked.get(name) ?? null) : defaultCount;
        const total = collection["count"] as number;
        const window = this.byName.get(name);
        if (window === undefined) {
            this.byName.set(name, new CollectionWindow(this.owner, name, offset, count, total));
        } else {
            window.offset = offset;
            window.count = count;
            window.total = total;
        }
    }

    /** Where the steps of a collection/didChange apply in the items held (the window's offset), taking its `total`. */
    offset(name: string, params: JSONObject): number {
        let window = this.byName.get(name);
        const total = params["total"];
        if (typeof total !== "number") return window?.offset ?? 0;
        if (window === undefined) {
            window = new CollectionWindow(this.owner, name, 0, this.asked.get(name) ?? null, total);
            this.byName.set(name, window);
        }
        window.total = total;
        return window.offset;
    }
}

/** A step of the whole collection as it applies to a window's items from `offset`. */
export function shifted(change: JSONObject, offset: number): JSONObject {
    if (offset === 0 || typeof change["index"] !== "number") return change;
    return { ...change, index: (change["index"] as number) - offset };
}
