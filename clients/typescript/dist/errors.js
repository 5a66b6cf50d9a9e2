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
