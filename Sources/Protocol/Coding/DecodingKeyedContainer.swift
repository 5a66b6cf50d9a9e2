/// Reads the members of one object; every key asked for, by any method, counts as known.
///
/// A missing key and `null` both read as nil for `decodeNil` and `decodeIfPresent`; `decode`
/// requires the key to be present.
struct DecodingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: DecodingNode

    var codingPath: [any CodingKey] { node.codingPath }

    var allKeys: [Key] { node.keys(as: Key.self) }

    func contains(_ key: Key) -> Bool {
        node.member(key.stringValue) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        node.member(key.stringValue)?.isNull ?? true
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try ScalarDecoding.bool(required(key), at: path(key))
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try ScalarDecoding.string(required(key), at: path(key))
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try ScalarDecoding.double(required(key), at: path(key))
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try ScalarDecoding.float(required(key), at: path(key))
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try node.session.decode(type, from: required(key), parent: node, key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try node.child(required(key), key: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try node.child(required(key), key: key).unkeyedContainer()
    }

    /// A missing `super` member reads as `null`, so a superclass with only optional members decodes.
    func superDecoder() throws -> any Decoder {
        node.child(node.member(JSONCodingKey.superKey.stringValue) ?? .null, key: JSONCodingKey.superKey)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        node.child(node.member(key.stringValue) ?? .null, key: key)
    }

    /// The present, non-null member at `key`, or nil; shared by the `decodeIfPresent` overloads.
    func presentMember(_ key: Key) -> JSONValue? {
        guard let value = node.member(key.stringValue), !value.isNull else { return nil }
        return value
    }

    func path(_ key: Key) -> [any CodingKey] {
        node.codingPath + [key]
    }

    private func required(_ key: Key) throws -> JSONValue {
        guard let value = node.member(key.stringValue) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "Missing key '\(key.stringValue)'")
            )
        }
        return value
    }

    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, _ key: Key) throws -> Integer {
        try ScalarDecoding.integer(type, required(key), at: path(key))
    }
}
