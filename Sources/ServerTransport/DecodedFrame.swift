import Protocol

/// One frame as the connection hands it to the session: already decoded, or the framing error it was.
package enum DecodedFrame: Sendable {
    case message(Incoming)
    /// A frame the decoder had to skip; answered at once, even while a sequential session waits.
    case error(ResponseError)
}
