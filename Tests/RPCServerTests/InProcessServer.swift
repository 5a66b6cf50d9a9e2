import Apps
import Foundation
import MVVMTesting
import Protocol
@testable import ServerLog
import TestSupport
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

#if canImport(Glibc)
    import Glibc
#endif

/// The real server, run in this process on a pair of pipes, with a client attached.
@MainActor
struct InProcessServer {
    let client: WireClient
    let status: Task<Int32, Never>
    let dataDirectory: String

    init(
        framing: Framing = .ndjson, maxMessageBytes: Int = 64 << 20, sequential: Bool = false,
        catalog makeCatalog: ((AppServices) -> ViewModelCatalog)? = nil
    ) {
        let toServer = TestPipe()
        let fromServer = TestPipe()
        dataDirectory =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("mvvm-server-tests-\(UUID().uuidString)").path
        let services = AppServices.offline(dataDirectory: dataDirectory)
        let catalog = makeCatalog?(services) ?? ViewModelCatalog.builtIn(services: services)
        var options = ServerOptions()
        options.maxMessageBytes = maxMessageBytes
        options.sequential = sequential
        let checked = try! ViewModelServer.checked(catalog)
        let server = Server(
            input: toServer.read, output: fromServer.write, options: options, catalog: checked,
            identity: ServerIdentity(name: "mvvm-server", version: "0.1.0"))
        status = Task { @MainActor in await server.run() }
        client = WireClient(
            writingTo: toServer.write, readingFrom: fromServer.read, framing: framing,
            timeout: TestServer.silenceBound)
    }

    /// A server past `initialize`, the state almost every test starts from.
    static func initialized(
        framing: Framing = .ndjson, sequential: Bool = false, catalog: ((AppServices) -> ViewModelCatalog)? = nil
    ) async -> InProcessServer {
        let server = InProcessServer(framing: framing, sequential: sequential, catalog: catalog)
        _ = await server.client.request("initialize", ["protocolVersion": "1.0"])
        return server
    }

    /// Creates a view model and binds everything of it; returns its id.
    func createBound(_ type: String, arguments: JSONValue? = nil) async -> String {
        var params: JSONObject = ["type": .string(type)]
        if let arguments { params["arguments"] = arguments }
        let created = await client.request("viewModel/create", .object(params))
        let id = created.result?["viewModel"]?["id"]?.stringValue ?? "missing"
        _ = await client.request("viewModel/bind", ["viewModel": .string(id)])
        return id
    }
}
