import Protocol
import RPCServer

/// A server for a catalog, run in the test's own process on a pair of pipes, with a client attached:
/// how a framework user tests their view models over the wire without spawning a process.
///
/// Rules:
/// - The server is the real one (`ViewModelServer.serve`), reading and writing real descriptors;
///   only the process is shared.
/// - `status` is the exit status the session ends with, once the client sends `exit` or closes its
///   input.
/// - Important: Main actor only: the server's view models live there, as in a process of its own.
@MainActor
public struct TestServer {
    /// The client that talks to the server; its transcript records both directions.
    public let client: WireClient
    /// The status the session ends with.
    public let status: Task<Int32, Never>

    /// Starts serving `catalog`.
    /// - Throws: `CatalogError` when the catalog has mistakes, as a server process would refuse to start.
    public init(
        catalog: ViewModelCatalog, options: ServerOptions = ServerOptions(), framing: Framing = .ndjson
    ) throws(CatalogError) {
        let toServer = TestPipe()
        let fromServer = TestPipe()
        let checked = try ViewModelServer.checked(catalog)
        status = Task { @MainActor in
            // Checked above, so `serve` cannot refuse it; 2 is what a process would exit with if it did.
            (try? await ViewModelServer.serve(
                input: toServer.read, output: fromServer.write, options: options, catalog: checked)) ?? 2
        }
        client = WireClient(
            writingTo: toServer.write, readingFrom: fromServer.read, framing: framing, timeout: Self.silenceBound)
    }

    /// How long, in seconds, the client waits for an answer before it fails the test: five minutes.
    ///
    /// Every in-process server of a test process does its work on the one main actor, shared with
    /// every other test running in parallel: under AddressSanitizer trivial tests took 23–39 s, and a
    /// server waited its turn for 30 s, the bound before, with an answer due. The bound only catches
    /// a server that never answers; a suite's time limit catches one that is merely slow.
    public static let silenceBound: Int32 = 300

    /// A server past `initialize`, where almost every test starts, with `capabilities` sent in it:
    /// `["frontendRequests": ["frontend/input"]]` claims the questions the test's client answers.
    public static func initialized(
        catalog: ViewModelCatalog, options: ServerOptions = ServerOptions(), framing: Framing = .ndjson,
        capabilities: JSONValue? = nil
    ) async throws(CatalogError) -> TestServer {
        let server = try TestServer(catalog: catalog, options: options, framing: framing)
        var params: JSONObject = ["protocolVersion": "1.0"]
        params["capabilities"] = capabilities
        _ = await server.client.request("initialize", .object(params))
        return server
    }

    /// Creates a view model of `type` and binds all of it; returns its id, or nil with the error
    /// response when the server refused.
    public func createBound(_ type: String, arguments: JSONValue? = nil) async -> String? {
        var params: JSONObject = ["type": .string(type)]
        if let arguments { params["arguments"] = arguments }
        let created = await client.request("viewModel/create", .object(params))
        guard let id = created.result?["viewModel"]?["id"]?.stringValue else { return nil }
        _ = await client.request("viewModel/bind", ["viewModel": .string(id)])
        return id
    }
}
