import { ChildProcess, spawn } from "node:child_process";
import { env } from "node:process";
import { StringDecoder } from "node:string_decoder";
import { clearTimeout, setTimeout } from "node:timers";

import { RPCError } from "./errors.js";
import { JSONObject, JSONValue, objectOf } from "./json.js";
import { Caller, Mirror, ViewModel } from "./mirror.js";
import { WindowRequest, WindowRequests, windowSpec, windowSpecs } from "./window.js";

/** The protocol version the client speaks (docs/protocol.md §3.1). */
export const PROTOCOL_VERSION = "1.0";

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

interface Pending {
    apply: (result: JSONValue) => unknown;
    resolve: (value: unknown) => void;
    reject: (error: Error) => void;
}

interface Waiter {
    predicate: () => boolean;
    resolve: () => void;
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
export class Client implements Caller {
    /** The view models this client knows, by id. */
    readonly mirror: Mirror;
    /** The result of `initialize`: the server's name, version and capabilities. */
    info: JSONObject = {};
    private readonly pending = new Map<number, Pending>();
    private waiters: Waiter[] = [];
    private nextID = 1;
    private ended: string | null = null;
    /** The first error a callback threw, for the next call to report. */
    private callbackError: Error | null = null;
    private readonly exited: Promise<number | null>;
    /** The count of `defaultWindow`; null when collections come whole. */
    defaultWindowCount: number | null = null;

    private constructor(private readonly process: ChildProcess, readonly timeout: number) {
        this.mirror = new Mirror(this);
        this.exited = new Promise((resolve) => {
            process.once("exit", (code) => resolve(code));
            process.once("error", (error) => {
                this.end(`mvvm-server could not run: ${error.message}`);
                resolve(null);
            });
        });
        const decoder = new StringDecoder("utf8");
        let buffered = "";
        process.stdout.on("data", (chunk) => {
            const lines = (buffered + decoder.write(chunk)).split("\n");
            buffered = lines.pop() ?? "";
            for (const line of lines) {
                if (line.trim() !== "") this.dispatch(JSON.parse(line) as JSONObject);
            }
            this.checkWaiters();
        });
        process.stdout.on("end", () => this.end("mvvm-server closed its output"));
        // A write to a server that has gone fails here rather than as an uncaught error.
        process.stdin.on("error", (error) => this.end(`mvvm-server stopped reading: ${error.message}`));
    }

    /** Spawns the server and initializes a session with it. */
    static async start(options: ClientOptions = {}): Promise<Client> {
        const server = options.server ?? env["MVVM_SERVER"] ?? "mvvm-server";
        const args = [...(options.arguments ?? [])];
        if (options.clock !== undefined) args.push("--clock", options.clock);
        const process = spawn(server, args, { stdio: ["pipe", "pipe", options.stderr ?? "ignore"] });
        const client = new Client(process, options.timeout ?? 10_000);
        try {
            const params: JSONObject = {
                protocolVersion: PROTOCOL_VERSION,
                clientInfo: { name: options.clientName ?? "mvvm-client" },
            };
            if (options.defaultWindow !== undefined) {
                params["defaultWindow"] = windowSpec(options.defaultWindow);
                client.defaultWindowCount = objectOf(params["defaultWindow"])["count"] as number | null;
            }
            client.info = objectOf(await client.request("initialize", params));
            client.notify("initialized", {});
            const described = objectOf(await client.request("viewModel/describe", {}));
            for (const type of described["types"] as JSONObject[]) {
                const items = new Map<string, string | null>();
                for (const collection of type["collections"] as JSONObject[]) {
                    const itemType = collection["itemType"];
                    items.set(collection["name"] as string, typeof itemType === "string" ? itemType : null);
                }
                client.mirror.itemTypes.set(type["name"] as string, items);
            }
        } catch (error) {
            await client.close();
            throw error;
        }
        return client;
    }

    /** Creates a view model and returns its mirror, not bound yet; `args` is a JSON object, such as
     * a generated class's declared arguments; `windows` has its snapshot hold only those windows of
     * those collections (`viewModel.windows`). */
    create(type: string, args?: object, windows?: WindowRequests): Promise<ViewModel> {
        const params: JSONObject = args === undefined ? { type } : { type, arguments: args as JSONObject };
        if (windows !== undefined) params["windows"] = windowSpecs(windows);
        return this.call("viewModel/create", params, (result) =>
            this.mirror.adopt(objectOf(objectOf(result)["viewModel"]), params["windows"]),
        );
    }

    /** Sends a request and resolves with its result; an error response rejects with `RPCError`. */
    request(method: string, params?: JSONValue): Promise<JSONValue> {
        return this.call(method, params, (result) => result);
    }

    /** Sends a notification. */
    notify(method: string, params?: JSONValue): void {
        this.write(params === undefined ? { jsonrpc: "2.0", method } : { jsonrpc: "2.0", method, params });
    }

