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

    /// The member the sink expects next, spelled with its quotes and the colon after them
    /// (`"id":`), or nil. A key sent as expected, in the order clients write a message's members,
    /// is taken in one comparison of its bytes; any other goes through `parseKey`.
    var expectedKey: (spelling: StaticString, key: Key)? { get }

    /// Whether `key` holds a JSON-RPC id, whose numbers other than integers keep their text.
    static func isID(_ key: Key) -> Bool

    mutating func add(_ value: JSONValue, forKey key: Key)

    /// Reads the value of the member `key`, the cursor on its first byte, and takes it: a sink that
    /// knows what a member holds may read it its own way instead of as a `JSONValue`.
    mutating func readValue(forKey key: Key, from reader: inout JSONReader, depth: Int) throws(JSONError)
}

extension JSONMemberSink {
    /// Expects nothing: every key goes through `parseKey`.
    @inline(__always)
    var expectedKey: (spelling: StaticString, key: Key)? { nil }

    /// Parses the value as any other and hands it to `add(_:forKey:)`.
    @inline(__always)
    mutating func readValue(forKey key: Key, from reader: inout JSONReader, depth: Int) throws(JSONError) {
        add(try reader.parseMemberValue(isID: Self.isID(key), depth: depth), forKey: key)
    }
}
