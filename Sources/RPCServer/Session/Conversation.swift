/// What a server runs on its connection: this server's own protocol (`Session`) or the Model
/// Context Protocol (`MCPSession`), each over the same host.
@MainActor
protocol Conversation: AnyObject {
    /// The view models the conversation drives.
    var host: ViewModelHost { get }
    /// Handles one frame from the client, or the end of its input.
    func receive(_ event: consuming InputEvent)
    /// Ends now, on a signal from outside the protocol.
    func stop()
}

extension Session: Conversation {}
