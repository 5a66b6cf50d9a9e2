// Drives the todos example through its generated classes (todos-server.ts, beside this file): the
// filter is an enum, the selected row a view model. `tsc --strict` checks it against them, and
// running it prints what it saw.
//
//     node drive.js [SERVER]      (compiled; SERVER defaults to $MVVM_SERVER, else mvvm-server on PATH)

import { argv, stdout } from "node:process";

import { Client } from "mvvm-client";
import { TodoList, TodoListFilter } from "./todos-server.js";

function print(line: string): void {
    stdout.write(line + "\n");
}

function show(todos: TodoList): void {
    const rows = todos.items.map((item) => `[${item.isCompleted ? "x" : " "}] ${item.title}`).join(", ");
    print(`  ${rows}; ${todos.itemsLeft}`);
}

const client = await Client.start({ server: argv[2], timeout: 60_000 });
const todos = await TodoList.create(client);
// Every row of items is bound, those the adds below bring included.
await todos.bindItems("items");
for (const title of ["milk", "eggs", "bread"]) {
    const added = await todos.add(title);
    print(`add '${added.title}': todo ${added.id}`);
}
show(todos);
print(`toggle eggs: ${(await todos.items[1].toggle()) ? "done" : "not done"}`);
show(todos);
const active: TodoListFilter = "active";
await todos.setFilter(active);
show(todos);
await todos.setSelectedItem(todos.items[0]);
const selected = todos.selectedItem;
print(`selected: ${selected !== null ? selected.title : "nothing"}`);
await todos.setFilter("all");
const cleared = await todos.clearCompleted();
print(`cleared ${cleared}; clearCompleted enabled: ${todos.commandState("clearCompleted").enabled ? "yes" : "no"}`);
show(todos);
await client.close();
