export { Client, ClientOptions, PROTOCOL_VERSION } from "./client.js";
export { NotBoundError, RPCError } from "./errors.js";
export { JSONObject, JSONValue } from "./json.js";
export { Caller, CollectionItem, CommandState, Mirror, ViewModel } from "./mirror.js";
export { TypedViewModel, TypedWindow, TypedWindows, ViewModelClass } from "./typed.js";
export { CollectionWindow, WindowRequest, WindowRequests, WindowSpec } from "./window.js";
