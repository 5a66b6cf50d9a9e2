/// What the frame decoder found in the bytes fed to it, in stream order.
public enum FrameEvent: Sendable, Equatable {
    /// One message body, ready for ``MessageDecoder``.
    case frame([UInt8])
    /// A frame that was skipped (bad header, oversized, wrong charset). Its id is unknowable, so
    /// the server answers it with `"id": null` and carries on with the next frame.
    case error(ResponseError)
}
