import type { Client } from "./client.js";
import { CommandState, ViewModel } from "./mirror.js";
/** A class `generate --language typescript` wrote: its type's wire name, and how to make one. */
export interface ViewModelClass<V> {
    readonly typeName: string;
    new (client: Client, mirror: ViewModel): V;
}
/**
 * A view model the server hosts, seen through its generated class: the base of every class
 * `generate` writes, parametrised by the names of the type's commands.
 *
 * Values are read from the mirror, which follows the server once `bind()` has answered (a
 * snapshot's values before). A row of a collection is read only while it is bound, by `bind()` or by
 * `bindItems` on the view model that holds it; reading it otherwise throws `NotBoundError` naming
 * it. The protected methods are what the generated classes are written
 * with; they add no protocol of their own.
 */
export declare abstract class TypedViewModel<C extends string> {
    readonly client: Client;
    readonly mirror: ViewModel;
    constructor(client: Client, mirror: ViewModel);
    /** The view model's id on the wire. */
    get id(): string;
    /** Binds every member; from the answer on, the values follow the server. */
    bind(): Promise<void>;
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
    /** The view model with `id`, which the mirror must know (an item, a push). */
    protected toViewModel<V>(id: unknown, type: ViewModelClass<V>): V;
    protected toOptionalViewModel<V>(id: unknown, type: ViewModelClass<V>): V | null;
    protected listenTo(event: string, callback: (payload: unknown) => void): void;
    protected listenToPushes(callback: (pushed: never) => void, types: ViewModelClass<unknown>[]): void;
}
