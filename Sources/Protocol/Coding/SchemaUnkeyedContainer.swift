/// Records what a type asks of an unkeyed container; see ``RecordedArray`` for lists and tuples.
struct SchemaUnkeyedContainer: UnkeyedDecodingContainer {
    let node: SchemaNode
    let array: RecordedArray
    private(set) var currentIndex = 0

    init(node: SchemaNode, array: RecordedArray) {
        self.node = node
        self.array = array
    }

    var codingPath: [any CodingKey] { node.codingPath }

    var count: Int? { array.count() }

    var isAtEnd: Bool { array.isAtEnd(currentIndex) }

    /// False, so that the type goes on to read the element and its schema is seen.
    mutating func decodeNil() throws -> Bool {
        array.record(currentIndex, isNullable: true)
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try open().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try open().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        open()
    }

    private mutating func next<T: Decodable>(_ type: T.Type) throws -> T {
        let (schema, value) = try node.recorder.derive(type, parent: node, key: JSONCodingKey(intValue: currentIndex))
        array.record(currentIndex, schema: .known(schema))
        currentIndex += 1
        return value
    }

    private mutating func open() -> SchemaNode {
        let child = node.child(JSONCodingKey(intValue: currentIndex))
        array.record(currentIndex, schema: .node(child))
        currentIndex += 1
        return child
    }
}
