import { JSONObject, JSONValue } from "./json.js";
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
export declare class Mirror {
    readonly client: Caller;
    /** Every view model the client knows, by id. */
    readonly viewModels: Map<string, ViewModel>;
    /** For each type, each collection's item type, or null for plain values: what describe says. */
    readonly itemTypes: Map<string, Map<string, string | null>>;
    constructor(client: Caller);
    /** The mirror of the view model in `snapshot`, made or brought up to it. */
    adopt(snapshot: JSONObject): ViewModel;
    /** Applies one server notification; notifications about unknown view models are ignored. */
    apply(method: string, params: JSONObject): void;
}
/** What a collection holds: plain values, or the mirrors of its view models. */
export declare type CollectionItem = JSONValue | ViewModel;
/**
 * The mirror of one view model. `properties`, `commands` and `collections` follow the server once
 * `bind()` has answered (a snapshot's values before); `version` is the version they hold. Callbacks
 * run after the message is applied.
 */
export declare class ViewModel {
    private readonly mirror;
    readonly id: string;
    readonly type: string;
    version: number;
    properties: JSONObject;
    commands: {
        [name: string]: CommandState;
    };
    collections: {
        [name: string]: CollectionItem[];
    };
    bound: boolean;
    disposed: boolean;
    private readonly listeners;
    /** How many property/didChange each property received: a set not echoed left the value sent (§7.2). */
    private readonly changes;
    constructor(mirror: Mirror, id: string, type: string);
    /** `callback(name, value)` after a property changed. */
    onProperty(callback: (name: string, value: JSONValue) => void): void;
    /** `callback(name, changes)` after a collection/didChange was applied. */
    onCollection(callback: (name: string, changes: JSONObject[]) => void): void;
    /** `callback(name, payload)` for each one-shot event. */
    onEvent(callback: (name: string, payload: JSONValue) => void): void;
    /** `callback(viewModel)` with the mirror of each view model this one pushes. */
    onPush(callback: (pushed: ViewModel) => void): void;
    /** Binds every member; from the answer on, the mirror follows the server. */
    bind(): Promise<void>;
    /** Binds the view-model items of `collection` not bound yet; resolves with how many it bound. */
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
    private item;
    private isNew;
}
