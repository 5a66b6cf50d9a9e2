import { JSONObject, JSONValue } from "./json.js";
/** A window as `collection/window`, `initialize` and `windows` name it: `count` items from `offset`; a `count` of null is the whole collection. */
export interface WindowSpec {
    offset?: number;
    count: number | null;
}
/** A window given as its count alone, or as `{offset, count}`. */
export declare type WindowRequest = number | WindowSpec;
/** Windows by collection name, as `create`, `bind` and `get` take them. */
export declare type WindowRequests = {
    [collection: string]: WindowRequest;
};
/** The wire form `{offset, count}` of `window`. */
export declare function windowSpec(window: WindowRequest): JSONObject;
/** `{collection: {offset, count}}` of `windows`. */
export declare function windowSpecs(windows: WindowRequests): JSONObject;
/**
 * What a window needs of the view model that holds it (mirror.ts's `ViewModel`), named here so that
 * this module needs nothing from the mirror's, which builds on it.
 */
export interface WindowOwner<T> {
    readonly id: string;
    readonly collections: {
        [name: string]: T[];
    };
    window(collection: string, offset: number, count: number | null): Promise<CollectionWindow<T> | null>;
}
/**
 * The part of one collection a view model's mirror holds: `count` items from `offset`, in the whole
 * collection's indices, of `total`. `items` are `owner.collections[name]`, which follow
 * `collection/didChange` as the window's do. The rows in a window made by `ViewModel.window` are
 * bound while they are in it and unbound as they leave it; reading a row that left throws
 * `NotBoundError`, as for any row not bound.
 */
export declare class CollectionWindow<T> {
    readonly owner: WindowOwner<T>;
    readonly name: string;
    offset: number;
    count: number | null;
    total: number;
    constructor(owner: WindowOwner<T>, name: string, offset: number, count: number | null, total: number);
    /** The window's items, in order. */
    get items(): T[];
    /** Moves the window to `offset` (and to `count` items when given); resolves once its items are the server's answer. */
    scroll(offset: number, count?: number): Promise<this>;
    /** Shows the whole collection again (`count: null`). */
    close(): Promise<void>;
}
/** The windows of one view model's collections, by name; a collection without one is whole. */
export declare class Windows<T> {
    private readonly owner;
    readonly byName: Map<string, CollectionWindow<T>>;
    /** The counts this client asked for, by collection: a snapshot says only the offset. */
    readonly asked: Map<string, number | null>;
    constructor(owner: WindowOwner<T>);
    /** Notes the counts of `{collection: {offset, count}}` sent with create, bind or get. */
    expect(windows: JSONValue | undefined): void;
    /** Takes the window of a collection snapshot (`{version, count, offset?, items}`): windowed when it has an offset. */
    load(name: string, collection: JSONObject, defaultCount: number | null): void;
    /** Where the steps of a collection/didChange apply in the items held (the window's offset), taking its `total`. */
    offset(name: string, params: JSONObject): number;
}
/** A step of the whole collection as it applies to a window's items from `offset`. */
export declare function shifted(change: JSONObject, offset: number): JSONObject;
