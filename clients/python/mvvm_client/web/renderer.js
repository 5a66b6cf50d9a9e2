// Rendering a view model from its description. `actions` is null for a recording: every control is
// then read-only. Uses schema.js, text.js, element.js and collection-view.js.
"use strict";

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
    // A row's values show only while it is bound: those of a row not bound would be stale.
    const showBound = () => { root.dataset.bound = String(this.store.follows(id)); };
    if (nested) {
      root.append(element("p", { class: "not-bound", role: "status", text: `${model.type} ${id} is not bound: its values would be stale` }));
      showBound();
    }
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
      if (change.kind === "bound") {
        if (nested) showBound();
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

  /** A collection's list (collection-view.js): `{node, update, release}`. */
  collection(id, collection) {
    return new CollectionView(this, id, collection);
  }
}
