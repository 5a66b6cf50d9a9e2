import { spawn } from "node:child_process";
import { env } from "node:process";
import { StringDecoder } from "node:string_decoder";
import { clearTimeout, setTimeout } from "node:timers";
import { RPCError } from "./errors.js";
import { objectOf } from "./json.js";
import { Mirror } from "./mirror.js";
import { windowSpec, windowSpecs } from "./window.js";
/** The protocol version the client speaks (docs/protocol.md §3.1). */
export const PROTOCOL_VERSION = "1.0";
/**
 * One mvvm-server child process and the session with it, over newline-delimited JSON.
 *
 * `start` spawns the server, initializes the session and describes every type. Each message the
 * server writes is applied as it is read, in order: a notification to the mirrored view models
 * (then their callbacks run), a response to the request waiting for it. An error a callback throws
 * rejects the next call. `close` shuts the session down and waits for the process, killing it if
 * it does not end.
 */
export class Client {
    process;
    timeout;
    /** The view models this client knows, by id. */
    mirror;
    /** The result of `initialize`: the server's name, version and capabilities. */
    info = {};
    pending = new Map();
    waiters = [];
    nextID = 1;
    ended = null;
    /** The first error a callback threw, for the next call to report. */
    callbackError = null;
    exited;
    /** The count of `defaultWindow`; null when collections come whole. */
    defaultWindowCount = null;
    constructor(process, timeout) {
        this.process = process;
        this.timeout = timeout;
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
                if (line.trim() !== "")
                    this.dispatch(JSON.parse(line));
            }
            this.checkWaiters();
        });
        process.stdout.on("end", () => this.end("mvvm-server closed its output"));
        // A write to a server that has gone fails here rather than as an uncaught error.
        process.stdin.on("error", (error) => this.end(`mvvm-server stopped reading: ${error.message}`));
    }
    /** Spawns the server and initializes a session with it. */
    static async start(options = {}) {
        const server = options.server ?? env["MVVM_SERVER"] ?? "mvvm-server";
        const args = [...(options.arguments ?? [])];
        if (options.clock !== undefined)
            args.push("--clock", options.clock);
        const process = spawn(server, args, { stdio: ["pipe", "pipe", options.stderr ?? "ignore"] });
        const client = new Client(process, options.timeout ?? 10000);
        try {
            const params = {
                protocolVersion: PROTOCOL_VERSION,
                clientInfo: { name: options.clientName ?? "mvvm-client" },
            };
            if (options.defaultWindow !== undefined) {
                params["defaultWindow"] = windowSpec(options.defaultWindow);
                client.defaultWindowCount = objectOf(params["defaultWindow"])["count"];
            }
            client.info = objectOf(await client.request("initialize", params));
            client.notify("initialized", {});
            const described = objectOf(await client.request("viewModel/describe", {}));
            for (const type of described["types"]) {
                const items = new Map();
                for (const collection of type["collections"]) {
                    const itemType = collection["itemType"];
                    items.set(collection["name"], typeof itemType === "string" ? itemType : null);
                }
                client.mirror.itemTypes.set(type["name"], items);
            }
        }
        catch (error) {
            await client.close();
            throw error;
        }
        return client;
    }
    /** Creates a view model and returns its mirror, not bound yet; `args` is a JSON object, such as
     * a generated class's declared arguments; `windows` has its snapshot hold only those windows of
     * those collections (`viewModel.windows`). */
    create(type, args, windows) {
        const params = args === undefined ? { type } : { type, arguments: args };
        if (windows !== undefined)
            params["windows"] = windowSpecs(windows);
        return this.call("viewModel/create", params, (result) => this.mirror.adopt(objectOf(objectOf(result)["viewModel"]), params["windows"]));
    }
    /** Sends a request and resolves with its result; an error response rejects with `RPCError`. */
    request(method, params) {
        return this.call(method, params, (result) => result);
    }
    /** Sends a notification. */
    notify(method, params) {
        this.write(params === undefined ? { jsonrpc: "2.0", method } : { jsonrpc: "2.0", method, params });
    }
    /**
     * Sends a request; `apply(result)` runs as the response is read, before any later message is
     * applied, and what it returns is what the promise resolves with.
     */
    call(method, params, apply) {
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
    callQuietly(method, params, apply) {
        return this.send(method, params, apply).catch((error) => {
            if (!(error instanceof RPCError && error.kind === "viewModelNotFound"))
                this.callbackError ??= error;
        });
    }
    send(method, params, apply) {
        if (this.ended !== null)
            return Promise.reject(new Error(this.ended));
        const id = this.nextID++;
        const message = { jsonrpc: "2.0", id, method };
        if (params !== undefined)
            message["params"] = params;
        return new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
                this.pending.delete(id);
                reject(new Error(`no answer to ${method} (id ${id}) within ${this.timeout} ms`));
            }, this.timeout);
            this.pending.set(id, {
                apply,
                resolve: (value) => {
                    clearTimeout(timer);
                    resolve(value);
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
    async advance(milliseconds) {
        return objectOf(await this.request("clock/advance", { milliseconds }))["now"];
    }
    /** Resolves once `predicate()` holds, checking it after each message read; rejects after `timeout` ms. */
    waitUntil(predicate, timeout = this.timeout) {
        if (predicate())
            return Promise.resolve();
        return new Promise((resolve, reject) => {
            const waiter = {
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
    async close() {
        if (this.ended === null) {
            try {
                await this.request("shutdown");
                this.notify("exit");
            }
            catch {
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
    write(message) {
        this.process.stdin.write(JSON.stringify(message) + "\n");
    }
    dispatch(message) {
        const method = message["method"];
        if (typeof method === "string") {
            // A request from the server needs a claim this client does not make (§18); only
            // notifications come.
            if ("id" in message)
                return;
            try {
                this.mirror.apply(method, objectOf(message["params"]));
            }
            catch (failure) {
                this.callbackError ??= failure instanceof Error ? failure : new Error(String(failure));
            }
            return;
        }
        const pending = this.pending.get(message["id"]);
        if (pending === undefined)
            return;
        this.pending.delete(message["id"]);
        const error = message["error"];
        if (error !== undefined) {
            const fields = objectOf(error);
            pending.reject(new RPCError(fields["code"], fields["message"], fields["data"]));
            return;
        }
        try {
            pending.resolve(pending.apply(message["result"] ?? null));
        }
        catch (failure) {
            pending.reject(failure instanceof Error ? failure : new Error(String(failure)));
        }
    }
    checkWaiters() {
        const ready = this.waiters.filter((waiter) => waiter.predicate());
        this.waiters = this.waiters.filter((waiter) => !ready.includes(waiter));
        for (const waiter of ready)
            waiter.resolve();
    }
    end(reason) {
        this.ended ??= reason;
        for (const pending of this.pending.values())
            pending.reject(new Error(reason));
        this.pending.clear();
    }
}
