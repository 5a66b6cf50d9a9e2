import Foundation
import Protocol
import ServerTools
import TestSupport
import Testing

/// What the generated classes let a frontend write and what they turn into type errors: `create`
/// with exactly the declared arguments, and a typed push handler for every member that pushes, a
/// property as well as a command. Each language's checker reads a script of what must pass and one
/// line per mistake, and must report exactly those lines.
@Suite("Generated clients type create and pushes", .timeLimit(.minutes(3)))
struct GeneratedTypingTests {
    static let nothing: JSONValue = ["type": ["null", "object"], "maxProperties": 0]
    static let text: JSONValue = ["type": "string"]
    static let searchArguments = [
        ArgumentDescription(name: "query", schema: text, required: true, doc: "What to look for."),
        ArgumentDescription(name: "limit", schema: ["type": "integer"], doc: "How many at most."),
    ]

    /// An inbox whose selected row pushes the message (a property that pushes) and whose `compose`
    /// pushes a draft; two types that take the same arguments.
    static let types = [
        TypeDescription(
            name: "Inbox", doc: "Messages; takes no arguments.",
            properties: [
                PropertyDescription(
                    name: "selected", schema: ["anyOf": [["type": "string", "x-viewModelType": "MessageRow"], ["type": "null"]]],
                    readOnly: false, doc: "The row opened, which pushes its message.", pushes: ["Message"])
            ],
            commands: [CommandDescription(name: "compose", inputSchema: nothing, outputSchema: nothing, pushes: ["Draft"])],
            collections: [CollectionDescription(name: "rows", itemType: "MessageRow")]),
        TypeDescription(
            name: "MessageRow", creatable: false,
            properties: [PropertyDescription(name: "subject", schema: text, readOnly: true)]),
        TypeDescription(
            name: "Message", creatable: false, properties: [PropertyDescription(name: "body", schema: text, readOnly: true)]),
        TypeDescription(
            name: "Draft", creatable: false, properties: [PropertyDescription(name: "text", schema: text, readOnly: false)],
            commands: [CommandDescription(name: "send", inputSchema: nothing, outputSchema: nothing)]),
        TypeDescription(name: "Search", arguments: searchArguments),
        TypeDescription(name: "Archive", arguments: searchArguments),
    ]

