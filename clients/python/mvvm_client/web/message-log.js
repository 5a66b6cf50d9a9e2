// The message log: every message in and out, grouped under the request that caused it.
// Uses element.js, text.js and idKey (store.js).
"use strict";

class MessageLog {
  constructor(list, methodFilter, viewModelFilter, methodOptions, viewModelOptions) {
    this.list = list;
    this.methodFilter = methodFilter;
    this.viewModelFilter = viewModelFilter;
    this.methodOptions = methodOptions;
    this.viewModelOptions = viewModelOptions;
    this.groups = new Map();
    this.pending = [];
    this.methods = new Set();
    this.viewModels = new Set();
    this.limit = 2000;
    this.started = null;
    for (const input of [methodFilter, viewModelFilter]) input.addEventListener("input", () => this.refilter());
  }

  /** The log in the page's list `listId`, filtered by the page's method and view-model fields (the
   * session's log and the recording's share them). */
  static inPage(listId) {
    return new MessageLog(document.getElementById(listId), document.getElementById("filter-method"),
      document.getElementById("filter-vm"), document.getElementById("methods"), document.getElementById("view-models"));
  }

  clear() {
    this.list.replaceChildren();
    this.groups.clear();
    this.pending = [];
  }

  /** Logs a message; `from` is "client" or "server", `t` milliseconds since the session began.
   * `text` stands for a frame that was not JSON (a recording keeps it as it was). */
  add(from, message, t, request, text) {
    if (this.started === null) this.started = t;
    const atEnd = this.list.scrollHeight - this.list.scrollTop - this.list.clientHeight < 8;
    const entry = text === undefined ? this.entry(from, message, t, request) : this.unparsable(from, text, t);
    let container = this.list;
    if (from === "client" && message && message.method && message.id !== undefined) {
      const group = element("li", { class: "group" });
      const rows = element("ol", { class: "group-rows" });
      group.append(rows);
      group.rows = rows;
      group.methods = new Set();
      group.viewModels = new Set();
      this.groups.set(idKey(message.id), group);
      this.pending.push(idKey(message.id));
      this.list.append(group);
      container = rows;
      group.classList.add("pending");
    } else if (from === "server" && message && !message.method && !Array.isArray(message) && this.groups.has(idKey(message.id))) {
      const key = idKey(message.id);
      const group = this.groups.get(key);
      container = group.rows;
      group.classList.remove("pending");
      this.pending = this.pending.filter((one) => one !== key);
      this.groups.delete(key);
    } else if (this.pending.length > 0 && (from === "server" || (message && !Array.isArray(message) && !message.method))) {
      // What the server sends meanwhile, and the client's answers to the questions among it.
      container = this.groups.get(this.pending[0]).rows;
    }
    const group = container === this.list ? null : container.parentElement;
    if (group) {
      entry.methods.forEach((one) => group.methods.add(one));
      entry.viewModels.forEach((one) => group.viewModels.add(one));
    }
    container.append(entry.row);
    this.show(entry.row, entry);
    if (group) this.showGroup(group);
    while (this.list.children.length > this.limit) this.list.firstElementChild.remove();
    if (atEnd) this.list.scrollTop = this.list.scrollHeight;
    return entry.row;
  }

  unparsable(from, text, t) {
    const row = element("li", { class: `entry ${from} error` }, element("details", {},
      element("summary", {},
        element("span", { class: "arrow", "aria-label": from === "client" ? "sent" : "received", text: from === "client" ? "→" : "←" }),
        element("span", { class: "method", text: "unparsable frame" }),
        element("span", { class: "time", text: `${Math.round(t - this.started)} ms` })),
      element("pre", { text })));
    row.methods = new Set(["unparsable frame"]);
    row.viewModels = new Set();
    return { row, methods: row.methods, viewModels: row.viewModels };
  }

