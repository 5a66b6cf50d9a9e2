/// One decoded message, or why it could not be decoded.
///
/// A failure keeps whatever id could be recovered, so the server can answer the broken request
/// with its own id instead of leaving the caller waiting; the id is nil when there was none to
/// recover, and the server then answers with `"id": null`.
public enum MessageResult: Sendable, Hashable {
    case message(Message)
    case failure(id: RequestID?, error: ResponseError)
}
