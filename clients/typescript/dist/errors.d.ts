import { JSONObject, JSONValue } from "./json.js";
/** The server answered a request with a JSON-RPC error (docs/protocol.md §13). */
export declare class RPCError extends Error {
    readonly code: number;
    /** The error's `data`, or an empty object. */
    readonly data: JSONObject;
    constructor(code: number, message: string, data?: JSONValue);
    /** The stable name to branch on: `invalidValue`, `viewModelNotFound`, … */
    get kind(): string | undefined;
}
/**
 * A row of a collection was read while this client does not follow it. A row (a view model that came
 * as an item of a collection) changes only on the server; unless it is bound, the mirror holds a
 * snapshot that no longer follows it, so reading its `properties`, `commands` or `collections`
 * throws this rather than answer a stale value. `viewModel` and `type` name the row; bind it with
 * `row.bind()`, or every row of its collection, now and later, with `bindItems(collection)` on the
 * view model that holds it.
 */
export declare class NotBoundError extends Error {
    readonly viewModel: string;
    readonly type: string;
    constructor(viewModel: string, type: string, reason: string);
}
