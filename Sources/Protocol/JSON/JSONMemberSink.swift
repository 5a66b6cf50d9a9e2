/// What the parser hands an object's members to, in order, a repeated key again each time.
///
/// A ``JSONObject`` is one sink; a message's envelope is another, which recognises the handful of
/// members JSON-RPC defines by their bytes and keeps them in fields of its own, instead of making a
/// `String` of every key and an object it would only search and discard.
protocol JSONMemberSink {
    /// How the sink names a member.
    associatedtype Key

    /// Reads the key under the cursor, which is on its opening quote, and moves past it.
    static func parseKey(_ reader: inout JSONReader) throws(JSONError) -> Key

    /// Whether `key` holds a JSON-RPC id, whose numbers other than integers keep their text.
    static func isID(_ key: Key) -> Bool

    mutating func add(_ value: JSONValue, forKey key: Key)
}
