// The mvvm-server inspector: renders any view model from `viewModel/describe` alone, logs every
// message, and replays recordings. Plain JavaScript, no build step; see clients/web/README.md.
"use strict";

// ---------------------------------------------------------------------------------------------
// Schemas: what kind of control a JSON Schema from `viewModel/describe` asks for.

/** A command whose input schema is this takes no input (docs/protocol.md §5.1). */
function takesNoInput(schema) {
  return !!schema && Array.isArray(schema.type) && schema.type.includes("null") && schema.type.includes("object") &&
    schema.maxProperties === 0;
}

/**
 * The control a schema asks for: `{kind, nullable, options, viewModelType}` where kind is one of
 * boolean, integer, number, string, enum, reference (a view model's id) or json (anything else;
 * `acceptsText` when a string is one of its choices, so text that is not JSON is taken as one).
 */
function controlKind(schema) {
  schema = schema || {};
  let nullable = false;
  const union = schema.anyOf || schema.oneOf;
  if (Array.isArray(union)) {
    const rest = union.filter((member) => !(member && member.type === "null"));
    nullable = rest.length < union.length;
    if (rest.length === 1) return { ...controlKind(rest[0]), nullable };
    if (rest.every((member) => member && "const" in member)) {
      return { kind: "enum", nullable, options: rest.map((member) => member.const) };
    }
    return { kind: "json", nullable, acceptsText: rest.some((member) => member && member.type === "string") };
  }
  if (Array.isArray(schema.enum)) return { kind: "enum", nullable, options: schema.enum };
  let type = schema.type;
  if (Array.isArray(type)) {
    nullable = type.includes("null");
    const rest = type.filter((name) => name !== "null");
    type = rest.length === 1 ? rest[0] : undefined;
  }
  if (type === "string" && schema["x-viewModelType"]) {
    return { kind: "reference", nullable, viewModelType: schema["x-viewModelType"] };
  }
  if (type === "boolean" || type === "integer" || type === "number" || type === "string") return { kind: type, nullable };
  return { kind: "json", nullable };
}

