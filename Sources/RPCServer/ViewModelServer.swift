import JSONRPCFace
import ServerTools
import ServerTransport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The way a framework user turns a catalog of view models into a server: the whole `main` of an
/// executable, or a session on any pair of descriptors.
///
/// Rules:
/// - `main` parses the command line (the host's options of docs/protocol.md §1.1 and the maker's
///   own), answers `--help` (which lists the creatable types), `--version`, `--replay` (which runs
///   a recording against a fresh copy of this executable, §17.3) and `generate` (a typed client of
///   the catalog, docs/generated-clients.md), moves the protocol
///   off descriptor 1 so a stray `print` can never corrupt it, and serves stdin/stdout until the
///   session ends; it exits 0 after `shutdown` and `exit`, 1 otherwise, 2 when it cannot start.
/// - A catalog with mistakes (`CatalogError`) is refused before anything is served.
/// - `serve` runs one session on the descriptors it is given and returns the exit status; it takes
///   over no signal and leaves descriptor 1 alone (in-process tests, embedding).
public enum ViewModelServer {
    /// Runs a server process for the catalog `makeCatalog` builds from the parsed command line.
    ///
    /// - Parameters:
    ///   - identity: the name and version `initialize` reports and `--version` prints.
    ///   - about: one paragraph for `--help`: what the server's view models are for.
    ///   - options: the maker's own command-line options, read back from `ServerOptions`.
    ///   - makeCatalog: registers the view models, with the services the options call for.
    @MainActor
    public static func main(
        identity: ServerIdentity, about: String, options custom: [ServerOption] = [],
        catalog makeCatalog: @MainActor (ServerOptions) throws -> ViewModelCatalog
    ) async -> Never {
        StopSignals.blockInEveryThread()
        let options: ServerOptions
        let catalog: ViewModelCatalog
        var recording: SessionRecording?
        do {
            options = try ServerOptions(
                arguments: Array(CommandLine.arguments.dropFirst()), serverName: identity.name, custom: custom)
            try Log.configure(level: options.logLevel, file: options.logFile, name: identity.name)
            catalog = try makeCatalog(options).checked()
            if options.action == .serve, let path = options.recordPath {
                recording = try SessionRecording(options: options, identity: identity, path: path)
            }
        } catch {
            Log.error("\(error)")
            exit(2)
        }
        if options.action != .serve { StopSignals.restoreDefaults() }
        switch options.action {
        case .help:
            print(ServerOptions.usage(of: identity, about: about, custom: custom, types: catalog.creatableNames))
            exit(0)
        case .replay(let path):
            let record = options.recordPath.map { ["--record", $0] } ?? []
            exit(Replay.run(path: path, extraArguments: options.recordedArguments + record) { print($0) })
        case .version:
            print("\(identity.name) \(identity.version) (protocol \(Session.protocolVersions.joined(separator: ", ")))")
            exit(0)
        case .generate(let language, let output):
            exit(generate(language, of: catalog, serverName: identity.name, to: output))
        case .serve:
            let server = Server(
                input: STDIN_FILENO, output: StandardStreams.reserveStdoutForProtocol(), options: options,
                catalog: catalog, identity: identity, recording: recording, takesStopSignals: true,
                ownsMainThread: true)
            exit(await server.run())
        }
    }

    /// Writes the client of `catalog` in `language` to `path`, or to stdout; returns the exit status.
    @MainActor
    private static func generate(
        _ language: ClientLanguage, of catalog: ViewModelCatalog, serverName: String, to path: String?
    ) -> Int32 {
        let client = language.client(of: catalog.descriptions, serverName: serverName)
        guard let path else {
            print(client, terminator: "")
            return 0
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            Log.error("generate cannot write \(path): \(String(cString: strerror(errno)))")
            return 1
        }
        defer { close(descriptor) }
        guard Array(client.utf8).withUnsafeBytes({ BlockingWrite.all($0, to: descriptor) }) else {
            Log.error("generate cannot write \(path): \(String(cString: strerror(errno)))")
            return 1
        }
        return 0
    }

    /// `catalog`, or the mistakes registration found in it, as `serve` and `main` check it.
    @MainActor
    public static func checked(_ catalog: ViewModelCatalog) throws(CatalogError) -> ViewModelCatalog {
        try catalog.checked()
    }

    /// Serves one session of `catalog` reading `input` and writing `output`, and returns the status
    /// a process would exit with. The session closes both descriptors when it ends (the output
    /// is made non-blocking if it is a pipe or socket), so the caller must not close them again. With
    /// `--record` in `options` it records the session as `main` does; a file that cannot be written
    /// is logged and the session is served unrecorded.
    /// - Throws: `CatalogError` when the catalog has mistakes; nothing was served then.
    @MainActor
    public static func serve(
        input: Int32, output: Int32, options: ServerOptions = ServerOptions(), catalog: ViewModelCatalog,
        identity: ServerIdentity = ServerIdentity(name: "mvvm-server", version: "0.1.0")
    ) async throws(CatalogError) -> Int32 {
        var recording: SessionRecording?
        if let path = options.recordPath {
            do {
                recording = try SessionRecording(options: options, identity: identity, path: path)
            } catch {
                Log.error("\(error)")
            }
        }
        let server = Server(
            input: input, output: output, options: options, catalog: try catalog.checked(), identity: identity,
            recording: recording)
        return await server.run()
    }
}
