import { JSONObject, JSONValue, objectOf } from "./json.js";

/** The server answered a request with a JSON-RPC error (docs/protocol.md §13). */
export class RPCError extends Error {
    /** The error's `data`, or an empty object. */
    readonly data: JSONObject;

    constructor(readonly code: number, message: string, data?: JSONValue) {
        super(`${message} (code ${code})`);
        this.name = "RPCError";
        this.data = objectOf(data);
    }

    /** The stable name to branch on: `invalidValue`, `viewModelNotFound`, … */
    get kind(): string | undefined {
        const kind = this.data["kind"];
        return typeof kind === "string" ? kind : undefined;
    }
}