/** A value as one short line of text. */
function valueText(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** A schema that fits a value seen on the wire, for recordings that never asked for a description. */
function schemaOfValue(value) {
  if (value === null) return {};
  if (typeof value === "boolean") return { type: "boolean" };
  if (typeof value === "number") return { type: "number" };
  if (typeof value === "string") return { type: "string" };
  return {};
}

function isSnapshot(value) {
  return !!value && typeof value === "object" && typeof value.id === "string" && typeof value.type === "string" &&
    value.properties && typeof value.properties === "object";
}

function idKey(id) {
  return JSON.stringify(id);
}

function element(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") node.className = value;
    else if (name === "text") node.textContent = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

let fieldCounter = 0;
function fieldId(prefix) {
  fieldCounter += 1;
  return `${prefix}-${fieldCounter}`;
}

// ---------------------------------------------------------------------------------------------
// Store: the view models as the messages so far describe them. The live session and the
// recording player feed it the same way: every message out, then every message in.

class Store {
  constructor() {
    this.viewModels = new Map();
    this.types = new Map();
    this.requests = new Map();
    this.propertyChanges = new Map();
    this.changesBefore = new Map();
    this.roots = [];
    this.presenters = new Map();
    this.events = [];
    this.serverInfo = null;
    this.viewModelTypes = [];
    this.listeners = new Set();
  }

  /** Calls `listener(change)` for every change: `{id, kind, name}`, kind being property, command,
   * collection, version, dispose, push, create, event, describe or initialize. */
  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change) {
    for (const listener of [...this.listeners]) listener(change);
  }

  /** A message the client sent. */
  outgoing(message) {
    if (Array.isArray(message)) return message.forEach((one) => this.outgoing(one));
    if (!message || !message.method || message.id === undefined) return;
    this.requests.set(idKey(message.id), message);
    if (message.method === "property/set" && message.params) {
      this.changesBefore.set(idKey(message.id),
        this.propertyChanges.get(this.propertyKey(message.params.viewModel, message.params.property)) || 0);
    }
  }

  propertyKey(id, property) {
    return JSON.stringify([id, property]);
  }

  /** A message the server sent; returns the request a response answers, if any. */
  incoming(message) {
    if (Array.isArray(message)) {
      message.forEach((one) => this.incoming(one));
      return undefined;
    }
    if (!message || typeof message !== "object") return undefined;
    if (message.method) {
      this.notification(message.method, message.params || {});
      return undefined;
    }
    const request = this.requests.get(idKey(message.id));
    this.requests.delete(idKey(message.id));
    if (request && "result" in message) this.result(request, message.result, this.changesBefore.get(idKey(message.id)));
    this.changesBefore.delete(idKey(message.id));
    return request;
  }

  /** The type's description, or one inferred from a snapshot when the session never asked. */
  describe(type) {
    return this.types.get(type) || this.inferredType(type);
  }

  inferredType(type) {
    const example = [...this.viewModels.values()].find((model) => model.type === type);
    if (!example) return { name: type, doc: "", properties: [], commands: [], collections: [], events: [] };
    return {
      name: type, doc: "(not described in this session; inferred from its values)",
      properties: Object.entries(example.properties).map(([name, value]) => ({ name, schema: schemaOfValue(value), readOnly: true, doc: "" })),
      commands: Object.keys(example.commands).map((name) => ({ name, inputSchema: { type: ["null", "object"], maxProperties: 0 }, doc: "" })),
      collections: Object.entries(example.collections).map(([name, collection]) => ({ name, itemType: collection.itemType || undefined })),
      events: [],
    };
  }

  result(request, result, changesBefore) {
    const params = request.params || {};
    switch (request.method) {
      case "initialize":
        this.serverInfo = result.serverInfo || null;
        this.viewModelTypes = result.viewModelTypes || [];
        this.emit({ kind: "initialize" });
        break;
      case "viewModel/describe":
        for (const type of result.types || []) this.types.set(type.name, type);
        this.emit({ kind: "describe" });
        break;
      case "viewModel/create": {
        const id = this.adopt(result.viewModel);
        this.roots.push(id);
        this.emit({ id, kind: "create" });
        break;
      }
      case "viewModel/get":
        this.adopt(result.viewModel);
        break;
      case "viewModel/bind":
        this.merge(params.viewModel, result);
        break;
      case "property/set": {
        // No echo (§7.2): unless the server reported a change of the property since the set was
        // sent, the property now holds exactly the value sent.
        const model = this.viewModels.get(params.viewModel);
        const changes = this.propertyChanges.get(this.propertyKey(params.viewModel, params.property)) || 0;
        if (model && changes === changesBefore && params.property in model.properties) {
          model.properties[params.property] = params.value;
          this.emit({ id: model.id, kind: "property", name: params.property });
        }
        this.setVersion(params.viewModel, result.version);
        break;
      }
      case "viewModel/dispose":
      case "navigation/pop":
        this.drop(params.viewModel);
        break;
      default:
        break;
    }
  }

  notification(method, params) {
    const model = this.viewModels.get(params.viewModel);
    switch (method) {
      case "property/didChange":
        if (!model) return;
        model.properties[params.property] = params.value;
        this.propertyChanges.set(this.propertyKey(model.id, params.property),
          (this.propertyChanges.get(this.propertyKey(model.id, params.property)) || 0) + 1);
        this.setVersion(model.id, params.version);
        this.emit({ id: model.id, kind: "property", name: params.property });
        break;
      case "command/didChange":
        if (!model) return;
        model.commands[params.command] = { enabled: params.enabled, executing: params.executing };
        this.setVersion(model.id, params.version);
        this.emit({ id: model.id, kind: "command", name: params.command });
        break;
      case "collection/didChange":
        if (!model || !model.collections[params.collection]) return;
        this.applyChanges(model.collections[params.collection], params.changes || []);
        model.collections[params.collection].version = params.version;
        this.setVersion(model.id, params.version);
        this.emit({ id: model.id, kind: "collection", name: params.collection });
        break;
      case "viewModel/event":
        this.events.push(params);
        this.emit({ id: params.viewModel, kind: "event", name: params.event, payload: params.payload });
        break;
      case "navigation/push": {
        const id = this.adopt(params.viewModel);
        this.presenters.set(id, params.from);
        this.emit({ id, kind: "push", from: params.from });
        break;
      }
      case "viewModel/didDispose":
        this.drop(params.viewModel);
        break;
      default:
        break;
    }
  }

  /** Takes in a snapshot and the snapshots of its items; returns its id. */
  adopt(snapshot) {
    const description = this.types.get(snapshot.type);
    const model = {
      id: snapshot.id, type: snapshot.type, version: snapshot.version || 0,
      properties: { ...(snapshot.properties || {}) },
      commands: { ...(snapshot.commands || {}) },
      collections: {},
    };
    const known = this.viewModels.has(model.id);
    this.viewModels.set(model.id, model);
    for (const [name, collection] of Object.entries(snapshot.collections || {})) {
      const declared = description && (description.collections || []).find((one) => one.name === name);
      model.collections[name] = this.collectionFrom(collection, declared);
    }
    if (known) {
      for (const name of Object.keys(model.properties)) this.emit({ id: model.id, kind: "property", name });
      for (const name of Object.keys(model.commands)) this.emit({ id: model.id, kind: "command", name });
      for (const name of Object.keys(model.collections)) this.emit({ id: model.id, kind: "collection", name });
    }
    return model.id;
  }

  collectionFrom(collection, declared) {
    const items = collection.items || [];
    const itemType = declared ? declared.itemType || null : (items.find(isSnapshot) || {}).type || null;
    return { version: collection.version || 0, itemType, items: this.itemsFrom(items, itemType) };
  }

  itemsFrom(items, itemType) {
    return itemType ? items.map((item) => this.adopt(item)) : items.slice();
  }

  merge(id, result) {
    const model = this.viewModels.get(id);
    if (!model) return;
    Object.assign(model.properties, result.properties || {});
    Object.assign(model.commands, result.commands || {});
    for (const [name, collection] of Object.entries(result.collections || {})) {
      const declared = (this.describe(model.type).collections || []).find((one) => one.name === name);
      model.collections[name] = this.collectionFrom(collection, declared);
      this.emit({ id, kind: "collection", name });
    }
    for (const name of Object.keys(result.properties || {})) this.emit({ id, kind: "property", name });
    for (const name of Object.keys(result.commands || {})) this.emit({ id, kind: "command", name });
    this.setVersion(id, result.version);
  }

  applyChanges(collection, changes) {
    const items = collection.items;
    for (const change of changes) {
      switch (change.op) {
        case "insert":
          items.splice(change.index, 0, ...this.itemsFrom(change.items || [], collection.itemType));
          break;
        case "remove":
          items.splice(change.index, change.count);
          break;
        case "replace":
          items.splice(change.index, (change.items || []).length, ...this.itemsFrom(change.items || [], collection.itemType));
          break;
        case "move": {
          const [moved] = items.splice(change.from, 1);
          items.splice(change.to, 0, moved);
          break;
        }
        case "reset":
          items.splice(0, items.length, ...this.itemsFrom(change.items || [], collection.itemType));
          break;
        default:
          break;
      }
    }
  }

  setVersion(id, version) {
    const model = this.viewModels.get(id);
    if (!model || typeof version !== "number" || version <= model.version) return;
    model.version = version;
    this.emit({ id, kind: "version" });
  }

  drop(id) {
    if (!this.viewModels.delete(id)) return;
    const root = this.roots.includes(id);
    const from = this.presenters.get(id);
    this.roots = this.roots.filter((one) => one !== id);
    this.presenters.delete(id);
    this.emit({ id, kind: "dispose", root, from });
  }

  /** The view models of `type` that are alive, for a choice among them. */
  ofType(type) {
    return [...this.viewModels.values()].filter((model) => model.type === type);
  }
}

// ---------------------------------------------------------------------------------------------
// The message log: every message in and out, grouped under the request that caused it.

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

// ---------------------------------------------------------------------------------------------
// Toasts: events and errors that have no place of their own.

function toast(title, detail, kind) {
  const box = document.getElementById("toasts");
  const close = element("button", { type: "button", class: "toast-close", "aria-label": "Dismiss", text: "×" });
  const note = element("div", { class: `toast ${kind || "event"}` },
    element("strong", { text: title }), element("span", { text: detail }), close);
  close.addEventListener("click", () => note.remove());
  box.append(note);
  while (box.children.length > 4) box.firstElementChild.remove();
  setTimeout(() => note.remove(), 8000);
  return note;
}

function errorText(error) {
  const data = error.data ? ` ${JSON.stringify(error.data)}` : "";
  return `${error.code} ${error.message}${data}`;
}

// ---------------------------------------------------------------------------------------------
// Rendering a view model from its description. `actions` is null for a recording: every control is
// then read-only.

class Renderer {
  constructor(store, actions) {
    this.store = store;
    this.actions = actions;
    this.views = new Map();
    this.unlisten = store.listen((change) => this.changed(change));
  }

  close() {
    this.unlisten();
    for (const views of this.views.values()) for (const view of views) view.observer && view.observer.disconnect();
  }

  changed(change) {
    const views = this.views.get(change.id);
    if (!views) return;
    for (const view of views) view.update(change);
  }

  /** The element of view model `id`: a screen (`nested` false) or an item's card. */
  viewModel(id, nested) {
    const model = this.store.viewModels.get(id);
    const description = this.store.describe(model.type);
    const headingLevel = nested ? "h4" : "h3";
    const root = element(nested ? "article" : "section", {
      class: nested ? "vm card" : "vm screen", "data-vm": id, "data-vm-type": model.type,
      "aria-label": `${model.type} ${id}`,
    });
    const version = element("span", { class: "version", text: `v${model.version}` });
    root.append(element("header", { class: "vm-header" },
      element(headingLevel, { text: nested ? `${model.type} ${id}` : `${model.type} (${id})` }), version));
    if (description.doc && !nested) root.append(element("p", { class: "doc", text: description.doc }));
    const view = { id, root, properties: new Map(), commands: new Map(), collections: new Map() };
    // Properties, then commands: each kind in a list of its own, its controls kept by name.
    const section = (members, kind, make, controls) => {
      if (!members.length) return;
      const list = element("div", { class: kind });
      for (const member of members) {
        const control = make(member);
        controls.set(member.name, control);
        list.append(control.node);
      }
      root.append(list);
    };
    section(description.properties, "properties", (property) => this.property(id, property), view.properties);
    section(description.commands, "commands", (command) => this.command(id, command), view.commands);
    for (const collection of description.collections || []) {
      const control = this.collection(id, collection);
      view.collections.set(collection.name, control);
      root.append(control.node);
    }
    view.update = (change) => {
      const current = this.store.viewModels.get(id);
      if (change.kind === "dispose") {
        root.classList.add("disposed");
        return;
      }
      if (current) version.textContent = `v${current.version}`;
      const table = { property: view.properties, command: view.commands, collection: view.collections }[change.kind];
      const control = table && table.get(change.name);
      if (control) control.update();
    };
    if (!this.views.has(id)) this.views.set(id, new Set());
    this.views.get(id).add(view);
    root.view = view;
    return root;
  }

  /** Forgets the views inside `node` (it left the page). */
  release(node) {
    const nodes = [node, ...node.querySelectorAll(".vm")];
    for (const one of nodes) {
      if (!one.view) continue;
      const views = this.views.get(one.view.id);
      if (views) {
        views.delete(one.view);
        if (!views.size) this.views.delete(one.view.id);
      }
      for (const control of one.view.collections.values()) control.release && control.release();
    }
  }

  property(id, property) {
    const kind = controlKind(property.schema);
    const editable = !!this.actions && !property.readOnly;
    const inputId = fieldId("property");
    const errorLine = element("p", { class: "error", role: "alert", hidden: true });
    const node = element("div", { class: "field", "data-property": property.name });
    const label = element("label", { for: inputId, text: property.name });
    if (property.doc) label.title = property.doc;
    const current = () => {
      const model = this.store.viewModels.get(id);
      return model ? model.properties[property.name] : undefined;
    };
    if (!editable) {
      const output = element("output", { id: inputId, class: `value ${kind.kind}` });
      node.append(label, output);
      const update = () => {
        const value = current();
        output.textContent = valueText(value);
        output.dataset.value = JSON.stringify(value === undefined ? null : value);
      };
      update();
      return { node, update };
    }
    const field = this.input(kind, inputId, current(), () => this.store.ofType(kind.viewModelType));
    node.append(label, field.node, errorLine);
    let inFlight = 0;
    const send = (value) => {
      inFlight += 1;
      errorLine.hidden = true;
      this.actions.set(id, property.name, value).then(
        () => { inFlight -= 1; },
        (error) => {
          inFlight -= 1;
          errorLine.textContent = errorText(error);
          errorLine.hidden = false;
          if (inFlight === 0) field.show(current());
        });
    };
    field.onCommit(send);
    // A change the server made is shown unless later edits of the user's are still on their way:
    // those decide the value, and the server reports any change it makes to them (no echo, §7.2).
    const update = () => {
      if (inFlight <= 1) field.show(current());
    };
    return { node, update };
  }

  /** An input for a value of `kind`: `{node, show(value), read(), onCommit(fn)}`. */
  input(kind, inputId, value, choices) {
    let node;
    let read;
    let show;
    let commitOn = "change";
    switch (kind.kind) {
      case "boolean":
        node = element("input", { id: inputId, type: "checkbox" });
        read = () => node.checked;
        show = (one) => { node.checked = one === true; };
        break;
      case "integer":
      case "number":
        node = element("input", { id: inputId, type: "number", step: kind.kind === "integer" ? "1" : "any" });
        read = () => (node.value === "" && kind.nullable ? null : Number(node.value));
        show = (one) => { node.value = one === null || one === undefined ? "" : String(one); };
        break;
      case "string":
        node = element("input", { id: inputId, type: "text", autocomplete: "off" });
        read = () => (node.value === "" && kind.nullable ? null : node.value);
        show = (one) => { if (node.value !== (one || "")) node.value = one || ""; };
        commitOn = "input";
        break;
      case "enum":
      case "reference": {
        node = element("select", { id: inputId });
        const fill = (selected) => {
          const values = kind.kind === "enum" ? kind.options : choices().map((model) => model.id);
          const options = (kind.nullable ? [null] : []).concat(values);
          if (selected !== undefined && !options.some((one) => JSON.stringify(one) === JSON.stringify(selected))) options.push(selected);
          node.replaceChildren(...options.map((one) => element("option", { value: JSON.stringify(one), text: one === null ? "(none)" : String(one) })));
          node.value = JSON.stringify(selected === undefined ? options[0] : selected);
        };
        if (kind.kind === "reference") node.addEventListener("focus", () => fill(read()));
        read = () => (node.value ? JSON.parse(node.value) : null);
        show = (one) => fill(one);
        break;
      }
      default:
        node = element("textarea", { id: inputId, rows: "2", spellcheck: "false", placeholder: kind.acceptsText ? "JSON or text" : "JSON" });
        read = () => {
          try {
            return JSON.parse(node.value || "null");
          } catch (error) {
            if (kind.acceptsText) return node.value;
            throw error;
          }
        };
        show = (one) => { node.value = one === undefined ? "" : JSON.stringify(one); };
        break;
    }
    show(value);
    return {
      node, show, read,
      onCommit: (commit) => {
        node.addEventListener(commitOn, () => {
          let one;
          try {
            one = read();
          } catch (error) {
            node.setCustomValidity(`not JSON: ${error.message}`);
            node.reportValidity();
            return;
          }
          node.setCustomValidity("");
          commit(one);
        });
        if (commitOn === "change" && node.tagName === "INPUT" && node.type !== "checkbox") {
          node.addEventListener("keydown", (event) => { if (event.key === "Enter") node.dispatchEvent(new Event("change")); });
        }
      },
    };
  }

  command(id, command) {
    const node = element("div", { class: "command", "data-command": command.name });
    const state = () => {
      const model = this.store.viewModels.get(id);
      return (model && model.commands[command.name]) || { enabled: false, executing: false };
    };
    const button = element("button", { type: "button", text: command.name });
    if (command.doc) button.title = command.doc;
    let field = null;
    if (!takesNoInput(command.inputSchema)) {
      const inputId = fieldId("input");
      const kind = controlKind(command.inputSchema);
      field = this.input(kind, inputId, kind.kind === "boolean" ? false : undefined, () => this.store.ofType(kind.viewModelType));
      if (kind.kind === "string") field.show("");
      node.append(element("label", { for: inputId, class: "input-label", text: `${command.name} input` }), field.node);
      field.node.addEventListener("keydown", (event) => {
        if (event.key === "Enter" && field.node.tagName !== "TEXTAREA") button.click();
      });
    }
    const result = element("p", { class: "output", "aria-live": "polite" });
    node.append(button);
    // A command described as reporting progress shows its reports (docs/protocol.md §19) in a bar,
    // indeterminate until a report has a percentage, from the first report to the end.
    let progress;
    if (command.progress) {
      const bar = element("progress", { max: "100", hidden: true, "aria-label": `${command.name} progress` });
      const note = element("span", { class: "progress-message", "aria-live": "polite" });
      node.append(bar, note);
      progress = (value) => {
        bar.hidden = value.kind !== "report";
        if (value.kind === "begin") bar.removeAttribute("value");
        if (typeof value.percentage === "number") bar.value = value.percentage;
        note.textContent = value.kind === "report"
          ? [typeof value.percentage === "number" ? `${value.percentage}%` : "", value.message || ""].filter(Boolean).join(" ")
          : "";
      };
    }
    node.append(result);
    const update = () => {
      const { enabled, executing } = state();
      button.disabled = !this.actions || !enabled;
      button.setAttribute("aria-busy", executing ? "true" : "false");
      node.classList.toggle("executing", !!executing);
    };
    button.addEventListener("click", () => {
      let input;
      if (field) {
        try {
          input = field.read();
        } catch (error) {
          result.textContent = `input is not JSON: ${error.message}`;
          result.className = "output error";
          return;
        }
      }
      result.textContent = "";
      this.actions.execute(id, command.name, input, progress).then(
        (answer) => {
          result.className = "output";
          result.textContent = answer && answer.output !== null && answer.output !== undefined ? `→ ${valueText(answer.output)}` : "";
          if (field && typeof input === "string") field.show("");
        },
        (error) => {
          result.className = "output error";
          result.setAttribute("role", "alert");
          result.textContent = errorText(error);
        });
    });
    update();
    return { node, update };
  }

  collection(id, collection) {
    const listId = fieldId("collection");
    const count = element("span", { class: "count" });
    const list = element("ol", { class: "items", id: listId, tabindex: "0", "aria-label": `${collection.name} of ${id}` });
    const node = element("section", { class: "collection", "data-collection": collection.name },
      element("h4", {}, `${collection.name} `, count), list);
    const cards = new Map();
    const observer = this.actions && typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          const itemId = entry.target.dataset.item;
          if (itemId && this.store.viewModels.has(itemId)) this.actions.visible(itemId, entry.isIntersecting, entry.target);
        }
      }, { root: list, threshold: 0.01 })
      : null;
    const update = () => {
      const model = this.store.viewModels.get(id);
      const current = model && model.collections[collection.name];
      const items = current ? current.items : [];
      count.textContent = `(${items.length})`;
      if (!current || !current.itemType) {
        list.replaceChildren(...items.slice(0, 500).map((value, index) => element("li", { class: "card value" }, this.plainValue(value, index))));
        return;
      }
      const keep = new Set(items);
      for (const [itemId, card] of cards) {
        if (keep.has(itemId)) continue;
        if (observer) observer.unobserve(card);
        this.release(card);
        card.remove();
        cards.delete(itemId);
        if (this.actions) this.actions.forget(itemId);
      }
      let previous = null;
      for (const itemId of items) {
        let card = cards.get(itemId);
        if (!card && this.store.viewModels.has(itemId)) {
          card = element("li", { class: "item", "data-item": itemId, "data-bound": "false" }, this.viewModel(itemId, true));
          cards.set(itemId, card);
          if (observer) observer.observe(card);
        }
        if (!card) continue;
        const expected = previous ? previous.nextSibling : list.firstChild;
        if (expected !== card) list.insertBefore(card, expected);
        previous = card;
      }
    };
    update();
    return {
      node, update,
      // The list left the page: its cards are out of view as surely as if they had scrolled away.
      release: () => {
        if (observer) observer.disconnect();
        if (this.actions) for (const [itemId, card] of cards) this.actions.visible(itemId, false, card);
      },
    };
  }

  plainValue(value, index) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const rows = Object.entries(value).map(([name, one]) => [element("dt", { text: name }), element("dd", { text: valueText(one) })]).flat();
      return element("dl", { "aria-label": `item ${index + 1}` }, ...rows);
    }
    return element("span", { text: valueText(value) });
  }
}

