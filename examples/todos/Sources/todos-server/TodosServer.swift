import RPCServer
import TodoList

/// A server for todo lists: the whole executable a framework user writes.
@main
enum TodosServer {
    static func main() async {
        await ViewModelServer.main(
            identity: ServerIdentity(name: "todos-server", version: "1.0.0"),
            about: "Hosts todo lists."
        ) { _ in
            var catalog = ViewModelCatalog()
            catalog.register(TodoList.self) { _, frontend in TodoList(frontend: frontend) }
            return catalog
        }
    }
}
