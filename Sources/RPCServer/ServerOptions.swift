import Protocol
import ServerTools
import ServerTransport
import ViewModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line of a server, parsed: the host's own options and the ones its maker added.
///
/// Rules:
/// - An unknown option, a missing or empty value, or a value out of range stops the server before it
///   serves, with a reason on stderr and exit status 2.
/// - `dataDirectory` is where the model layer keeps its files: `--data-dir`, else
///   `$XDG_DATA_HOME/NAME`, else `~/.local/share/NAME`, where NAME is the server's name.
/// - `clock` is what every timer, tick, debounce, throttle and simulated latency must run on: the
///   continuous clock, or with `--clock controlled` one that moves only when the client sends
///   `clock/advance`. Copies of the options share it.
public struct ServerOptions: Sendable, Equatable {
    enum Action: Equatable {
        case serve
        case help
        case version
        /// `--replay PATH`: run a recording against a fresh server instead of serving.
        case replay(String)
        /// `generate --language L [--output PATH]`: write a typed client of the catalog instead of
        /// serving, to PATH or else to stdout.
        case generate(ClientLanguage, output: String?)
    }

    var action = Action.serve
    var framing: Framing?
    var logLevel = LogLevel.info
    var logFile: String?
    /// Where the model layer keeps its files, as the command line said; nil for the default.
    var dataDirectoryOption: String?
    var maxMessageBytes = 64 << 20
    /// The backlog, in messages, past which pending state notifications are merged (a slow client).
    var coalescingThreshold = 4096
    /// Handles each message only after every execution before it has answered (scripted clients).
    var sequential = false
    /// `--mcp`: speak the Model Context Protocol instead of this server's own (docs/mcp.md).
    var speaksMCP = false
    /// `--clock`: real unless told.
    var clockChoice = ClockChoice.real
    /// `--record PATH`: where the session is recorded, or nil.
    var recordPath: String?
    /// The command line as parsed, without `--record` and its path: what a recording's header keeps
    /// so that its replay starts the same server.
    var recordedArguments: [String] = []
    /// The server's name, for the default data directory.
    private var serverName = "mvvm-server"
    /// The values of the maker's own options, by name; a flag that was given has an empty value.
    private var custom: [String: String] = [:]

    /// The host's defaults, as a server started with no option has them.
    public init() {}

    /// Parses `arguments` (without the program's name) for a server called `serverName` that also
    /// takes `custom` options.
    /// - Throws: `ServerStartError` with the reason the command line is refused.
    public init(arguments: [String], serverName: String = "mvvm-server", custom: [ServerOption] = []) throws(
        ServerStartError
    ) {
        self.serverName = serverName
        var remaining = arguments[...]
        let generates = remaining.first == "generate"
        if generates { remaining.removeFirst() }
        var language: ClientLanguage?
        var output: String?
        func value(for option: String) throws(ServerStartError) -> String {
            guard let value = remaining.popFirst() else { throw ServerStartError("\(option) needs a value") }
            guard !value.isEmpty else { throw ServerStartError("\(option) needs a value that is not empty") }
            return value
        }
        func positive(_ option: String, _ unit: String) throws(ServerStartError) -> Int {
            let text = try value(for: option)
            guard let number = Int(text), number > 0 else {
                throw ServerStartError("\(option) takes a positive number of \(unit), not \(text)")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            let start = remaining.startIndex - 1
            var isRecorded = true
            defer { if isRecorded { recordedArguments += arguments[start..<remaining.startIndex] } }
            switch argument {
            case "--help", "-h":
                action = .help
            case "--version":
                action = .version
            case "--framing":
                let name = try value(for: argument)
                guard let parsed = Framing(rawValue: name) else {
                    throw ServerStartError("--framing takes lsp or ndjson, not \(name)")
                }
                framing = parsed
            case "--log-level":
                let name = try value(for: argument)
                guard let parsed = LogLevel(name: name) else {
                    throw ServerStartError("--log-level takes error, warning, info, debug or trace, not \(name)")
                }
                logLevel = parsed
            case "--log-file":
                logFile = try value(for: argument)
            case "--data-dir":
                let path = try value(for: argument)
                guard !Self.isNonDirectory(path) else {
                    throw ServerStartError("--data-dir takes a directory (made if missing), but \(path) is a file")
                }
                dataDirectoryOption = path
            case "--max-message-bytes":
                maxMessageBytes = try positive(argument, "bytes")
            case "--coalescing-threshold":
                coalescingThreshold = try positive(argument, "messages")
            case "--sequential":
                sequential = true
            case "--mcp":
                speaksMCP = true
            case "--clock":
                let name = try value(for: argument)
                switch name {
                case "real": clockChoice = .real
                case "controlled": clockChoice = .controlled(TestClock())
                default: throw ServerStartError("--clock takes real or controlled, not \(name)")
                }
            case "--record":
                recordPath = try value(for: argument)
                isRecorded = false
            case "--replay":
                action = .replay(try value(for: argument))
                isRecorded = false
            case "--language" where generates:
                let name = try value(for: argument)
                guard let parsed = ClientLanguage(rawValue: name) else {
                    throw ServerStartError("--language takes python or typescript, not \(name)")
                }
                language = parsed
            case "--output" where generates:
                output = try value(for: argument)
            default:
                guard let option = custom.first(where: { $0.name == argument }) else {
                    throw ServerStartError("unknown option \(argument) (see --help)")
                }
                self.custom[argument] = option.valueName == nil ? "" : try value(for: argument)
            }
        }
        if speaksMCP {
            guard framing != .lsp else { throw ServerStartError("--mcp speaks newline-delimited JSON, MCP's stdio framing: drop --framing lsp") }
            framing = .ndjson
        }
        if generates {
            guard let language else { throw ServerStartError("generate needs --language python or typescript") }
            action = .generate(language, output: output)
        }
    }

    /// Whether something that is not a directory already stands at `path`, where a directory is wanted.
    private static func isNonDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFDIR
    }

    /// Where the model layer keeps its files.
    public var dataDirectory: String {
        dataDirectoryOption ?? StandardStreams.defaultDataDirectory(for: serverName)
    }

    /// The value the command line gave a custom option that takes one, or nil.
    public func value(of option: String) -> String? {
        custom[option].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// What every timer, tick, debounce, throttle and simulated latency of the server's view models
    /// runs on: the continuous clock, or with `--clock controlled` the one `clock/advance` moves.
    public var clock: any Clock<Duration> {
        controlledClock ?? ContinuousClock()
    }

    /// The clock `clock/advance` moves, with `--clock controlled`; nil when the clock is real.
    public var controlledClock: TestClock? {
        guard case .controlled(let clock) = clockChoice else { return nil }
        return clock
    }

    /// Whether the command line gave a custom flag.
    public func isSet(_ flag: String) -> Bool {
        custom[flag] != nil
    }
}
