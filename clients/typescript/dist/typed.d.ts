import type { Client } from "./client.js";
import { CollectionItem, CommandState, ViewModel } from "./mirror.js";
import { CollectionWindow, WindowRequest } from "./window.js";
/** A class `generate --language typescript` wrote: its type's wire name, and how to make one. */
export interface ViewModelClass<V> {
    readonly typeName: string;
    new (client: Client, mirror: ViewModel): V;
}
/**
 * A window on one collection, typed: `count` items from `offset` of the `total` (docs/protocol.md
 * §9.3), read as the generated classes read the whole collection. A generated `windowNAME` method
 * makes one; it follows the server as the collection's changes arrive, and its rows are bound while
 * they are in it.
 */
export declare class TypedWindow<V> {
    readonly window: CollectionWindow<CollectionItem>;
    private readonly read;
    constructor(window: CollectionWindow<CollectionItem>, read: (items: CollectionItem[]) => V[]);
    /** The index of the first item in the whole collection. */
    get offset(): number;
    /** How many items the window shows at most. */
    get count(): number | null;
    /** How many items the whole collection holds. */
    get total(): number;
    /** The window's items, in order. */
    get items(): V[];
    /** Moves the window to `offset` (and to `count` items when given); resolves once its items are the server's answer. */
    scroll(offset: number, count?: number): Promise<this>;
    /** Shows the whole collection again. */
    close(): Promise<void>;
}
/** Windows by collection name, as a generated class's `create`, `bind` and `get` take them. */
export declare type TypedWindows<L extends string> = {
    [C in L]?: WindowRequest;
};
/**
 * A view model the server hosts, seen through its generated class: the base of every class
 * `generate` writes, parametrised by the names of the type's commands and of its collections.
 *
 * Values are read from the mirror, which follows the server once `bind()` has answered (a
 * snapshot's values before). A row of a collection is read only while it is bound, by `bind()` or by
 * `bindItems` on the view model that holds it; reading it otherwise throws `NotBoundError` naming
 * it. The protected methods are what the generated classes are written
 * with; they add no protocol of their own.
 */
export declare abstract class TypedViewModel<C extends string, L extends string = never> {
    readonly client: Client;
    readonly mirror: ViewModel;
    constructor(client: Client, mirror: ViewModel);
    /** The view model's id on the wire. */
    get id(): string;
    /** Binds every member; from the answer on, the values follow the server. `windows` shows those collections through windows (`{ quotes: 50 }`). */
    bind(windows?: TypedWindows<L>): Promise<void>;
    /** Replaces the mirror's state with `viewModel/get`'s snapshot (moving the `windows` given first). */
    get(windows?: TypedWindows<L>): Promise<void>;
    /**
     * Binds every row of `collection`, now and as later changes bring them (binding this view model
     * first unless it is bound); resolves with how many it bound now. A row read while it is not
     * bound throws `NotBoundError`, never a stale value.
     */
    bindItems(collection: string): Promise<number>;
    /** Releases a view model this client created, and everything it pushed or holds. */
    dispose(): Promise<void>;
    /** The user went back from this pushed view model: it is released, as by dispose(). */
    pop(): Promise<void>;
    /** Whether `command` is enabled and executing, as last reported. */
    commandState(command: C): CommandState;
    protected readProperty(name: string): unknown;
    protected writeProperty(name: string, value: unknown): Promise<void>;
    protected runCommand(name: string, input: unknown): Promise<unknown>;
    protected readValues(collection: string): unknown[];
    protected readItems<V>(collection: string, type: ViewModelClass<V>): V[];
    /** Shows `count` items of `collection` from `offset`; `type` reads its rows, null for values. */
    protected openWindow<V>(collection: string, offset: number, count: number, type: ViewModelClass<V> | null): Promise<TypedWindow<V>>;
    /** The view model with `id`, which the mirror must know (an item, a push). */
    protected toViewModel<V>(id: unknown, type: ViewModelClass<V>): V;
    protected toOptionalViewModel<V>(id: unknown, type: ViewModelClass<V>): V | null;
    protected listenTo(event: string, callback: (payload: unknown) => void): void;
    protected listenToPushes(callback: (pushed: never) => void, types: ViewModelClass<unknown>[]): void;
}
