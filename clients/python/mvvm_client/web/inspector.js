// The mvvm-server inspector: renders any view model from `viewModel/describe` alone, logs every
// message, and replays recordings. Plain JavaScript, no build step; see clients/web/README.md.
//
// This file is the page: start screen, screens on a stack, the log, toasts and recordings. It uses
// every script index.html loads before it.
"use strict";

class Inspector {
  constructor() {
    this.screen = document.getElementById("screen");
    this.breadcrumbs = document.getElementById("breadcrumbs");
    this.status = document.getElementById("status");
    this.log = MessageLog.inPage("log");
    document.getElementById("log-clear").addEventListener("click", () => (this.recording.active ? this.recording.log : this.log).clear());
    this.store = new Store();
    this.shown = null;
    // The rows whose cards are in view: those told so through their isVisible.
    this.visible = new Set();
    this.renderer = new Renderer(this.store, this.actions());
    this.questions = new QuestionDialog(document.getElementById("question"), this.store,
      (question, response) => this.connection.answer(question, response));
    this.progress = new Map();
    this.nextToken = 1;
    this.store.listen((change) => this.changed(change));
    this.recording = new RecordingPlayer(this);
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
      follow: (id) => this.connection.request("viewModel/bind", { viewModel: id }).catch(() => {}),
      // Moves the window of a long collection as its list scrolls (collection-view.js).
      window: (id, collection, offset, count) => this.connection.request("collection/window", { viewModel: id, collection, offset, count }),
      visible: (id, visible) => this.itemVisible(id, visible),
      leave: (id) => this.leave(id),
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
        // Every collection comes as a window of its first rows, which its list moves as it scrolls:
        // a list of 100,000 is never loaded whole (docs/protocol.md §9.3).
        defaultWindow: { offset: 0, count: WINDOW_ROWS },
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

  /** Tells a row whose card came into view or left it so, through its writable boolean
   * `isVisible` if it has one (docs/protocol.md §9.2); every row shown is bound, in view or not. */
  itemVisible(id, visible) {
    const model = this.store.viewModels.get(id);
    if (!model || this.visible.has(id) === visible) {
      if (!model) this.visible.delete(id);
      return;
    }
    if (visible) this.visible.add(id);
    else this.visible.delete(id);
    const follows = this.store.describe(model.type).properties.some((one) => one.name === "isVisible" && !one.readOnly &&
      controlKind(one.schema).kind === "boolean");
    if (follows) this.connection.request("property/set", { viewModel: id, property: "isVisible", value: visible }).catch(() => {});
  }

  /** A row whose card left the page (the row left its collection, or the screen was left): out of
   * view, and no longer followed. A row the server disposed already needs neither. */
  leave(id) {
    this.itemVisible(id, false);
    if (this.store.viewModels.has(id) && this.store.bound.has(id)) {
      this.connection.request("viewModel/unbind", { viewModel: id }).catch(() => {});
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

window.inspector = new Inspector();
window.inspector.start();
