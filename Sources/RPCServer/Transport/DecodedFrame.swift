import Protocol

/// One frame as the reader thread hands it to the session: already decoded, or the framing error
/// it was.
///
/// Decoding is pure and needs nothing of the session, so it runs on the reader thread, which
/// otherwise mostly waits in `read`: the main actor, the stage that saturates first under a
/// pipelining client, then only handles messages (docs/performance.md).
enum DecodedFrame: Sendable {
    case message(Incoming)
    /// A frame the decoder had to skip; answered at once, even while a sequential session waits.
    case error(ResponseError)
}
