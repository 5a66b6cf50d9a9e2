/// Appends the elements of one array; scalars go straight in, anything else through a child node.
struct EncodingUnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let array: PendingArray

    var codingPath: [any CodingKey] { node.codingPath }

    var count: Int { array.count }

    mutating func encodeNil() throws { put(.null) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Int) throws { put(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { put(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { put(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { put(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt8) throws { put(.integer(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { put(.integer(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { put(.integer(Int64(value))) }
    mutating func encode(_ value: Double) throws { put(try ScalarEncoding.double(value, at: nextPath)) }
    mutating func encode(_ value: Float) throws { put(try ScalarEncoding.float(value, at: nextPath)) }
    mutating func encode(_ value: UInt) throws { put(try ScalarEncoding.integer(value, at: nextPath)) }
    mutating func encode(_ value: UInt64) throws { put(try ScalarEncoding.integer(value, at: nextPath)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        put(try node.encodeChild(value, key: JSONCodingKey(intValue: count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        openNode().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        openNode().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        openNode()
    }

    private func put(_ value: JSONValue) {
        array.append(value)
    }

    /// The path of the element about to be appended, for an error about it.
    private var nextPath: [any CodingKey] {
        node.codingPath + [JSONCodingKey(intValue: count)]
    }

    private func openNode() -> EncodingNode {
        let child = EncodingNode(parent: node, key: JSONCodingKey(intValue: count))
        array.appendOpen(child)
        return child
    }
}
