// The live session: the bridge's event stream in, posts out, requests paired with responses.
// Uses toasts.js and idKey (store.js).
"use strict";

class Connection {
  constructor(store, log, onExit, onServer) {
    this.store = store;
    this.log = log;
    this.onExit = onExit;
    this.onServer = onServer;
    this.nextId = 1;
    this.pending = new Map();
    this.outbox = [];
    this.posting = false;
    this.session = null;
    this.started = performance.now();
  }

  open() {
    return new Promise((resolve, reject) => {
      const source = new EventSource("events");
      this.source = source;
      source.addEventListener("session", (event) => {
        this.session = JSON.parse(event.data).session;
        resolve();
      });
      source.addEventListener("message", (event) => this.received(event.data));
      source.addEventListener("exit", (event) => {
        source.close();
        this.onExit(JSON.parse(event.data).status);
      });
      source.addEventListener("error", () => {
        if (!this.session) {
          source.close();
          reject(new Error("no bridge answered: start the page with python3 -m mvvm_client.inspector"));
        }
      });
    });
  }

  received(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch (error) {
      return;
    }
    const request = this.store.incoming(message);
    this.log.add("server", message, performance.now() - this.started, request);
    for (const one of Array.isArray(message) ? message : [message]) {
      if (one && one.method) this.onServer(one);
      if (!one || one.method || !this.pending.has(idKey(one.id))) continue;
      const { resolve, reject } = this.pending.get(idKey(one.id));
      this.pending.delete(idKey(one.id));
      if (one.error) reject(one.error);
      else resolve(one.result);
    }
  }

  request(method, params) {
    const id = this.nextId;
    this.nextId += 1;
    const message = { jsonrpc: "2.0", id, method };
    if (params !== undefined) message.params = params;
    const answer = new Promise((resolve, reject) => this.pending.set(idKey(id), { resolve, reject }));
    this.send(message);
    return answer;
  }

  notify(method, params) {
    const message = { jsonrpc: "2.0", method };
    if (params !== undefined) message.params = params;
    this.send(message);
  }

  /** Answers the server's request `question` with `response`: `{result}` or `{error}`. */
  answer(question, response) {
    this.send({ jsonrpc: "2.0", id: question.id, ...response }, question);
  }

  send(message, question) {
    this.store.outgoing(message);
    this.log.add("client", message, performance.now() - this.started, question);
    this.outbox.push(JSON.stringify(message));
    this.flush();
  }

  /** Posts what waits, one post at a time, so the server reads messages in the order sent. */
  flush() {
    if (this.posting || !this.outbox.length) return;
    this.posting = true;
    const body = this.outbox.join("\n");
    this.outbox = [];
    fetch(`send?session=${encodeURIComponent(this.session)}`, { method: "POST", body })
      .then((response) => {
        if (!response.ok) toast("The bridge refused a message", `HTTP ${response.status}`, "error");
      }, (error) => toast("The bridge is unreachable", error.message, "error"))
      .finally(() => {
        this.posting = false;
        this.flush();
      });
  }
}