  entry(from, message, t, request) {
    const methods = new Set();
    const viewModels = new Set();
    const describe = (one) => {
      if (!one || typeof one !== "object") return "?";
      const params = one.params || {};
      for (const id of [params.viewModel, params.viewModel && params.viewModel.id, params.from]) {
        if (typeof id === "string") viewModels.add(id);
      }
      if (one.result && one.result.viewModel && one.result.viewModel.id) viewModels.add(one.result.viewModel.id);
      const answered = one.method ? null : (request && !Array.isArray(request) ? request : null);
      if (answered && answered.params && typeof answered.params.viewModel === "string") viewModels.add(answered.params.viewModel);
      const method = one.method || (answered ? answered.method : (one.error ? "error" : "response"));
      methods.add(method);
      return method;
    };
    let title;
    if (Array.isArray(message)) title = `batch of ${message.map(describe).join(", ")}`;
    else title = describe(message);
    const row = element("li", { class: `entry ${from}` });
    const arrow = from === "client" ? "→" : "←";
    const summary = element("summary", {},
      element("span", { class: "arrow", "aria-label": from === "client" ? "sent" : "received", text: arrow }),
      element("span", { class: "method", text: title }),
      element("span", { class: "detail", text: this.detail(message) }),
      element("span", { class: "time", text: `${Math.round(t - this.started)} ms` }));
    if (message && message.error) row.classList.add("error");
    row.append(element("details", {}, summary, element("pre", { text: JSON.stringify(message, null, 2) })));
    for (const method of methods) this.remember(this.methods, this.methodOptions, method);
    for (const id of viewModels) this.remember(this.viewModels, this.viewModelOptions, id);
    row.methods = methods;
    row.viewModels = viewModels;
    return { row, methods, viewModels };
  }

  detail(message) {
    if (Array.isArray(message) || !message) return "";
    if (message.error) return `${message.error.code} ${message.error.data ? message.error.data.kind : ""}: ${message.error.message}`;
    const params = message.params || {};
    if (message.method === "property/didChange" || message.method === "property/set") {
      return `${params.viewModel} ${params.property} = ${valueText(params.value)}`;
    }
    if (message.method === "command/didChange") {
      return `${params.viewModel} ${params.command}${params.enabled ? "" : " disabled"}${params.executing ? " executing" : ""}`;
    }
    if (message.method === "command/execute") return `${params.viewModel} ${params.command}`;
    if (message.method === "viewModel/event") return `${params.viewModel} ${params.event}`;
    if (message.method === "navigation/push") return `${params.viewModel.id} ${params.viewModel.type} from ${params.from}`;
    if (message.method === "collection/didChange") return `${params.viewModel} ${params.collection} ${(params.changes || []).map((one) => one.op).join(" ")}`;
    if (message.method === "viewModel/create") return params.type;
    if (message.method === "$/progress") {
      const value = params.value || {};
      return `${params.token} ${value.kind}${typeof value.percentage === "number" ? ` ${value.percentage}%` : ""}${value.message ? ` ${value.message}` : ""}`;
    }
    if (message.method === "window/showMessageRequest") return `#${message.id} ${params.message}`;
    if (message.method === "window/showDocument") return `#${message.id} ${params.uri}`;
    if (message.method === "$/cancelRequest" || message.method === "frontend/answerRefused") return `#${params.id}`;
    if (typeof params.viewModel === "string") return params.viewModel;
    if (message.id !== undefined && !message.method) return `#${message.id}`;
    return "";
  }

  remember(set, options, value) {
    if (set.has(value)) return;
    set.add(value);
    options.append(element("option", { value }));
  }

  matches(methods, viewModels) {
    const method = this.methodFilter.value.trim().toLowerCase();
    const viewModel = this.viewModelFilter.value.trim();
    const methodOK = !method || [...methods].some((one) => one.toLowerCase().includes(method));
    const viewModelOK = !viewModel || viewModels.has(viewModel);
    return methodOK && viewModelOK;
  }

  show(row, entry) {
    row.hidden = !this.matches(entry.methods, entry.viewModels);
  }

  showGroup(group) {
    group.hidden = ![...group.rows.children].some((row) => !row.hidden);
  }

  refilter() {
    for (const node of this.list.children) {
      if (node.classList.contains("group")) {
        for (const row of node.rows.children) row.hidden = !this.matches(row.methods, row.viewModels);
        this.showGroup(node);
      } else {
        node.hidden = !this.matches(node.methods, node.viewModels);
      }
    }
  }
}
