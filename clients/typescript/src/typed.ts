import type { Client } from "./client.js";
import { JSONValue } from "./json.js";
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
export class TypedWindow<V> {
    constructor(
        readonly window: CollectionWindow<CollectionItem>,
        private readonly read: (items: CollectionItem[]) => V[],
    ) {}

    /** The index of the first item in the whole collection. */
    get offset(): number {
        return this.window.offset;
    }

    /** How many items the window shows at most. */
    get count(): number | null {
        return this.window.count;
    }

    /** How many items the whole collection holds. */
    get total(): number {
        return this.window.total;
    }

    /** The window's items, in order. */
    get items(): V[] {
        return this.read(this.window.items);
    }

    /** Moves the window to `offset` (and to `count` items when given); resolves once its items are the server's answer. */
    async scroll(offset: number, count?: number): Promise<this> {
        await this.window.scroll(offset, count);
        return this;
    }

    /** Shows the whole collection again. */
    close(): Promise<void> {
        return this.window.close();
    }
}

/** Windows by collection name, as a generated class's `create`, `bind` and `get` take them. */
export type TypedWindows<L extends string> = { [C in L]?: WindowRequest };

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
export abstract class TypedViewModel<C extends string, L extends string = never> {
    constructor(readonly client: Client, readonly mirror: ViewModel) {}

    /** The view model's id on the wire. */
    get id(): string {
        return this.mirror.id;
    }

    /** Binds every member; from the answer on, the values follow the server. `windows` shows those collections through windows (`{ quotes: 50 }`). */
    bind(windows?: TypedWindows<L>): Promise<void> {
        return this.mirror.bind(windows as { [name: string]: WindowRequest } | undefined);
    }

    /** Replaces the mirror's state with `viewModel/get`'s snapshot (moving the `windows` given first). */
    async get(windows?: TypedWindows<L>): Promise<void> {
        await this.mirror.get(windows as { [name: string]: WindowRequest } | undefined);
    }

    /**
     * Binds every row of `collection`, now and as later changes bring them (binding this view model
     * first unless it is bound); resolves with how many it bound now. A row read while it is not
     * bound throws `NotBoundError`, never a stale value.
     */
    bindItems(collection: string): Promise<number> {
        return this.mirror.bindItems(collection);
    }

    /** Releases a view model this client created, and everything it pushed or holds. */
    dispose(): Promise<void> {
        return this.mirror.dispose();
    }

    /** The user went back from this pushed view model: it is released, as by dispose(). */
    pop(): Promise<void> {
        return this.mirror.pop();
    }

    /** Whether `command` is enabled and executing, as last reported. */
    commandState(command: C): CommandState {
        const state = this.mirror.commands[command];
        return { enabled: state.enabled, executing: state.executing };
    }

    protected readProperty(name: string): unknown {
        return this.mirror.properties[name];
    }

    protected async writeProperty(name: string, value: unknown): Promise<void> {
        await this.mirror.set(name, value as JSONValue);
    }

    protected runCommand(name: string, input: unknown): Promise<unknown> {
        return this.mirror.execute(name, input as JSONValue);
    }

    protected readValues(collection: string): unknown[] {
        return [...this.mirror.collections[collection]];
    }

    protected readItems<V>(collection: string, type: ViewModelClass<V>): V[] {
        return this.mirror.collections[collection].map((item) => new type(this.client, item as ViewModel));
    }

    /** Shows `count` items of `collection` from `offset`; `type` reads its rows, null for values. */
    protected async openWindow<V>(collection: string, offset: number, count: number, type: ViewModelClass<V> | null): Promise<TypedWindow<V>> {
        const window = await this.mirror.window(collection, offset, count);
        if (window === null) throw new Error(`${this.id} shows '${collection}' whole`);
        const read = type === null
            ? (items: CollectionItem[]) => items as unknown as V[]
            : (items: CollectionItem[]) => items.map((item) => new type(this.client, item as ViewModel));
        return new TypedWindow(window, read);
    }

    /** The view model with `id`, which the mirror must know (an item, a push). */
    protected toViewModel<V>(id: unknown, type: ViewModelClass<V>): V {
        const mirror = this.client.mirror.viewModels.get(id as string);
        if (mirror === undefined) throw new Error(`${String(id)} is not a view model this client has seen`);
        return new type(this.client, mirror);
    }

    protected toOptionalViewModel<V>(id: unknown, type: ViewModelClass<V>): V | null {
        return id === null || id === undefined ? null : this.toViewModel(id, type);
    }

    protected listenTo(event: string, callback: (payload: unknown) => void): void {
        this.mirror.onEvent((name, payload) => {
            if (name === event) callback(payload);
        });
    }

    protected listenToPushes(callback: (pushed: never) => void, types: ViewModelClass<unknown>[]): void {
        const deliver = callback as (pushed: unknown) => void;
        this.mirror.onPush((pushed) => {
            const type = types.find((candidate) => candidate.typeName === pushed.type);
            if (type !== undefined) deliver(new type(this.client, pushed));
        });
    }
}
