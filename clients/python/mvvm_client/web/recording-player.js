// Recordings (`mvvm-server --record PATH`): step through one, with the log up to the step and the
// view models as they were then. Uses element.js, toasts.js, store.js, message-log.js and
// renderer.js.
"use strict";

class RecordingPlayer {
  constructor(inspector) {
    this.inspector = inspector;
    this.active = false;
    this.log = MessageLog.inPage("recording-log");
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
