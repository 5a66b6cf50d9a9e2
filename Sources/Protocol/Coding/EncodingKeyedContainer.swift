/// Writes the members of one object; scalars go straight in, anything else through a child node.
struct EncodingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let object: PendingObject

    var codingPath: [any CodingKey] { node.codingPath }

    mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.integer(Int64(value)), key) }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        put(try ScalarEncoding.double(value, at: path(key)), key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        put(try ScalarEncoding.float(value, at: path(key)), key)
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        put(try ScalarEncoding.integer(value, at: path(key)), key)
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        put(try ScalarEncoding.integer(value, at: path(key)), key)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        put(try node.encodeChild(value, key: key), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        openNode(forKey: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        openNode(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        openNode(forKey: JSONCodingKey.superKey)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        openNode(forKey: key)
    }

    private func put(_ value: JSONValue, _ key: Key) {
        object.append(value, forKey: key.stringValue)
    }

    private func path(_ key: Key) -> [any CodingKey] {
        node.codingPath + [key]
    }

    /// A node the caller goes on writing to after this call returns, read when the object finishes.
    private func openNode(forKey key: some CodingKey) -> EncodingNode {
        if let existing = object.openNode(forKey: key.stringValue) { return existing }
        let child = EncodingNode(parent: node, key: key)
        object.appendOpen(child, forKey: key.stringValue)
        return child
    }
}