    @Test("Python: create takes exactly the declared arguments and every pushed type has its typed handler")
    func python() async throws {
        let folder = try Self.module(
            .python, "inbox.py",
            holding: [
                "def create(cls, session: Session, *, windows: Mapping[Literal[\"rows\"], WindowRequest] | None = None) -> Inbox:",
                "def create(cls, session: Session, arguments: SearchArguments) -> Search:",
                "def create(cls, session: Session, arguments: ArchiveArguments) -> Archive:",
                "def on_push(self, callback: Callable[[Message | Draft], None]) -> None:",
                "Calls `callback` with each Message this one pushes (selected)",
                "def window_rows(self, offset: int = 0, count: int = 50) -> TypedWindow[MessageRow]:",
            ])
        try """
            from mvvm_client.typed import Session
            from inbox import Archive, ArchiveArguments, Draft, Inbox, Message, MessageRow, Search


            def use(session: Session) -> None:
                inbox = Inbox.create(session)
                messages: list[Message] = []
                inbox.on_push_Message(messages.append)
                drafts: list[Draft] = []
                inbox.on_push_Draft(drafts.append)
                screens: list[Message | Draft] = []
                inbox.on_push(screens.append)
                Search.create(session, {"query": "owl", "limit": 3})
                archived: ArchiveArguments = {"query": "owl"}
                Archive.create(session, archived)
                Inbox.create(session, windows={"rows": 10}).bind(windows={"rows": (10, 5)})
                rows: list[MessageRow] = inbox.window_rows(0, 5).scroll(5).items

            """.write(toFile: folder + "/use.py", atomically: true, encoding: .utf8)
        let mistakes = [
            ("Inbox.create(session, {})", #"Too many positional arguments for "create" of "Inbox""#),
            ("Search.create(session)", #"Missing positional argument "arguments" in call to "create" of "Search""#),
            (#"Search.create(session, {"query": "owl", "limt": 3})"#, #"Extra key "limt" for TypedDict "SearchArguments""#),
            (#"Archive.create(session, {"limit": 3})"#, #"Missing key "query" for TypedDict "ArchiveArguments""#),
            ("inbox.on_push_Message(drafts.append)", #"Argument 1 to "on_push_Message" of "Inbox" has incompatible type"#),
            ("inbox.on_push(messages.append)", #"Argument 1 to "on_push" of "Inbox" has incompatible type"#),
            (#"inbox.bind(windows={"rowz": 10})"#, "Dict entry 0 has incompatible type"),
            ("messages.extend(inbox.window_rows().items)", #"Argument 1 to "extend" of "list" has incompatible type"#),
        ]
        let header = """
            from mvvm_client.typed import Session
            from inbox import Archive, Draft, Inbox, Message, Search


            def misuse(session: Session, inbox: Inbox, drafts: list[Draft], messages: list[Message]) -> None:
            """
        try Self.script(header, mistakes.map { "    " + $0.0 })
            .write(toFile: folder + "/misuse.py", atomically: true, encoding: .utf8)
        let (_, report) = try await ClientCheckers.mypy(
            ["use.py", "misuse.py", "inbox.py"].map { folder + "/" + $0 }, cache: "typing")
        Self.expectErrors(in: report, marker: ": error:", exactly: Self.located(mistakes, after: header, in: "misuse.py:", ":"))
    }

    @Test("TypeScript: create takes exactly the declared arguments and every pushed type has its typed handler")
    func typeScript() async throws {
        guard ClientCheckers.hasTypeScript() else { return }
        let folder = try Self.module(
            .typescript, "inbox.ts",
            holding: [
                "static async create(client: Client, args?: undefined, windows?: { [C in \"rows\"]?: WindowRequest }): Promise<Inbox> {",
                "static async create(client: Client, args: SearchArguments): Promise<Search> {",
                "static async create(client: Client, args: ArchiveArguments): Promise<Archive> {",
                "onPush(callback: (pushed: Message | Draft) => void): void {",
                "Calls `callback` with each Draft this one pushes (compose)",
                "windowRows(offset = 0, count = 50): Promise<TypedWindow<MessageRow>> {",
            ])
        try """
            import { Client } from "mvvm-client";
            import { Archive, ArchiveArguments, Draft, Inbox, Message, MessageRow, Search } from "./inbox.js";

            export async function use(client: Client): Promise<void> {
                const inbox = await Inbox.create(client);
                const messages: Message[] = [];
                inbox.onPushMessage((message) => messages.push(message));
                const drafts: Draft[] = [];
                inbox.onPushDraft((draft) => drafts.push(draft));
                const screens: (Message | Draft)[] = [];
                inbox.onPush((screen) => screens.push(screen));
                await Search.create(client, { query: "owl", limit: 3 });
                const archived: ArchiveArguments = { query: "owl" };
                await Archive.create(client, archived);
                await (await Inbox.create(client, undefined, { rows: 10 })).bind({ rows: { offset: 10, count: 5 } });
                const rows: MessageRow[] = (await (await inbox.windowRows(0, 5)).scroll(5)).items;
            }

            """.write(toFile: folder + "/use.ts", atomically: true, encoding: .utf8)
        let mistakes = [
            ("await Inbox.create(client, {});", "Argument of type '{}' is not assignable to parameter of type 'undefined'."),
            ("await Search.create(client);", "error TS2554: Expected 2 arguments, but got 1."),
            (#"await Search.create(client, { query: "owl", limt: 3 });"#, "limt: number; }' is not assignable to parameter of type 'SearchArguments'"),
            ("await Archive.create(client, { limit: 3 });", "'{ limit: number; }' is not assignable to parameter of type 'ArchiveArguments'"),
            ("inbox.onPushMessage((draft: Draft) => draft.send());", "to parameter of type '(pushed: Message) => void'"),
            ("inbox.onPush((message: Message) => message.body);", "to parameter of type '(pushed: Message | Draft) => void'"),
            ("await inbox.bind({ rowz: 10 });", "is not assignable to parameter of type 'TypedWindows<\"rows\">'"),
            ("const messages: Message[] = (await inbox.windowRows()).items;", "is not assignable to type 'Message[]'"),
        ]
        let header = """
            import { Client } from "mvvm-client";
            import { Archive, Draft, Inbox, Message, Search } from "./inbox.js";

            export async function misuse(client: Client, inbox: Inbox): Promise<void> {
            """
        try Self.script(header, mistakes.map { "    " + $0.0 } + ["}"])
            .write(toFile: folder + "/misuse.ts", atomically: true, encoding: .utf8)
        let project = try ClientCheckers.typeScriptProject(["inbox.ts", "use.ts", "misuse.ts"].map { folder + "/" + $0 })
        let (_, report) = try await Repository.run(["tsc", "-p", project])
        Self.expectErrors(in: report, marker: ": error TS", exactly: Self.located(mistakes, after: header, in: "misuse.ts(", ","))
    }

    /// A fresh folder holding the client of `types` in `language`, written as `file`, after checking
    /// that it holds each of `lines`.
    private static func module(_ language: ClientLanguage, _ file: String, holding lines: [String]) throws -> String {
        let module = language.client(of: types, serverName: "inbox-server")
        for line in lines { #expect(module.contains(line), "\(file) lacks \(line)") }
        let folder = try ClientCheckers.temporaryFolder()
        try module.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        return folder
    }

    /// `header` and then `lines`, one a line.
    private static func script(_ header: String, _ lines: [String]) -> String {
        ([header] + lines).joined(separator: "\n") + "\n"
    }

    /// Each mistake's message with where the checker reports it: `file` and its line number, the
    /// header's lines before it, then `separator`.
    private static func located(_ mistakes: [(String, String)], after header: String, in file: String, _ separator: String)
        -> [(location: String, message: String)]
    {
        let headerLines = header.split(separator: "\n", omittingEmptySubsequences: false).count
        return mistakes.enumerated().map { index, mistake in
            ("\(file)\(headerLines + index + 1)\(separator)", mistake.1)
        }
    }

    /// Records an issue unless the checker's `report` holds exactly one error per expected location,
    /// each with its message, and no other: the passing script and the module are clean.
    private static func expectErrors(
        in report: String, marker: String, exactly expected: [(location: String, message: String)]
    ) {
        let errors = report.split(separator: "\n").filter { $0.contains(marker) }
        #expect(errors.count == expected.count, "\(report)")
        for (location, message) in expected {
            #expect(
                errors.contains { $0.contains(location) && $0.contains(message) }, "no \(message) at \(location): \(report)")
        }
    }
}
