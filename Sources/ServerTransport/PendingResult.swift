import Protocol

/// The successful response to a single request, its result kept in its typed form until the
/// connection encodes it, as `PendingNotification` keeps a notification's params.
///
/// A `property/set` is answered once per keystroke; building its result as a one-member
/// `JSONObject`, wrapping it in a `Response` and a `Message`, then walking and freeing that tree
/// cost more than writing `{"version":N}` straight into the output. The bytes are the same.
///
/// A class, not a generic one: a result of any type held inline would make every `OutgoingMessage`
/// address-only, and each move through the session, the outbox and the connection a copy; a
/// generic class would look its metadata up on every response.
final class PendingResult: Sendable {
    /// The id the response echoes.
    let id: RequestID
    let result: any JSONConvertible

    init(id: RequestID, result: any JSONConvertible) {
        self.id = id
        self.result = result
    }

    func write(to writer: inout ByteWriter) {
        MessageEncoder.writeResponse(id: id, result: result, to: &writer)
    }
}
