import Protocol
@testable import ServerLog
import Testing

@testable import RPCServer

@Suite("Command line")
struct ServerOptionsTests {
    @Test("every option is read")
    func readsOptions() throws {
        let options = try ServerOptions(
            arguments: [
                "--framing", "ndjson", "--log-level", "debug", "--log-file", "/tmp/x.log", "--data-dir", "/tmp/d",
                "--max-message-bytes", "1024", "--api-key", "k", "--offline",
            ],
            custom: [.value("--api-key", valueName: "KEY", help: "a key"), .flag("--offline", help: "no network")])
        #expect(options.framing == .ndjson)
        #expect(options.logLevel == .debug)
        #expect(options.logFile == "/tmp/x.log")
        #expect(options.dataDirectory == "/tmp/d")
        #expect(options.maxMessageBytes == 1024)
        #expect(options.value(of: "--api-key") == "k")
        #expect(options.isSet("--offline"))
        #expect(!options.isSet("--api-key-2"))
        #expect(options.action == .serve)
    }

    @Test("help and version are actions")
    func actions() throws {
        #expect(try ServerOptions(arguments: ["--help"]).action == .help)
        #expect(try ServerOptions(arguments: ["--version"]).action == .version)
    }

    @Test("generate takes a language, an output file and the server's own options")
    func generate() throws {
        let python = try ServerOptions(arguments: ["generate", "--language", "python"])
        #expect(python.action == .generate(.python, output: nil))
        let options = try ServerOptions(
            arguments: ["generate", "--output", "client.ts", "--language", "typescript", "--data-dir", "/tmp/d"])
        #expect(options.action == .generate(.typescript, output: "client.ts"))
        #expect(options.dataDirectory == "/tmp/d")
    }

    @Test(
        "bad options are refused with a reason",
        arguments: [
            ["--framing", "xml"], ["--log-level", "loud"], ["--max-message-bytes", "-1"], ["--data-dir"], ["--colour"],
            ["--data-dir", ""], ["--data-dir", #filePath], ["--log-file", ""], ["--coalescing-threshold", "0"],
            ["--clock", "fake"], ["--clock"], ["generate"], ["generate", "--language", "go"], ["--language", "python"],
            ["--output", "x"], ["--data-dir", "/tmp", "generate", "--language", "python"], ["--mcp", "--framing", "lsp"],
            ["--framing", "lsp", "--mcp"],
        ])
    func refusesBadOptions(arguments: [String]) {
        #expect(throws: ServerStartError.self) { try ServerOptions(arguments: arguments) }
    }
}
