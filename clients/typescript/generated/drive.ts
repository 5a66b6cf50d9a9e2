// Drives the four built-in apps through the generated classes (mvvm-server.ts, beside this file), as
// a frontend would: `tsc --strict` checks it against them, and running it prints what it saw.
//
//     node drive.js [SERVER]      (compiled; SERVER defaults to $MVVM_SERVER, else mvvm-server on PATH)

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { argv, stdout } from "node:process";

import { Client, NotBoundError } from "mvvm-client";
import { FlickrSearch, Player, PlayerUploadOutput, QuoteList, SearchResults, TweetDetail, TwitterSearch } from "./mvvm-server.js";

const server: string | undefined = argv[2];
// Generous: on a busy machine an answer can take seconds.
const timeout = 60_000;

function print(line: string): void {
    stdout.write(line + "\n");
}

function yesOrNo(flag: boolean): string {
    return flag ? "yes" : "no";
}

async function drivePlayer(client: Client): Promise<void> {
    const player = await Player.create(client);
    player.onForbiddenName((payload) => print(`  forbiddenName: ${payload.name}`));
    player.onUploaded((payload) => print(`  uploaded: ${payload.message}`));
    await player.bind();
    await player.setPlayerName("Ada");
    await player.setPoints(150);
    const points: number = await player.stepUp();
    print(`Player: ${player.playerName}, ${points} points, ${player.pointUpdatesLeft} updates left`);
    await player.setPlayerName("dag nabbit");
    print(`  name now '${player.playerName}', valid: ${yesOrNo(player.isValid)}`);
    await player.setPlayerName("Grace");
    const confirmation: PlayerUploadOutput = await player.upload();
    print(`  upload: ${confirmation.message}; enabled again: ${yesOrNo(player.commandState("upload").enabled)}`);
}

async function driveFlickr(client: Client): Promise<void> {
    const search = await FlickrSearch.create(client, { latencyMs: 0 });
    const pushed: SearchResults[] = [];
    search.onPushSearchResults((results) => pushed.push(results));
    const screens: SearchResults[] = [];
    search.onPush((screen) => screens.push(screen));
    await search.bind();
    await search.setSearchText("owl paris");
    const found = await search.executeSearch();
    const results = pushed[0];
    await results.bindItems("searchResults");
    const screen = screens[0];
    print(`FlickrSearch: '${found.searchString}' found ${found.totalResults}, pushed ${screen.mirror.type} '${results.title}'`);
    const items = results.searchResults;
    for (const item of items) await item.setIsVisible(true);
    await client.waitUntil(() => items.every((item) => item.favorites !== null && item.comments !== null));
    for (const item of items) print(`  ${item.title}: ${item.favorites} favorites, ${item.comments} comments`);
    await results.pop();
    const again = await search.rerunSearch(0);
    print(`  again '${again.searchString}'; recent: ${search.previousSearches.map((previous) => previous.searchString).join(", ")}`);
}

async function driveTwitter(client: Client): Promise<void> {
    const search = await TwitterSearch.create(client, { latencyMs: 0 });
    const opened: TweetDetail[] = [];
    search.onPushTweetDetail((detail) => opened.push(detail));
    await search.bindItems("searchResults");
    await search.setSearchText("kyoto dawn");
    const count = await search.search();
    const tweets = search.searchResults;
    print(`TwitterSearch: ${count} tweets, the first by @${tweets[0].username}`);
    await search.setSelectedTweet(tweets[0]);
    const detail = opened[0];
    await detail.bind();
    print(`  selected: ${detail.mirror.type} of @${detail.username}`);
    print(`  ${detail.status}; page shown: ${yesOrNo(await detail.openPage())}`);
}

async function driveQuotes(): Promise<void> {
    const client = await Client.start({ server, clock: "controlled", timeout });
    const quoteList = await QuoteList.create(client, { seed: 7, initialCount: 3 });
    await quoteList.bind();
    try {
        print(`QuoteList: ${quoteList.quotes[0].symbol} read before its rows are bound`);
    } catch (error) {
        if (!(error instanceof NotBoundError)) throw error;
        print(`QuoteList: reading ${error.type} ${error.viewModel} before binding its rows: not bound`);
    }
    // The quotes a tick brings later are bound as it arrives.
    await quoteList.bindItems("quotes");
    const show = () => quoteList.quotes.map((quote) => `${quote.symbol} ${quote.price.toFixed(2)}`).join(", ");
    print(`QuoteList: ${show()}`);
    await client.advance(1000);
    print(`  a second later: ${show()}`);
    // A long list shows a window: two quotes up front, then three from the 250th, bound.
    const longList = await QuoteList.create(client, { seed: 7, initialCount: 500 }, { quotes: 2 });
    const window = await longList.windowQuotes(250, 3);
    const shown = window.items.map((quote) => `${quote.symbol} ${quote.price.toFixed(2)}`).join(", ");
    print(`  a window of ${window.total} from ${window.offset}: ${shown}`);
    await client.close();
}

const data = mkdtempSync(join(tmpdir(), "mvvm-drive-"));
try {
    const client = await Client.start({ server, arguments: ["--data-dir", data], timeout });
    await drivePlayer(client);
    await driveFlickr(client);
    await driveTwitter(client);
    await client.close();
    await driveQuotes();
} finally {
    rmSync(data, { recursive: true, force: true });
}
