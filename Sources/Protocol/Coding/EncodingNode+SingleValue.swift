/// The node is its own single-value container: a scalar needs no container object of its own.
extension EncodingNode: SingleValueEncodingContainer {
    func encodeNil() throws { store(.null) }
    func encode(_ value: Bool) throws { store(.bool(value)) }
    func encode(_ value: String) throws { store(.string(value)) }
    func encode(_ value: Double) throws { store(try ScalarEncoding.double(value, at: codingPath)) }
    func encode(_ value: Float) throws { store(try ScalarEncoding.float(value, at: codingPath)) }
    func encode(_ value: Int) throws { store(.integer(Int64(value))) }
    func encode(_ value: Int8) throws { store(.integer(Int64(value))) }
    func encode(_ value: Int16) throws { store(.integer(Int64(value))) }
    func encode(_ value: Int32) throws { store(.integer(Int64(value))) }
    func encode(_ value: Int64) throws { store(.integer(value)) }
    func encode(_ value: UInt) throws { store(try ScalarEncoding.integer(value, at: codingPath)) }
    func encode(_ value: UInt8) throws { store(.integer(Int64(value))) }
    func encode(_ value: UInt16) throws { store(.integer(Int64(value))) }
    func encode(_ value: UInt32) throws { store(.integer(Int64(value))) }
    func encode(_ value: UInt64) throws { store(try ScalarEncoding.integer(value, at: codingPath)) }

    /// Encodes `value` into this same node: a wrapper such as `Optional` or a `RawRepresentable`
    /// enum adds no level to the JSON, and so none to the coding path either.
    func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: self)
    }
}
