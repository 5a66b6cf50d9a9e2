/// One of the servers `mvvm-bench server` drives with the same client code: mvvm-server, the C echo
/// server of benchmarks/baseline that stands for the physical limit of the pipes, or the Node.js
/// server beside it that stands for what a user would write instead.
struct Contender {
    /// What a session needs the server to do. mvvm-server does it because of the requests it gets;
    /// the echo servers understand no request, so they are told on their command line.
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

    /// benchmarks/baseline/echo-server.js run by the `node` at `nodePath`.
    static func node(_ nodePath: String, script: String) -> Contender {
        Contender(name: "Node") { mode in [nodePath, script, mode.rawValue] }
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
