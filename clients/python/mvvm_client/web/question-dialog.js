// Questions from the server (docs/protocol.md §18), one at a time in a dialog above the screen,
// oldest first. The dialog is not modal: the screen and the log stay usable, and disposing the view
// model that asks withdraws its question. Uses element.js, toasts.js and idKey (store.js).
"use strict";

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
