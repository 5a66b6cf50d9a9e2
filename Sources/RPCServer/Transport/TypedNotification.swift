import Protocol

/// A notification the host emitted, kept in its typed form until the writer thread encodes it.
///
/// Turning params into a `JSONValue` on the main actor, only for the writer to walk that tree and
/// free it, cost more than everything else a pushed `property/didChange` does in the server
/// (docs/performance.md). The params write themselves instead (`NotificationType.append`), on the
/// writer thread, into the buffer the writer sends; the bytes are the same.
protocol TypedNotification: Sendable {
    func append(to buffer: inout [UInt8])
}

/// The one `TypedNotification`: a notification kind and its params.
struct PendingNotification<Kind: NotificationType>: TypedNotification {
    let params: Kind.Params

    func append(to buffer: inout [UInt8]) {
        Kind.append(params, to: &buffer)
    }
}
