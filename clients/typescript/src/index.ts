// A client for mvvm-server: spawns it, speaks JSON-RPC 2.0 (newline-delimited JSON) and mirrors the
// view models it hosts; and the base of the classes `generate --language typescript` writes. Node's
// standard library only.

export { Client, ClientOptions, PROTOCOL_VERSION } from "./client.js";
export { NotBoundError, RPCError } from "./errors.js";
export { JSONObject, JSONValue } from "./json.js";
export { Caller, CollectionItem, CommandState, Mirror, ViewModel } from "./mirror.js";
export { TypedViewModel, TypedWindow, TypedWindows, ViewModelClass } from "./typed.js";
export { CollectionWindow, WindowRequest, WindowRequests, WindowSpec } from "./window.js";
