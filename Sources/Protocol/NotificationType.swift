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
        var buffer: [UInt8] = []
        buffer.reserveCapacity(JSONWriter.typicalSize)
        append(params, to: &buffer)
        return buffer
    }

    /// Appends what ``encode(_:)`` returns to `buffer`, so a writer that collects many messages in
    /// one buffer copies each only once.
    public static func append(_ params: Params, to buffer: inout [UInt8]) {
        var envelope = ByteWriter(capacity: 64)
        envelope.append(#"{"jsonrpc":"2.0","method":"#)
        JSONWriter.writeString(method, to: &envelope)
        envelope.append(#","params":"#)
        envelope.copy(to: &buffer)
        params.appendJSON(to: &buffer)
        buffer.append(UInt8(ascii: "}"))
    }
}
