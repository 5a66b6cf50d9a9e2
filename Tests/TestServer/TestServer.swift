import Apps
import RPCServer

/// `mvvm-test-server`: the built-in apps plus `Chatterbox`, for the end-to-end tests that need a view
/// model that misbehaves. Built with the tests; no product ships it.
@main
enum TestServer {
    static func main() async {
        await ViewModelServer.main(
            identity: ServerIdentity(name: "mvvm-server", version: "0.1.0"),
            about: "The built-in apps and the view models the host's own tests use."
        ) { options in
            var catalog = ViewModelCatalog.builtIn(
                services: .offline(dataDirectory: options.dataDirectory, clock: options.clock))
            catalog.register(Chatterbox.self) { _, _ in Chatterbox() }
            return catalog
        }
    }
}
