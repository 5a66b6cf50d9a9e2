/// What the parser hands an object's members to, in order, a repeated key again each time.
///
/// A ``JSONObject`` is one sink; a message's envelope is another, keeping the handful of members
/// JSON-RPC defines in fields of its own instead of an object it would only search and discard.
protocol JSONMemberSink {
    mutating func add(_ value: JSONValue, forKey key: String)
}
