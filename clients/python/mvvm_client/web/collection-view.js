// A collection on a screen: a scrolling list of cards, a row of view models bound as its card comes
// and unbound as it leaves. A collection the page holds only part of (a window: docs/protocol.md
// §9.3) is drawn at its whole height, its rows at a fixed height and the rows outside the window as
// two spacers, and the window follows the scroll. Uses element.js, text.js and the renderer.
"use strict";

/** The rows the page asks for of a collection: `initialize`'s default window, and each move's. */
const WINDOW_ROWS = 40;
/** The height of a row of a windowed list, in CSS pixels. Fixed, never measured: where a row lies
 * depends on its index alone, so moving the window never moves what is on screen. */
const ROW_HEIGHT = 132;
/** How near (in rows) the rows in view may come to an edge of the window before it moves. */
const WINDOW_MARGIN = 4;
/** How long a scroll settles before the window is looked at, in milliseconds. */
const SCROLL_SETTLE_MS = 40;

class CollectionView {
  constructor(renderer, id, collection) {
    this.renderer = renderer;
    this.store = renderer.store;
    this.actions = renderer.actions;
    this.id = id;
    this.name = collection.name;
    this.pageSize = collection.pageSize;
    this.count = element("span", { class: "count" });
    this.list = element("ol", { class: "items", id: fieldId("collection"), tabindex: "0", "aria-label": `${collection.name} of ${id}` });
    // What lies before and after the window's rows: as high as the rows it stands for; in the list
    // only while it is held in part, so that a list held whole has its rows alone as children.
    this.head = element("li", { class: "spacer", "aria-hidden": "true" });
    this.tail = element("li", { class: "spacer", "aria-hidden": "true" });
    if (this.pageSize) {
      // Describe marks a collection that may grow large with the page it suggests (§5.1).
      this.list.dataset.pageSize = String(this.pageSize);
      this.count.title = `may grow large (pages of ${this.pageSize}); shown through a window of what is in view`;
    }
    this.node = element("section", { class: "collection", "data-collection": collection.name },
      element("h4", {}, `${collection.name} `, this.count), this.list);
    this.cards = new Map();
    // A window request on its way: no other is sent until it is answered.
    this.asking = false;
    this.settling = null;
    this.observer = this.actions && typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          const itemId = entry.target.dataset.item;
          if (itemId && this.store.viewModels.has(itemId)) this.actions.visible(itemId, entry.isIntersecting);
        }
      }, { root: this.list, threshold: 0.01 })
      : null;
    this.list.addEventListener("scroll", () => this.settle(), { passive: true });
    this.update();
  }

  held() {
    const model = this.store.viewModels.get(this.id);
    return model && model.collections[this.name];
  }

  /** Whether the page holds only part of the collection: then it is drawn through its window. */
  static isPartial(current) {
    return !!current && typeof current.offset === "number" && (current.offset > 0 || current.total > current.items.length);
  }

  update() {
    const current = this.held();
    const items = current ? current.items : [];
    const partial = CollectionView.isPartial(current);
    const offset = partial ? current.offset : 0;
    const total = current && typeof current.total === "number" ? current.total : items.length;
    this.count.textContent = `(${total})`;
    this.list.classList.toggle("windowed", partial);
    this.list.dataset.total = String(total);
    this.list.dataset.offset = String(offset);
    // The rows that stay and come are placed before the spacers shrink and the rows that left go:
    // the list is never lower than it ends, lest its scroll be clamped on the way (a layout may run
    // while a leaving row is unbound).
    if (partial && !this.head.isConnected) this.list.prepend(this.head);
    if (partial && !this.tail.isConnected) this.list.append(this.tail);
    const leaving = !current || !current.itemType ? this.values(items, partial, offset) : this.rows(items, partial, offset);
    this.head.style.height = `${offset * ROW_HEIGHT}px`;
    this.tail.style.height = `${Math.max(0, total - offset - items.length) * ROW_HEIGHT}px`;
    if (!partial) {
      this.head.remove();
      this.tail.remove();
    }
    leaving();
    if (partial) this.settle();
  }

  /** A collection of values: redrawn whole (at most 500 of a collection held whole). */
  values(items, partial, offset) {
    const old = [...this.list.querySelectorAll(":scope > .value")];
    const shown = partial ? items : items.slice(0, 500);
    const cards = shown.map((value, index) => this.place(element("li", { class: "card value" }, this.plainValue(value, offset + index)), partial, offset + index));
    if (this.tail.isConnected) this.tail.before(...cards);
    else this.list.append(...cards);
    return () => { for (const card of old) card.remove(); };
  }

  /** A collection of view models: each row's card made once, bound while it is on the page. Places
   * the rows held; returns what takes the cards of the rows that left off the page. */
  rows(items, partial, offset) {
    const keep = new Set(items);
    const leaving = [...this.cards].filter(([itemId]) => !keep.has(itemId));
    for (const [itemId] of leaving) this.cards.delete(itemId);
    let previous = this.head.isConnected ? this.head : null;
    items.forEach((itemId, index) => {
      let card = this.cards.get(itemId);
      if (!card && this.store.viewModels.has(itemId)) {
        card = element("li", { class: "item", "data-item": itemId }, this.renderer.viewModel(itemId, true));
        this.cards.set(itemId, card);
        if (this.actions) this.actions.follow(itemId);
        if (this.observer) this.observer.observe(card);
      }
      if (!card) return;
      this.place(card, partial, offset + index);
      const expected = previous ? previous.nextSibling : this.list.firstChild;
      if (expected !== card) this.list.insertBefore(card, expected);
      previous = card;
    });
    return () => {
      for (const [itemId, card] of leaving) {
        if (this.observer) this.observer.unobserve(card);
        this.renderer.release(card);
        card.remove();
        if (this.actions) this.actions.leave(itemId);
      }
    };
  }

  /** Gives a row's card its index in the whole collection, and in a windowed list its fixed height. */
  place(card, partial, index) {
    card.dataset.index = String(index);
    card.style.height = partial ? `${ROW_HEIGHT}px` : "";
    return card;
  }

  /** Looks at the window once the scroll has settled. */
  settle() {
    if (!this.actions || this.settling !== null) return;
    this.settling = setTimeout(() => {
      this.settling = null;
      this.follow();
    }, SCROLL_SETTLE_MS);
  }

  /** Moves the window when the rows in view come within WINDOW_MARGIN of its edge (an edge that is
   * not the collection's), to centre them, unless a move is on its way: its answer looks again. */
  follow() {
    const current = this.held();
    if (this.asking || !CollectionView.isPartial(current) || !this.list.isConnected || this.list.clientHeight === 0) return;
    const total = current.total;
    const first = Math.floor(this.list.scrollTop / ROW_HEIGHT);
    const last = Math.min(total, Math.ceil((this.list.scrollTop + this.list.clientHeight) / ROW_HEIGHT));
    const start = current.offset;
    const end = Math.min(total, start + current.items.length);
    const nearTop = start > 0 && first < start + WINDOW_MARGIN;
    const nearBottom = end < total && last > end - WINDOW_MARGIN;
    if (!nearTop && !nearBottom) return;
    const count = Math.max(WINDOW_ROWS, last - first + 4 * WINDOW_MARGIN);
    const offset = Math.max(0, Math.min(total - count, Math.floor((first + last - count) / 2)));
    if (offset === start && end - start >= Math.min(count, total - start)) return;
    this.asking = true;
    this.actions.window(this.id, this.name, offset, count).then(
      () => {
        this.asking = false;
        this.follow();
      },
      // A refused move (the view model gone, say) is not tried again until the next scroll.
      () => { this.asking = false; });
  }

  /** The list left the page: its rows are no longer shown, as surely as if they had left it. */
  release() {
    if (this.settling !== null) clearTimeout(this.settling);
    this.settling = null;
    if (this.observer) this.observer.disconnect();
    if (this.actions) for (const itemId of this.cards.keys()) this.actions.leave(itemId);
  }

  plainValue(value, index) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      const rows = Object.entries(value).map(([name, one]) => [element("dt", { text: name }), element("dd", { text: valueText(one) })]).flat();
      return element("dl", { "aria-label": `item ${index + 1}` }, ...rows);
    }
    return element("span", { text: valueText(value) });
  }
}
