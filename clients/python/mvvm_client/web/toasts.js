// Toasts: events and errors that have no place of their own. Uses element.js.
"use strict";

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
