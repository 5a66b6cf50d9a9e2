/// The node is its own single-value container: it records the scalar's schema and hands back the
/// placeholder, `""`, `0` or `false`.
extension SchemaNode: SingleValueDecodingContainer {
    private static let integer: JSONValue = ["type": "integer"]
    private static let unsigned: JSONValue = ["type": "integer", "minimum": 0]

    /// False, and notes that `null` is allowed: answering true would end the reading before the
    /// wrapped type, such as an `Optional`'s, had been seen.
    func decodeNil() -> Bool {
        recordNullable()
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { placeholder(false, ["type": "boolean"]) }
    func decode(_ type: String.Type) throws -> String { placeholder("", ["type": "string"]) }
    func decode(_ type: Double.Type) throws -> Double { placeholder(0, ["type": "number"]) }
    func decode(_ type: Float.Type) throws -> Float { placeholder(0, ["type": "number"]) }
    func decode(_ type: Int.Type) throws -> Int { placeholder(0, Self.integer) }
    func decode(_ type: Int8.Type) throws -> Int8 { placeholder(0, Self.integer) }
    func decode(_ type: Int16.Type) throws -> Int16 { placeholder(0, Self.integer) }
    func decode(_ type: Int32.Type) throws -> Int32 { placeholder(0, Self.integer) }
    func decode(_ type: Int64.Type) throws -> Int64 { placeholder(0, Self.integer) }
    func decode(_ type: UInt.Type) throws -> UInt { placeholder(0, Self.unsigned) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { placeholder(0, Self.unsigned) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { placeholder(0, Self.unsigned) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { placeholder(0, Self.unsigned) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { placeholder(0, Self.unsigned) }

    /// Derives `type` on a child node, so that a `CaseIterable` or ``JSONSchemaProviding`` type
    /// wrapped in an `Optional` or a `RawRepresentable` is recognised.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (schema, value) = try recorder.derive(type, parent: self, key: nil)
        recordValue(schema)
        return value
    }

    private func placeholder<T>(_ value: T, _ schema: JSONValue) -> T {
        recordValue(schema)
        return value
    }
}
