// Windows on a long collection, against the real server: a QuoteList of 1,200 quotes on the
// controlled clock, whose ticks remove and replace quotes before, inside and after the window.
// Applying every change keeps the window equal to viewModel/get of it; scrolling moves it; the rows
// that leave it are unbound. Throws (Node exits non-zero) at the first difference.
//
//     node windows.js [SERVER]      (compiled; SERVER defaults to $MVVM_SERVER, else mvvm-server on PATH)

import { argv, stdout } from "node:process";

import { Client, CollectionItem, CollectionWindow, JSONObject, NotBoundError, ViewModel } from "mvvm-client";

const server: string | undefined = argv[2];

function check(condition: boolean, what: string): void {
    if (!condition) throw new Error(`failed: ${what}`);
}

function rows(window: CollectionWindow<CollectionItem>): ViewModel[] {
    return window.items.map((item) => item as ViewModel);
}

/** Checks the window against viewModel/get, which reads the collection through this client's window. */
async function matchesGet(client: Client, list: ViewModel, window: CollectionWindow<CollectionItem>, when: string) {
    const got = await client.request("viewModel/get", { viewModel: list.id });
    const quotes = ((got as JSONObject)["viewModel"] as JSONObject)["collections"] as JSONObject;
    const collection = quotes["quotes"] as JSONObject;
    const theirs = (collection["items"] as JSONObject[]).map((item) => JSON.stringify([item["id"], item["properties"]]));
    const mine = rows(window).map((row) => JSON.stringify([row.id, row.properties]));
    check(window.offset === collection["offset"] && window.total === collection["count"], `${when}: offset and total`);
    check(JSON.stringify(mine) === JSON.stringify(theirs), `${when}: items\n${mine.join("\n")}\n---\n${theirs.join("\n")}`);
}

async function scrolling(): Promise<void> {
    const client = await Client.start({ server, clock: "controlled", timeout: 60_000 });
    try {
        const list = await client.create("QuoteList", { initialCount: 1200, tickInterval: 1, seed: 7 }, { quotes: 0 });
        check(list.windows.get("quotes")?.items.length === 0, "an empty window up front");
        const window = await list.window("quotes", 100, 25);
        check(window !== null && window.offset === 100 && window.total === 1200 && window.items.length === 25, "the window");
        if (window === null) return;
        const first = rows(window);
        check(first.every((row) => row.bound), "the rows in the window are bound");
        let touched = 0;
        list.onCollection((_, changes) => (touched += changes.length));
        for (let tick = 0; tick < 60; tick++) {
            await client.advance(1000);
            await matchesGet(client, list, window, `tick ${tick}`);
        }
        check(touched > 0 && window.total < 1200, "ticks touched the window and shrank the list");

        await window.scroll(700);
        check(window.offset === 700 && window.items.length === 25, "scrolled to 700");
        await matchesGet(client, list, window, "after scrolling");
        for (const row of first) {
            check(!row.bound && !client.mirror.viewModels.has(row.id), `${row.id} left: unbound and forgotten`);
            let raised = false;
            try {
                void row.properties;
            } catch (error) {
                raised = error instanceof NotBoundError && error.viewModel === row.id;
            }
            check(raised, `reading ${row.id}, which left, throws NotBoundError`);
        }
        check(rows(window).every((row) => row.bound), "the rows scrolled in are bound");
        for (let offset = 0; offset < window.total; offset += 25) await window.scroll(offset);
        check(client.mirror.viewModels.size <= 26, `one window's rows held, not ${client.mirror.viewModels.size}`);
        for (let tick = 0; tick < 20; tick++) await client.advance(1000);
        await matchesGet(client, list, window, "after scrolling to the end");

        await window.close();
        check(list.windows.size === 0 && list.collections["quotes"].length === window.total, "closed: the whole list");
    } finally {
        await client.close();
    }
}

async function defaultWindow(): Promise<void> {
    const client = await Client.start({ server, clock: "controlled", timeout: 60_000, defaultWindow: 10 });
    try {
        check((client.info["capabilities"] as JSONObject)["windows"] === true, "the server speaks windows");
        const list = await client.create("QuoteList", { initialCount: 1000, tickInterval: 1, seed: 3 });
        const window = list.windows.get("quotes");
        check(window !== undefined && window.count === 10 && window.total === 1000 && window.items.length === 10, "the default window");
        if (window === undefined) return;
        await list.bindItems("quotes");
        for (let tick = 0; tick < 30; tick++) await client.advance(1000);
        await matchesGet(client, list, window, "the default window after 30 ticks");
        await list.get({ quotes: { offset: 995, count: 10 } });
        check(window.offset === 995 && rows(window).every((row) => row.bound), "get's windows moved it");
        for (let tick = 0; tick < 30; tick++) await client.advance(1000);
        await matchesGet(client, list, window, "the moved window after 30 ticks");
    } finally {
        await client.close();
    }
}

await scrolling();
await defaultWindow();
stdout.write("windows: ok\n");
