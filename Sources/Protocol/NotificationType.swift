/// A notification method with its typed params.
public protocol NotificationType: NamedMethod {
    associatedtype Params: JSONConvertible
}

extension NotificationType {
    /// The notification carrying `params` under this type's method, so no caller spells the name.
    public static func notification(_ params: Params) -> Notification {
        Notification(method: method, params: params.json)
    }

    /// Writes the notification as compact JSON into `writer`: the same bytes as encoding
    /// ``notification(_:)``, written straight from the params, so a server that collects many messages
    /// in one buffer writes each in place. Inlinable, so that a server's call is specialized for the
    /// notification it names, without looking up `Params` and its conformance at run time.
    @inlinable
    public static func write(_ params: Params, to writer: inout ByteWriter) {
        writer.append(#"{"jsonrpc":"2.0","method":"#)
        JSONWriter.writeString(method, to: &writer)
        writer.append(#","params":"#)
        params.appendJSON(to: &writer)
        writer.append(UInt8(ascii: "}"))
    }
}
