import Protocol

/// A notification the host emitted, kept in its typed form until the connection encodes it.
///
/// Turning params into a `JSONValue`, only for the encoder to walk that tree and free it, cost more
/// than everything else a pushed `property/didChange` does in the server (docs/performance.md). The
/// params write themselves instead (`NotificationType.write`), into the buffer the connection sends;
/// the bytes are the same.
///
/// Class-bound: the params rarely fit an existential's inline buffer, so they are boxed anyway, and
/// a class reference keeps `OutgoingMessage` small and its copies to a retain.
protocol TypedNotification: AnyObject, Sendable {
    func write(to writer: inout ByteWriter)
}

/// The one `TypedNotification`: a notification kind and its params.
final class PendingNotification<Kind: NotificationType>: TypedNotification {
    let params: Kind.Params

    init(params: Kind.Params) {
        self.params = params
    }

    func write(to writer: inout ByteWriter) {
        Kind.write(params, to: &writer)
    }
}
