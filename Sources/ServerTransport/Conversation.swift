/// What a server runs on its connection: a face that speaks one protocol to the client (this
/// server's own, or the Model Context Protocol) over a host of view models.
@MainActor
package protocol Conversation: AnyObject {
    /// Handles one frame from the client, or the end of its input.
    func receive(_ event: consuming InputEvent)
    /// Ends now, on a signal from outside the protocol.
    func stop()
    /// Ends every view model, as the process does once the conversation is over.
    func disposeAll()
}
