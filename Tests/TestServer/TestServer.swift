import Apps
import RPCServer

/// `mvvm-test-server`: the built-in apps plus `Chatterbox` and `Counter`, for the end-to-end tests
/// that need a view model that misbehaves or a rule they can change. Built with the tests; no product
/// ships it.
@main
enum TestServer {
    static func main() async {
        await ViewModelServer.main(
            identity: ServerIdentity(name: "mvvm-server", version: "0.1.0"),
            about: "The built-in apps and the view models the host's own tests use.",
            options: [
                .value(
                    "--counter-limit", valueName: "N",
                    help: "Counter's limit instead of \(Counter.defaultLimit): a changed rule, for replay tests")
            ]
        ) { options in
            var catalog = ViewModelCatalog.builtIn(
                services: .offline(dataDirectory: options.dataDirectory, clock: options.clock))
            catalog.register(Chatterbox.self) { _, _ in Chatterbox() }
            let limit = options.value(of: "--counter-limit").flatMap { Int($0) } ?? Counter.defaultLimit
            catalog.register(Counter.self) { _, _ in Counter(limit: limit) }
            return catalog
        }
    }
}
