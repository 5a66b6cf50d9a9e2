/// The node is its own single-value container: a scalar needs no container object of its own.
extension DecodingNode: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try ScalarDecoding.bool(value, at: codingPath) }
    func decode(_ type: String.Type) throws -> String { try ScalarDecoding.string(value, at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try ScalarDecoding.double(value, at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try ScalarDecoding.float(value, at: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try ScalarDecoding.integer(type, value, at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try ScalarDecoding.integer(type, value, at: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try ScalarDecoding.integer(type, value, at: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try ScalarDecoding.integer(type, value, at: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try ScalarDecoding.integer(type, value, at: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try ScalarDecoding.integer(type, value, at: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try ScalarDecoding.integer(type, value, at: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try ScalarDecoding.integer(type, value, at: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try ScalarDecoding.integer(type, value, at: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try ScalarDecoding.integer(type, value, at: codingPath) }

    /// Decodes `type` from this same node: a wrapper such as `Optional` or a `RawRepresentable`
    /// enum adds no level to the JSON, and so none to the coding path either.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: self)
    }
}
