import Protocol

/// The command line, parsed.
struct ServerOptions: Equatable {
    enum Action: Equatable {
        case serve
        case help
        case version
    }

    var action = Action.serve
    var framing: Framing?
    var logLevel = LogLevel.info
    var logFile: String?
    var dataDirectory: String?
    var maxMessageBytes = 64 << 20
    /// The backlog, in messages, past which pending state notifications are merged (a slow client).
    var coalescingThreshold = 4096
    /// The Flickr API key, from `--flickr-api-key` or else `FLICKR_API_KEY`; never logged.
    var flickrAPIKey: String?
    /// Handles each message only after every execution before it has answered (scripted clients).
    var sequential = false
    /// Registers view models that exist only to test the server itself (a stray `print`, for one).
    var testViewModels = false

    static let usage = """
        usage: mvvm-server [options]

        Hosts MVVM view models and speaks JSON-RPC 2.0 on stdin/stdout (LSP Content-Length framing
        or newline-delimited JSON, detected from the first byte). Logs go to stderr.

        options:
          --framing lsp|ndjson        force a framing instead of detecting it
          --log-level LEVEL           error, warning, info (default), debug or trace
          --log-file PATH             also append the log to PATH
          --data-dir PATH             where the model layer keeps its files
                                      (default: $XDG_DATA_HOME/mvvm-server or ~/.local/share/mvvm-server)
          --max-message-bytes N       refuse messages larger than N bytes (default 67108864)
          --flickr-api-key KEY        search the real Flickr API (default: $FLICKR_API_KEY; needs a
                                      build with `--traits FlickrWeb`, else the offline catalog is used)
          --coalescing-threshold N    merge pending state notifications once N messages wait for a
                                      client that stopped reading (default 4096)
          --sequential                handle each message only once every command before it has
                                      answered, so a piped script sees the state it expects
          --test-view-models          also offer the view models the server's own tests use
          --version                   print the version and exit
          --help                      print this help and exit
        """

    init() {}

    init(arguments: [String]) throws(ServerStartError) {
        var remaining = arguments[...]
        func value(for option: String) throws(ServerStartError) -> String {
            guard let value = remaining.popFirst() else { throw ServerStartError("\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
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
                dataDirectory = try value(for: argument)
            case "--max-message-bytes":
                let text = try value(for: argument)
                guard let bytes = Int(text), bytes > 0 else {
                    throw ServerStartError("--max-message-bytes takes a positive number of bytes, not \(text)")
                }
                maxMessageBytes = bytes
            case "--flickr-api-key":
                flickrAPIKey = try value(for: argument)
            case "--coalescing-threshold":
                let text = try value(for: argument)
                guard let count = Int(text), count > 0 else {
                    throw ServerStartError("--coalescing-threshold takes a positive number of messages, not \(text)")
                }
                coalescingThreshold = count
            case "--sequential":
                sequential = true
            case "--test-view-models":
                testViewModels = true
            default:
                throw ServerStartError("unknown option \(argument) (see --help)")
            }
        }
    }
}