    /**
     * Sends a request; `apply(result)` runs as the response is read, before any later message is
     * applied, and what it returns is what the promise resolves with.
     */
    call<T>(method: string, params: JSONValue | undefined, apply: (result: JSONValue) => T): Promise<T> {
        if (this.callbackError !== null) {
            const error = this.callbackError;
            this.callbackError = null;
            return Promise.reject(error);
        }
        return this.send(method, params, apply);
    }

    /**
     * Sends a request nobody waits to handle (the binds that follow a collection's rows): resolves once
     * it is answered, whatever the answer. A viewModelNotFound error is dropped, since the view model
     * left meanwhile; any other rejects the next call.
     */
    callQuietly(method: string, params: JSONValue, apply: (result: JSONValue) => void): Promise<void> {
        return this.send(method, params, apply).catch((error: Error) => {
            if (!(error instanceof RPCError && error.kind === "viewModelNotFound")) this.callbackError ??= error;
        });
    }

    private send<T>(method: string, params: JSONValue | undefined, apply: (result: JSONValue) => T): Promise<T> {
        if (this.ended !== null) return Promise.reject(new Error(this.ended));
        const id = this.nextID++;
        const message: JSONObject = { jsonrpc: "2.0", id, method };
        if (params !== undefined) message["params"] = params;
        return new Promise<T>((resolve, reject) => {
            const timer = setTimeout(() => {
                this.pending.delete(id);
                reject(new Error(`no answer to ${method} (id ${id}) within ${this.timeout} ms`));
            }, this.timeout);
            this.pending.set(id, {
                apply,
                resolve: (value) => {
                    clearTimeout(timer);
                    resolve(value as T);
                },
                reject: (error) => {
                    clearTimeout(timer);
                    reject(error);
                },
            });
            this.write(message);
        });
    }

    /**
     * Moves a controlled clock forward and resolves with its time in milliseconds, once everything
     * due by then has run and reached the mirrors.
     */
    async advance(milliseconds: number): Promise<number> {
        return objectOf(await this.request("clock/advance", { milliseconds }))["now"] as number;
    }

    /** Resolves once `predicate()` holds, checking it after each message read; rejects after `timeout` ms. */
    waitUntil(predicate: () => boolean, timeout = this.timeout): Promise<void> {
        if (predicate()) return Promise.resolve();
        return new Promise((resolve, reject) => {
            const waiter: Waiter = {
                predicate,
                resolve: () => {
                    clearTimeout(timer);
                    resolve();
                },
            };
            const timer = setTimeout(() => {
                this.waiters = this.waiters.filter((other) => other !== waiter);
                reject(new Error(`condition not met within ${timeout} ms`));
            }, timeout);
            this.waiters.push(waiter);
        });
    }

    /** Sends `shutdown` and `exit`, then resolves with the server's exit status once it has ended. */
    async close(): Promise<number | null> {
        if (this.ended === null) {
            try {
                await this.request("shutdown");
                this.notify("exit");
            } catch {
                // The session is ending either way; the exit status says how.
            }
        }
        this.ended ??= "the client closed the session";
        this.process.stdin.end();
        const timer = setTimeout(() => this.process.kill("SIGKILL"), this.timeout);
        const status = await this.exited;
        clearTimeout(timer);
        return status;
    }

    private write(message: JSONObject): void {
        this.process.stdin.write(JSON.stringify(message) + "\n");
    }

    private dispatch(message: JSONObject): void {
        const method = message["method"];
        if (typeof method === "string") {
            // A request from the server needs a claim this client does not make (§18); only
            // notifications come.
            if ("id" in message) return;
            try {
                this.mirror.apply(method, objectOf(message["params"]));
            } catch (failure) {
                this.callbackError ??= failure instanceof Error ? failure : new Error(String(failure));
            }
            return;
        }
        const pending = this.pending.get(message["id"] as number);
        if (pending === undefined) return;
        this.pending.delete(message["id"] as number);
        const error = message["error"];
        if (error !== undefined) {
            const fields = objectOf(error);
            pending.reject(new RPCError(fields["code"] as number, fields["message"] as string, fields["data"]));
            return;
        }
        try {
            pending.resolve(pending.apply(message["result"] ?? null));
        } catch (failure) {
            pending.reject(failure instanceof Error ? failure : new Error(String(failure)));
        }
    }

    private checkWaiters(): void {
        const ready = this.waiters.filter((waiter) => waiter.predicate());
        this.waiters = this.waiters.filter((waiter) => !ready.includes(waiter));
        for (const waiter of ready) waiter.resolve();
    }

    private end(reason: string): void {
        this.ended ??= reason;
        for (const pending of this.pending.values()) pending.reject(new Error(reason));
        this.pending.clear();
    }
}
