import Foundation
import Protocol
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("The process: stdout, signals, durability")
struct ProcessTests {
    private func initialize(_ server: SpawnedServer) async {
        _ = await server.client.request("initialize", ["protocolVersion": "1.0"])
    }

    @Test("an upload acknowledged before SIGKILL is in the journal")
    func uploadSurvivesKill() async throws {
        let dataDirectory = Repository.temporaryDirectory()
        let server = try SpawnedServer(arguments: ["--data-dir", dataDirectory])
        await initialize(server)
        let created = await server.client.request("viewModel/create", ["type": "Player"])
        let id = created.result?["viewModel"]?["id"] ?? .null
        _ = await server.client.request("property/set", ["viewModel": id, "property": "playerName", "value": "Kim"])
        let upload = await server.client.request("command/execute", ["viewModel": id, "command": "upload"])
        #expect(upload.result?["output"]?["message"] == "Updated Kim with 100 points")
        server.send(signal: SIGKILL)
        #expect(await server.exitStatus() == 128 + SIGKILL)
        let journal = try String(contentsOfFile: dataDirectory + "/uploads.jsonl", encoding: .utf8)
        #expect(journal.contains("Kim"))
    }

    @Test("a stray print from a view model lands on stderr, never in the protocol stream")
    func strayPrintGoesToStderr() async throws {
        let server = try SpawnedServer(
            arguments: ["--data-dir", Repository.temporaryDirectory()],
            executable: SpawnedServer.builtPath(of: "mvvm-test-server"))
        await initialize(server)
        let created = await server.client.request("viewModel/create", ["type": "Chatterbox"])
        let id = created.result?["viewModel"]?["id"] ?? .null
        let set = await server.client.request("property/set", ["viewModel": id, "property": "text", "value": "hello"])
        #expect(set.result?["version"] != nil)
        let executed = await server.client.request("command/execute", ["viewModel": id, "command": "chatter"])
        #expect(executed.result == ["output": .null])
        _ = await server.client.request("shutdown")
        server.client.notify("exit")
        #expect(await server.exitStatus() == 0)
        #expect(server.stderr.contains("text is now hello"))
        #expect(server.stderr.contains("chatter from a view model"))
        #expect(server.client.transcript.allSatisfy { !$0.contains("chatter from") || $0.hasPrefix("> ") })
    }

    /// Runs the binary to its end with `input` on stdin, for tests that need raw stdio rather than a
    /// client.
    private func run(_ arguments: [String], input: String = "", closeStdout: Bool = false) async throws -> (
        stdout: String, stderr: String, status: Int32
    ) {
        let outcome = try await ChildProcess(
            SpawnedServer.executablePath, arguments: arguments, input: input,
            streams: closeStdout ? .stdoutClosed : .separate
        ).run()
        return (outcome.output, outcome.errors, outcome.termination.status)
    }

    @Test("a spawned server inherits none of the test process's descriptors, close-on-exec or not")
    func inheritsNoDescriptor() async throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        let leaked = try #require(Self.target(of: "/proc/self/fd/\(ends[1])"))
        let server = try SpawnedServer(arguments: ["--data-dir", Repository.temporaryDirectory()])
        await initialize(server)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(server.pid)/fd")) ?? []
        #expect(names.contains("0") && names.contains("1") && names.contains("2"))
        #expect(!names.contains { Self.target(of: "/proc/\(server.pid)/fd/\($0)") == leaked })
    }

    /// What a `/proc` descriptor link points at ("pipe:[1234]"), or nil.
    private static func target(of link: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: link)
    }

    @Test("a client that closes the server's stdout ends it without a crash")
    func closedStdout() async throws {
        let requests = (1...200).map {
            #"{"jsonrpc":"2.0","id":\#($0),"method":"initialize","params":{"protocolVersion":"1.0"}}"#
        }
        let result = try await run(
            ["--data-dir", Repository.temporaryDirectory()], input: requests.joined(separator: "\n") + "\n",
            closeStdout: true)
        #expect(result.status == 1)
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test("--help and --version print to stdout and exit 0", arguments: ["--help", "--version"])
    func informationalOptions(option: String) async throws {
        let result = try await run([option])
        #expect(result.status == 0)
        #expect(result.stdout.contains("mvvm-server"))
    }

    @Test("an unknown option is refused on stderr with status 2")
    func unknownOption() async throws {
        let result = try await run(["--colour"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown option --colour"))
    }

    @Test(
        "every example piped whole with --sequential: each request answered once, no error, valid against schema/",
        arguments: ["player", "flickr-search", "twitter-search", "quote-list"])
    func examplesRunSequentially(example: String) async throws {
        let input = try String(contentsOfFile: Repository.path("examples/\(example).jsonl"), encoding: .utf8)
        let result = try await run(["--sequential", "--data-dir", Repository.temporaryDirectory()], input: input)
        #expect(result.status == 0)
        let messages = try result.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        let requests = try Repository.lines(of: "examples/\(example).jsonl").map { try JSONParser.parse($0) }
        #expect(messages.compactMap { $0["id"]?.int64Value } == requests.compactMap { $0["id"]?.int64Value })
        #expect(messages.allSatisfy { $0["error"] == nil })
        let transcript = requests.map { "> " + JSONWriter.string($0) } + messages.map { "< " + JSONWriter.string($0) }
        let violations = try await Repository.schemaViolations(in: transcript)
        #expect(violations == nil, "\(violations ?? "")")
    }

    @Test("the README's main command: a whole session from examples/player.jsonl on stdin")
    func exampleOnStdin() async throws {
        let input = try String(contentsOfFile: Repository.path("examples/player.jsonl"), encoding: .utf8)
        let result = try await run(["--data-dir", Repository.temporaryDirectory()], input: input)
        #expect(result.status == 0)
        let messages = try result.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        let requests = try Repository.lines(of: "examples/player.jsonl").map { try JSONParser.parse($0) }
        let answered = messages.compactMap { $0["id"]?.int64Value }
        #expect(answered.sorted() == requests.compactMap { $0["id"]?.int64Value })
        #expect(answered.last == 12, "shutdown answers after the upload that was still running")
        #expect(messages.allSatisfy { $0["error"] == nil })
    }
}

@Suite("Bad input against the binary")
struct BadInputTranscriptTests {
    @Test("the answers to the whole bad-input catalog are valid against schema/, and the session survives")
    func badInputTranscriptMatchesSchema() async throws {
        let server = try SpawnedServer(arguments: ["--data-dir", Repository.temporaryDirectory()])
        _ = await server.client.request("initialize", ["protocolVersion": "1.0"])
        let created = await server.client.request("viewModel/create", ["type": "Player"])
        let id = created.result?["viewModel"]?["id"]?.stringValue ?? ""
        var transcript = server.client.transcript
        for input in BadInput.catalog {
            let bytes = input.bytes(id)
            transcript.append("> " + String(decoding: bytes.dropLast(), as: UTF8.self))
            server.client.sendRaw(bytes)
            let answer = await server.client.next()
            #expect(answer?["error"]?["code"]?.int64Value == Int64(input.code.rawValue), "\(input.name)")
            transcript.append("< " + JSONWriter.string(answer ?? .null))
        }
        let after = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(after.result?["viewModel"]?["version"] == 0)
        transcript += server.client.transcript.suffix(2)
        let violations = try await Repository.schemaViolations(
            in: transcript, options: ["--allow-bad-client", "--allow-unanswered"])
        #expect(violations == nil, "\(violations ?? "")")
    }
}
