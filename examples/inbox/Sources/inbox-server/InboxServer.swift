import Inbox
import RPCServer

/// A server for inboxes on the sample mail service: the whole executable a framework user writes.
@main
enum InboxServer {
    static func main() async {
        await ViewModelServer.main(
            identity: ServerIdentity(name: "inbox-server", version: "1.0.0"),
            about: "Hosts inboxes on a sample mail service."
        ) { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Inbox.self) { _, frontend in Inbox(service: SampleMail(), frontend: frontend) }
            return catalog
        }
    }
}
