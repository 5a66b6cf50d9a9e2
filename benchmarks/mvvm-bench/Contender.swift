/// One of the two servers `mvvm-bench server` drives with the same client code: mvvm-server, or the
/// C echo server of benchmarks/baseline that stands for the physical limit of the pipes.
struct Contender {
    /// What a session needs the server to do. mvvm-server does it because of the requests it gets;
    /// the echo server understands no request, so it is told on its command line.
    enum Mode: String {
        /// A response per request.
        case reply
        /// One `property/didChange` before each response.
        case notify
        /// `property/didChange` whenever the client has nothing to say.
        case push
    }

    static let initialize = #"{"protocolVersion":"1.0"}"#

    let name: String
    private let command: (Mode) -> [String]

    /// mvvm-server as a newcomer runs it, with its model layer's files in `dataDirectory`.
    static func server(_ path: String, dataDirectory: String) -> Contender {
        Contender(name: "mvvm-server") { _ in [path, "--data-dir", dataDirectory] }
    }

    static func baseline(_ path: String) -> Contender {
        Contender(name: "C baseline") { mode in [path, mode.rawValue] }
    }

    /// A fresh process with the `initialize` handshake done.
    func start(_ mode: Mode) -> Connection {
        let connection = spawn(mode)
        connection.request("initialize", Self.initialize)
        return connection
    }

    /// A fresh process, not yet initialized, for timing the start-up itself.
    func spawn(_ mode: Mode) -> Connection {
        Connection(ChildProcess(command(mode)))
    }
}
