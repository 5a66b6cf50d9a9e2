import { objectOf } from "./json.js";
/** The server answered a request with a JSON-RPC error (docs/protocol.md §13). */
export class RPCError extends Error {
    code;
    /** The error's `data`, or an empty object. */
    data;
    constructor(code, message, data) {
        super(`${message} (code ${code})`);
        this.code = code;
        this.name = "RPCError";
        this.data = objectOf(data);
    }
    /** The stable name to branch on: `invalidValue`, `viewModelNotFound`, … */
    get kind() {
        const kind = this.data["kind"];
        return typeof kind === "string" ? kind : undefined;
    }
}
/**
 * A row of a collection was read while this client does not follow it. A row (a view model that came
 * as an item of a collection) changes only on the server; unless it is bound, the mirror holds a
 * snapshot that no longer follows it, so reading its `properties`, `commands` or `collections`
 * throws this rather than answer a stale value. `viewModel` and `type` name the row; bind it with
 * `row.bind()`, or every row of its collection, now and later, with `bindItems(collection)` on the
 * view model that holds it.
 */
export class NotBoundError extends Error {
    viewModel;
    type;
    constructor(viewModel, type, reason) {
        super(`row ${viewModel} (${type}) is not bound: ${reason}`);
        this.viewModel = viewModel;
        this.type = type;
        this.name = "NotBoundError";
    }
}
