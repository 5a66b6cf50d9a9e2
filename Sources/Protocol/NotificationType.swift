/// A notification method with its typed params.
public protocol NotificationType: NamedMethod {
    associatedtype Params: JSONConvertible
}

extension NotificationType {
    public static func notification(_ params: Params) -> Notification {
        Notification(method: method, params: params.json)
    }

    /// The notification as compact JSON, the same bytes as encoding ``notification(_:)`` but
    /// written straight from the params: the fast path for notifications sent by the thousand.
    public static func encode(_ params: Params) -> [UInt8] {
        var writer = ByteWriter(capacity: JSONWriter.typicalSize)
        write(params, to: &writer)
        return writer.makeArray()
    }

    /// Writes what ``encode(_:)`` returns into `writer`, so a writer thread that collects many
    /// messages in one buffer writes each in place.
    public static func write(_ params: Params, to writer: inout ByteWriter) {
        writer.append(#"{"jsonrpc":"2.0","method":"#)
        JSONWriter.writeString(method, to: &writer)
        writer.append(#","params":"#)
        params.appendJSON(to: &writer)
        writer.append(UInt8(ascii: "}"))
    }
}
