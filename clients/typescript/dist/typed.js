/**
 * A window on one collection, typed: `count` items from `offset` of the `total` (docs/protocol.md
 * §9.3), read as the generated classes read the whole collection. A generated `windowNAME` method
 * makes one; it follows the server as the collection's changes arrive, and its rows are bound while
 * they are in it.
 */
export class TypedWindow {
    window;
    read;
    constructor(window, read) {
        this.window = window;
        this.read = read;
    }
    /** The index of the first item in the whole collection. */
    get offset() {
        return this.window.offset;
    }
    /** How many items the window shows at most. */
    get count() {
        return this.window.count;
    }
    /** How many items the whole collection holds. */
    get total() {
        return this.window.total;
    }
    /** The window's items, in order. */
    get items() {
        return this.read(this.window.items);
    }
    /** Moves the window to `offset` (and to `count` items when given); resolves once its items are the server's answer. */
    async scroll(offset, count) {
        await this.window.scroll(offset, count);
        return this;
    }
    /** Shows the whole collection again. */
    close() {
        return this.window.close();
    }
}
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
export class TypedViewModel {
    client;
    mirror;
    constructor(client, mirror) {
        this.client = client;
        this.mirror = mirror;
    }
    /** The view model's id on the wire. */
    get id() {
        return this.mirror.id;
    }
    /** Binds every member; from the answer on, the values follow the server. `windows` shows those collections through windows (`{ quotes: 50 }`). */
    bind(windows) {
        return this.mirror.bind(windows);
    }
    /** Replaces the mirror's state with `viewModel/get`'s snapshot (moving the `windows` given first). */
    async get(windows) {
        await this.mirror.get(windows);
    }
    /**
     * Binds every row of `collection`, now and as later changes bring them (binding this view model
     * first unless it is bound); resolves with how many it bound now. A row read while it is not
     * bound throws `NotBoundError`, never a stale value.
     */
    bindItems(collection) {
        return this.mirror.bindItems(collection);
    }
    /** Releases a view model this client created, and everything it pushed or holds. */
    dispose() {
        return this.mirror.dispose();
    }
    /** The user went back from this pushed view model: it is released, as by dispose(). */
    pop() {
        return this.mirror.pop();
    }
    /** Whether `command` is enabled and executing, as last reported. */
    commandState(command) {
        const state = this.mirror.commands[command];
        return { enabled: state.enabled, executing: state.executing };
    }
    readProperty(name) {
        return this.mirror.properties[name];
    }
    async writeProperty(name, value) {
        await this.mirror.set(name, value);
    }
    runCommand(name, input) {
        return this.mirror.execute(name, input);
    }
    readValues(collection) {
        return [...this.mirror.collections[collection]];
    }
    readItems(collection, type) {
        return this.mirror.collections[collection].map((item) => new type(this.client, item));
    }
    /** Shows `count` items of `collection` from `offset`; `type` reads its rows, null for values. */
    async openWindow(collection, offset, count, type) {
        const window = await this.mirror.window(collection, offset, count);
        if (window === null)
            throw new Error(`${this.id} shows '${collection}' whole`);
        const read = type === null
            ? (items) => items
            : (items) => items.map((item) => new type(this.client, item));
        return new TypedWindow(window, read);
    }
    /** The view model with `id`, which the mirror must know (an item, a push). */
    toViewModel(id, type) {
        const mirror = this.client.mirror.viewModels.get(id);
        if (mirror === undefined)
            throw new Error(`${String(id)} is not a view model this client has seen`);
        return new type(this.client, mirror);
    }
    toOptionalViewModel(id, type) {
        return id === null || id === undefined ? null : this.toViewModel(id, type);
    }
    listenTo(event, callback) {
        this.mirror.onEvent((name, payload) => {
            if (name === event)
                callback(payload);
        });
    }
    listenToPushes(callback, types) {
        const deliver = callback;
        this.mirror.onPush((pushed) => {
            const type = types.find((candidate) => candidate.typeName === pushed.type);
            if (type !== undefined)
                deliver(new type(this.client, pushed));
        });
    }
}
