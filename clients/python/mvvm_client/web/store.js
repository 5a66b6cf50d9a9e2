// Store: the view models as the messages so far describe them. The live session and the
// recording player feed it the same way: every message out, then every message in.
// Uses schema.js.
"use strict";

function isSnapshot(value) {
  return !!value && typeof value === "object" && typeof value.id === "string" && typeof value.type === "string" &&
    value.properties && typeof value.properties === "object";
}

/** A request's id as a Map key, so that 1 and "1" stay apart (both are valid ids). */
function idKey(id) {
  return JSON.stringify(id);
}

class Store {
  constructor() {
    this.viewModels = new Map();
    // The ids of the view models that came as rows of a collection, and of those the client bound
    // (from its viewModel/bind on, until its viewModel/unbind): a row not bound is not followed.
    this.rows = new Set();
    this.bound = new Set();
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
   * collection, version, bound, dispose, push, create, event, describe or initialize. */
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
    if ((message.method === "viewModel/bind" || message.method === "viewModel/unbind") && message.params) {
      this.setBound(message.params.viewModel, message.method === "viewModel/bind");
    }
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

  /** Whether the values of view model `id` follow the server: a row (an item of a collection) only
   * while it is bound, from the bind on; anything else, a created or pushed snapshot, always. */
  follows(id) {
    return !this.rows.has(id) || this.bound.has(id);
  }

  setBound(id, bound) {
    if (this.bound.has(id) === bound) return;
    if (bound) this.bound.add(id);
    else this.bound.delete(id);
    this.emit({ id, kind: "bound" });
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
      case "collection/window": {
        // The window's items now, from `offset` of `total`; a count of null shows the whole again.
        const model = this.viewModels.get(params.viewModel);
        const held = model && model.collections[params.collection];
        if (!held) break;
        model.collections[params.collection] = {
          version: held.version, itemType: held.itemType, items: this.itemsFrom(result.items || [], held.itemType),
          offset: params.count === null || params.count === undefined ? undefined : result.offset, total: result.total,
        };
        this.setVersion(model.id, result.version);
        this.emit({ id: model.id, kind: "collection", name: params.collection });
        break;
      }
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
        // A windowed collection's steps are in the whole collection's indices, with its total.
        this.applyChanges(model.collections[params.collection], params.changes || []);
        if (typeof params.total === "number") model.collections[params.collection].total = params.total;
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
    // `offset` and `total` say which part of the whole a windowed collection holds; none: all of it.
    return {
      version: collection.version || 0, itemType, items: this.itemsFrom(items, itemType),
      offset: typeof collection.offset === "number" ? collection.offset : undefined, total: collection.count ?? items.length,
    };
  }

  itemsFrom(items, itemType) {
    if (!itemType) return items.slice();
    const ids = items.map((item) => this.adopt(item));
    for (const id of ids) this.rows.add(id);
    return ids;
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
    const shift = collection.offset || 0;
    for (const whole of changes) {
      const change = typeof whole.index === "number" ? { ...whole, index: whole.index - shift } : whole;
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
    this.rows.delete(id);
    this.bound.delete(id);
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