// ---------------------------------------------------------------------------------------------
// The live session: the bridge's event stream in, posts out, requests paired with responses.

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

// ---------------------------------------------------------------------------------------------
// Questions from the server (docs/protocol.md §18), one at a time in a dialog above the screen,
// oldest first. The dialog is not modal: the screen and the log stay usable, and disposing the view
// model that asks withdraws its question.

class QuestionDialog {
  /** `respond(question, {result} | {error})` sends an answer. */
  constructor(dialog, store, respond) {
    this.dialog = dialog;
    this.store = store;
    this.respond = respond;
    this.waiting = [];
    this.current = null;
    dialog.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && this.current) {
        event.preventDefault();
        this.answer(QuestionDialog.dismissal(this.current.method));
      }
    });
  }

  /** The requests the inspector answers, claimed in `initialize`. */
  static get methods() {
    return ["window/showMessageRequest", "window/showDocument", "frontend/choose", "frontend/input"];
  }

  /** The answer of a question the user closed without answering. */
  static dismissal(method) {
    return method === "window/showDocument" ? { success: false } : null;
  }

  ask(question) {
    this.waiting.push(question);
    if (!this.current) this.next();
  }

  /** The server no longer waits for question `id` (its asker went, its command was cancelled, it
   * timed out): it is dropped, and closed if shown. */
  withdraw(id) {
    this.waiting = this.waiting.filter((one) => idKey(one.id) !== idKey(id));
    if (this.current && idKey(this.current.id) === idKey(id)) {
      toast("Question withdrawn", document.getElementById("question-heading").textContent, "event");
      this.close();
    }
  }

  /** The server ended: nothing can be answered any more. */
  withdrawAll() {
    this.waiting = [];
    if (this.current) this.close();
  }

  next() {
    this.current = this.waiting.shift() || null;
    if (!this.current) return;
    const { method, params = {} } = this.current;
    const asker = typeof params.viewModel === "string" ? this.store.viewModels.get(params.viewModel) : null;
    this.dialog.dataset.method = method;
    this.dialog.replaceChildren(...this.render(method, params));
    if (asker) this.dialog.append(element("p", { class: "asker", text: `Asked by ${asker.type} ${asker.id}` }));
    this.dialog.show();
    const first = this.dialog.querySelector("[autofocus]") || this.dialog.querySelector("input, a, button");
    if (first) first.focus();
  }

  answer(result) {
    const question = this.current;
    this.close();
    this.respond(question, { result });
  }

  close() {
    this.dialog.close();
    this.current = null;
    this.next();
  }

  render(method, params) {
    const heading = (text) => element("h2", { id: "question-heading", text });
    const dismiss = (text) => element("button", { type: "button", class: "dismiss", text,
      onclick: () => this.answer(QuestionDialog.dismissal(method)) });
    switch (method) {
      case "window/showMessageRequest": {
        const kinds = { 1: "Error", 2: "Warning", 3: "Information", 4: "Log" };
        return [
          heading(params.message),
          element("p", { class: "kind", text: kinds[params.type] || "" }),
          element("div", { class: "actions" },
            ...(params.actions || []).map((action) => element("button", { type: "button", text: action.title,
              onclick: () => this.answer(action) })),
            dismiss("Dismiss")),
        ];
      }
      case "frontend/choose":
        return [
          heading(params.title),
          element("ul", { class: "choices" }, ...params.items.map((item, index) => element("li", {},
            element("button", { type: "button", text: item, "aria-current": index === params.selected ? "true" : null,
              autofocus: index === params.selected, onclick: () => this.answer(index) })))),
          element("div", { class: "actions" }, dismiss("Cancel")),
        ];
      case "frontend/input": {
        const inputId = fieldId("question-input");
        const field = element("input", { id: inputId, type: params.secret ? "password" : "text", autocomplete: "off" });
        field.value = params.value || "";
        const form = element("form", { onsubmit: (event) => { event.preventDefault(); this.answer(field.value); } },
          element("label", { for: inputId, class: "visually-hidden", text: params.prompt }), field,
          element("div", { class: "actions" }, element("button", { type: "submit", text: "OK" }), dismiss("Cancel")));
        return [heading(params.prompt), form];
      }
      case "window/showDocument":
        return [
          heading("Open this page?"),
          element("p", {}, element("a", { href: params.uri, target: "_blank", rel: "noopener noreferrer", text: params.uri,
            onclick: () => this.answer({ success: true }) })),
          element("div", { class: "actions" }, dismiss("Don't open")),
        ];
      default:
        return [];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The page: start screen, screens on a stack, the log, toasts and recordings.

class Inspector {
  constructor() {
    this.screen = document.getElementById("screen");
    this.breadcrumbs = document.getElementById("breadcrumbs");
    this.status = document.getElementById("status");
    this.log = Inspector.messageLog("log");
    document.getElementById("log-clear").addEventListener("click", () => (this.recording.active ? this.recording.log : this.log).clear());
    this.store = new Store();
    this.shown = null;
    this.bound = new Set();
    this.renderer = new Renderer(this.store, this.actions());
    this.questions = new QuestionDialog(document.getElementById("question"), this.store,
      (question, response) => this.connection.answer(question, response));
    this.progress = new Map();
    this.nextToken = 1;
    this.store.listen((change) => this.changed(change));
    this.recording = new RecordingPlayer(this);
  }

  static messageLog(listId) {
    return new MessageLog(document.getElementById(listId), document.getElementById("filter-method"),
      document.getElementById("filter-vm"), document.getElementById("methods"), document.getElementById("view-models"));
  }

  actions() {
    return {
      set: (id, property, value) => this.connection.request("property/set", { viewModel: id, property, value }),
      // With `progress`, the execution has a work-done token whose `$/progress` values go to it.
      execute: (id, command, input, progress) => {
        const params = input === undefined ? { viewModel: id, command } : { viewModel: id, command, input };
        if (!progress) return this.connection.request("command/execute", params);
        params.workDoneToken = `execute-${this.nextToken++}`;
        this.progress.set(params.workDoneToken, progress);
        return this.connection.request("command/execute", params).finally(() => this.progress.delete(params.workDoneToken));
      },
      visible: (id, visible, card) => this.itemVisible(id, visible, card),
      forget: (id) => this.bound.delete(id),
    };
  }

  async start() {
    if (location.protocol === "file:") {
      this.status.textContent = "No server: open a recording, or start the page with python3 -m mvvm_client.inspector";
      this.show(null);
      return;
    }
    this.connection = new Connection(this.store, this.log, (status) => {
      this.status.textContent = `The server ended (exit status ${status}); reload the page for a new one`;
      this.questions.withdrawAll();
    }, (message) => this.fromServer(message));
    try {
      await this.connection.open();
      const info = await this.connection.request("initialize", {
        protocolVersion: "1.0", clientInfo: { name: "mvvm-inspector", version: "1.0" },
        capabilities: { frontendRequests: QuestionDialog.methods },
      });
      this.connection.notify("initialized", {});
      await this.connection.request("viewModel/describe", {});
      this.status.textContent = `Connected to ${info.serverInfo.name} ${info.serverInfo.version}`;
    } catch (error) {
      this.status.textContent = error.message ? `Not connected: ${error.message}` : `Not connected: ${errorText(error)}`;
      return;
    }
    this.show(null);
  }

  /** A request or notification from the server, after the store took it in: questions go to the
   * dialog (docs/protocol.md §18), progress to the command that waits for it (§19). */
  fromServer(message) {
    const params = message.params || {};
    if (message.id !== undefined) {
      if (QuestionDialog.methods.includes(message.method)) this.questions.ask(message);
      else this.connection.answer(message, { error: { code: -32601, message: `${message.method} was not claimed` } });
    } else if (message.method === "$/cancelRequest") {
      this.questions.withdraw(params.id);
    } else if (message.method === "$/progress") {
      const progress = this.progress.get(params.token);
      if (progress) progress(params.value || {});
    } else if (message.method === "frontend/answerRefused") {
      toast("The server refused an answer", `to its request ${params.id}: ${params.error ? params.error.message : ""}`, "error");
    }
  }

  /** Binds an item whose card came into view and sets its `isVisible`, in the reverse order as it
   * leaves (docs/protocol.md §9.2). */
  itemVisible(id, visible, card) {
    const model = this.store.viewModels.get(id);
    if (!model) {
      this.bound.delete(id);
      return;
    }
    const follows = this.store.describe(model.type).properties.some((one) => one.name === "isVisible" && !one.readOnly &&
      controlKind(one.schema).kind === "boolean");
    const quiet = () => {};
    if (visible && !this.bound.has(id)) {
      this.bound.add(id);
      card.dataset.bound = "true";
      this.connection.request("viewModel/bind", { viewModel: id }).catch(quiet);
      if (follows) this.connection.request("property/set", { viewModel: id, property: "isVisible", value: true }).catch(quiet);
    } else if (!visible && this.bound.has(id)) {
      this.bound.delete(id);
      card.dataset.bound = "false";
      if (follows) this.connection.request("property/set", { viewModel: id, property: "isVisible", value: false }).catch(quiet);
      this.connection.request("viewModel/unbind", { viewModel: id }).catch(quiet);
    }
  }

  changed(change) {
    if (change.kind === "push" && (change.from === this.shown || !this.shown)) this.show(change.id);
    else if (change.kind === "dispose" && change.id === this.shown) this.show(this.store.viewModels.has(change.from) ? change.from : null);
    else if (change.kind === "dispose" && change.root && !this.shown) this.show(null);
    if (change.kind === "event") {
      toast(change.name, `${change.id} ${JSON.stringify(change.payload)}`, "event");
    }
  }

  /** The chain of screens from a created view model to `id`. */
  chain(id) {
    const chain = [];
    for (let one = id; one; one = this.store.presenters.get(one)) chain.unshift(one);
    return chain;
  }

  show(id) {
    if (this.recording.active) return;
    if (!this.connection) {
      this.screen.replaceChildren(element("p", { class: "doc", text: this.status.textContent }));
      return;
    }
    if (this.screenNode) this.renderer.release(this.screenNode);
    this.shown = id && this.store.viewModels.has(id) ? id : null;
    const node = this.shown ? this.renderScreen(this.shown) : this.renderStart();
    this.screen.replaceChildren(node);
    this.screenNode = node;
    this.renderBreadcrumbs();
    const heading = node.querySelector("h3, h2");
    if (heading) {
      heading.tabIndex = -1;
      if (document.activeElement === document.body || !node.contains(document.activeElement)) heading.focus({ preventScroll: true });
    }
  }

  renderBreadcrumbs() {
    const items = [element("li", {}, element("button", { type: "button", class: "link", text: "Start", onclick: () => this.show(null) }))];
    for (const id of this.shown ? this.chain(this.shown) : []) {
      const model = this.store.viewModels.get(id);
      const label = `${model ? model.type : "?"} ${id}`;
      items.push(element("li", {}, id === this.shown
        ? element("span", { "aria-current": "page", text: label })
        : element("button", { type: "button", class: "link", text: label, onclick: () => this.show(id) })));
    }
    this.breadcrumbs.replaceChildren(element("ol", {}, ...items));
  }

  renderScreen(id) {
    const pushed = this.store.presenters.has(id);
    const back = pushed
      ? element("button", { type: "button", class: "back", text: "← Back", "aria-label": `Back: pop ${id}` })
      : element("button", { type: "button", class: "back", text: "Dispose", "aria-label": `Dispose ${id}` });
    const errorLine = element("p", { class: "error", role: "alert", hidden: true });
    back.addEventListener("click", () => {
      this.connection.request(pushed ? "navigation/pop" : "viewModel/dispose", { viewModel: id }).catch((error) => {
        errorLine.textContent = errorText(error);
        errorLine.hidden = false;
      });
    });
    const view = this.renderer.viewModel(id, false);
    view.querySelector(".vm-header").append(back);
    view.append(errorLine);
    this.connection.request("viewModel/bind", { viewModel: id }).catch((error) => {
      errorLine.textContent = errorText(error);
      errorLine.hidden = false;
    });
    return view;
  }

  renderStart() {
    const types = this.store.viewModelTypes;
    const section = element("section", { class: "start", "aria-labelledby": "start-heading" },
      element("h3", { id: "start-heading", text: `Create a view model${this.store.serverInfo ? ` on ${this.store.serverInfo.name}` : ""}` }));
    const list = element("ul", { class: "types" });
    for (const type of types) {
      const description = this.store.types.get(type) || { doc: "" };
      const argumentsId = fieldId("arguments");
      const argumentsField = element("textarea", { id: argumentsId, rows: "1", spellcheck: "false", placeholder: "{}" });
      const errorLine = element("p", { class: "error", role: "alert", hidden: true });
      const create = element("button", { type: "button", text: `Create ${type}` });
      create.addEventListener("click", () => {
        let args;
        try {
          args = argumentsField.value.trim() ? JSON.parse(argumentsField.value) : undefined;
        } catch (error) {
          errorLine.textContent = `arguments are not JSON: ${error.message}`;
          errorLine.hidden = false;
          return;
        }
        this.connection.request("viewModel/create", args === undefined ? { type } : { type, arguments: args }).then(
          (result) => this.show(result.viewModel.id),
          (error) => { errorLine.textContent = errorText(error); errorLine.hidden = false; });
      });
      list.append(element("li", { class: "type card", "data-type": type },
        element("h4", { text: type }),
        element("p", { class: "doc", text: description.doc }),
        element("label", { for: argumentsId, text: `Arguments for ${type} (JSON object, optional)` }),
        argumentsField, create, errorLine));
    }
    section.append(list);
    const open = this.store.roots.filter((id) => this.store.viewModels.has(id));
    if (open.length) {
      section.append(element("h3", { text: "Open view models" }), element("ul", { class: "open" },
        ...open.map((id) => element("li", {}, element("button", {
          type: "button", class: "link", text: `${this.store.viewModels.get(id).type} ${id}`, onclick: () => this.show(id),
        })))));
    }
    return section;
  }
}

// ---------------------------------------------------------------------------------------------
// Recordings (`mvvm-server --record PATH`): step through one, with the log up to the step and the
// view models as they were then.

class RecordingPlayer {
  constructor(inspector) {
    this.inspector = inspector;
    this.active = false;
    this.log = Inspector.messageLog("recording-log");
    this.bar = document.getElementById("recording-bar");
    this.slider = document.getElementById("step-slider");
    this.label = document.getElementById("step-label");
    document.getElementById("recording-file").addEventListener("change", (event) => {
      const file = event.target.files[0];
      if (file) file.text().then((text) => this.open(file.name, text), (error) => toast("Could not read the file", error.message, "error"));
    });
    this.slider.addEventListener("input", () => this.step(Number(this.slider.value)));
    document.getElementById("step-first").addEventListener("click", () => this.step(0));
    document.getElementById("step-previous").addEventListener("click", () => this.step(this.position - 1));
    document.getElementById("step-next").addEventListener("click", () => this.step(this.position + 1));
    document.getElementById("step-last").addEventListener("click", () => this.step(this.entries.length));
    document.getElementById("recording-close").addEventListener("click", () => this.close());
  }

  /** Parses a recording; returns `{header, entries}` or throws with the line that is wrong. */
  static parse(text) {
    const lines = text.split("\n").filter((line) => line.trim());
    if (!lines.length) throw new Error("the file is empty");
    const header = JSON.parse(lines[0]);
    if (!header || typeof header.recording !== "string" || !header.recording.startsWith("mvvm-server/")) {
      throw new Error("the first line is not a recording header {\"recording\":\"mvvm-server/1\",…}");
    }
    const entries = lines.slice(1).map((line, index) => {
      try {
        return JSON.parse(line);
      } catch (error) {
        throw new Error(`line ${index + 2} is not JSON: ${error.message}`);
      }
    });
    return { header, entries };
  }

  open(name, text) {
    let parsed;
    try {
      parsed = RecordingPlayer.parse(text);
    } catch (error) {
      toast(`${name} is not a recording`, error.message, "error");
      return;
    }
    this.name = name;
    this.header = parsed.header;
    this.entries = parsed.entries;
    this.active = true;
    this.bar.hidden = false;
    this.inspector.log.list.hidden = true;
    this.log.list.hidden = false;
    const server = this.header.server || {};
    document.getElementById("recording-info").textContent =
      `${name}: ${server.name || "?"} ${server.version || ""}, arguments ${JSON.stringify(this.header.arguments || [])}, ` +
      `clock ${this.header.clock || "?"}, ${this.entries.length} messages`;
    this.slider.max = String(this.entries.length);
    this.step(this.entries.length);
    this.slider.focus();
  }

  /** Shows the state after the first `position` messages. */
  step(position) {
    if (!this.active) return;
    this.position = Math.max(0, Math.min(this.entries.length, position));
    this.slider.value = String(this.position);
    const last = this.entries[this.position - 1];
    this.label.textContent = `${this.position} of ${this.entries.length}` + (last ? `, ${last.t} ms` : "");
    const store = new Store();
    const log = this.log;
    log.clear();
    log.started = 0;
    let row = null;
    for (const entry of this.entries.slice(0, this.position)) {
      const message = entry.message;
      if (!("message" in entry)) {
        row = log.add(entry.from === "client" ? "client" : "server", null, entry.t || 0, undefined, String(entry.text));
      } else if (entry.from === "client") {
        store.outgoing(message);
        row = log.add("client", message, entry.t || 0);
      } else {
        const request = store.incoming(message);
        row = log.add("server", message, entry.t || 0, request);
      }
    }
    if (row) row.classList.add("current");
    if (this.renderer) this.renderer.close();
    this.renderer = new Renderer(store, null);
    const screens = [...store.roots, ...store.presenters.keys()].filter((id) => store.viewModels.has(id));
    const recent = store.events.slice(-5).map((event) => element("li", { text: `${event.viewModel} ${event.event} ${JSON.stringify(event.payload)}` }));
    const section = element("section", { class: "replay", "aria-label": "View models at this step" },
      element("h3", { text: screens.length ? `View models at step ${this.position}` : `No view model yet at step ${this.position}` }),
      ...screens.map((id) => this.renderer.viewModel(id, false)));
    if (recent.length) section.append(element("h3", { text: "Latest events" }), element("ul", { class: "events" }, ...recent));
    this.inspector.screen.replaceChildren(section);
    this.inspector.breadcrumbs.replaceChildren();
    if (row) log.list.scrollTop = row.offsetTop - log.list.offsetTop - log.list.clientHeight / 2;
  }

  close() {
    this.active = false;
    this.bar.hidden = true;
    if (this.renderer) this.renderer.close();
    this.renderer = null;
    this.log.clear();
    this.log.list.hidden = true;
    this.inspector.log.list.hidden = false;
    this.inspector.show(this.inspector.shown);
  }
}

window.inspector = new Inspector();
window.inspector.start();
