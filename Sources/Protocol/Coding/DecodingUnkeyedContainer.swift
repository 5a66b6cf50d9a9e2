/// Reads the elements of one array in order; an element is consumed only when it decoded.
struct DecodingUnkeyedContainer: UnkeyedDecodingContainer {
    let node: DecodingNode
    let elements: [JSONValue]
    private(set) var currentIndex = 0

    init(node: DecodingNode, elements: [JSONValue]) {
        self.node = node
        self.elements = elements
    }

    var codingPath: [any CodingKey] { node.codingPath }

    var count: Int? { elements.count }

    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard try current(JSONValue?.self).isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let bool = try ScalarDecoding.bool(current(type), at: currentPath)
        currentIndex += 1
        return bool
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let string = try ScalarDecoding.string(current(type), at: currentPath)
        currentIndex += 1
        return string
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let double = try ScalarDecoding.double(current(type), at: currentPath)
        currentIndex += 1
        return double
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let float = try ScalarDecoding.float(current(type), at: currentPath)
        currentIndex += 1
        return float
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoded = try node.session.decode(type, from: current(type), parent: node, key: currentKey)
        currentIndex += 1
        return decoded
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try node.child(current(JSONObject.self), key: currentKey).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try node.child(current([JSONValue].self), key: currentKey).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = node.child(try current(JSONValue.self), key: currentKey)
        currentIndex += 1
        return decoder
    }

    private var currentKey: JSONCodingKey { JSONCodingKey(intValue: currentIndex) }

    private var currentPath: [any CodingKey] { node.codingPath + [currentKey] }

    /// The next element, or `valueNotFound` when the array has no more.
    private func current(_ type: Any.Type) throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: currentPath,
                    debugDescription: "Expected another element but the array has \(elements.count)"))
        }
        return elements[currentIndex]
    }

    private mutating func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        let integer = try ScalarDecoding.integer(type, current(type), at: currentPath)
        currentIndex += 1
        return integer
    }
}
