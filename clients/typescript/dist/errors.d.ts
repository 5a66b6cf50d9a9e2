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
