import { JSONObject, JSONValue } from "./json.js";
import { Caller, Mirror, ViewModel } from "./mirror.js";
import { WindowRequest, WindowRequests } from "./window.js";
/** The protocol version the client speaks (docs/protocol.md §3.1). */
export declare const PROTOCOL_VERSION = "1.0";
/** How `Client.start` runs the server. */
export interface ClientOptions {
    /** The server's path; else $MVVM_SERVER, else `mvvm-server` on PATH. */
    server?: string;
    /** The server's command-line options. */
    arguments?: readonly string[];
    /** `controlled`: time moves only with `advance()` (docs/protocol.md §17.1). */
    clock?: "real" | "controlled";
    /** How long a request waits for its answer, in milliseconds (default 10,000). */
    timeout?: number;
    /** Where the server's log goes (default: nowhere). */
    stderr?: "ignore" | "inherit";
    /** The name `initialize` gives the server. */
    clientName?: string;
    /** `initialize`'s `defaultWindow`: the window of every collection the client does not window itself, pushed screens' included (default: whole). */
    defaultWindow?: WindowRequest;
}
/**
 * One mvvm-server child process and the session with it, over newline-delimited JSON.
 *
 * `start` spawns the server, initializes the session and describes every type. Each message the
 * server writes is applied as it is read, in order: a notification to the mirrored view models
 * (then their callbacks run), a response to the request waiting for it. An error a callback throws
 * rejects the next call. `close` shuts the session down and waits for the process, killing it if
 * it does not end.
 */
export declare class Client implements Caller {
    private readonly process;
    readonly timeout: number;
    /** The view models this client knows, by id. */
    readonly mirror: Mirror;
    /** The result of `initialize`: the server's name, version and capabilities. */
    info: JSONObject;
    private readonly pending;
    private waiters;
    private nextID;
    private ended;
    /** The first error a callback threw, for the next call to report. */
    private callbackError;
    private readonly exited;
    /** The count of `defaultWindow`; null when collections come whole. */
    defaultWindowCount: number | null;
    private constructor();
    /** Spawns the server and initializes a session with it. */
    static start(options?: ClientOptions): Promise<Client>;
    /** Creates a view model and returns its mirror, not bound yet; `args` is a JSON object, such as
     * a generated class's declared arguments; `windows` has its snapshot hold only those windows of
     * those collections (`viewModel.windows`). */
    create(type: string, args?: object, windows?: WindowRequests): Promise<ViewModel>;
    /** Sends a request and resolves with its result; an error response rejects with `RPCError`. */
    request(method: string, params?: JSONValue): Promise<JSONValue>;
    /** Sends a notification. */
    notify(method: string, params?: JSONValue): void;
    /**
     * Sends a request; `apply(result)` runs as the response is read, before any later message is
     * applied, and what it returns is what the promise resolves with.
     */
    call<T>(method: string, params: JSONValue | undefined, apply: (result: JSONValue) => T): Promise<T>;
    /**
     * Sends a request nobody waits to handle (the binds that follow a collection's rows): resolves once
     * it is answered, whatever the answer. A viewModelNotFound error is dropped, since the view model
     * left meanwhile; any other rejects the next call.
     */
    callQuietly(method: string, params: JSONValue, apply: (result: JSONValue) => void): Promise<void>;
    private send;
    /**
     * Moves a controlled clock forward and resolves with its time in milliseconds, once everything
     * due by then has run and reached the mirrors.
     */
    advance(milliseconds: number): Promise<number>;
    /** Resolves once `predicate()` holds, checking it after each message read; rejects after `timeout` ms. */
    waitUntil(predicate: () => boolean, timeout?: number): Promise<void>;
    /** Sends `shutdown` and `exit`, then resolves with the server's exit status once it has ended. */
    close(): Promise<number | null>;
    private write;
    private dispatch;
    private checkWaiters;
    private end;
}
