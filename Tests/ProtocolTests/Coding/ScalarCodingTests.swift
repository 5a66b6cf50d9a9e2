import Protocol
import Testing

@Suite("Scalars in every container")
struct ScalarCodingTests {
    private static let scalars = ScalarFixtures()
    private static let expected: JSONValue = [
        "bool": true, "string": "s", "double": 1.5, "float": 2.5, "int": -1, "int8": -8, "int16": -16, "int32": -32,
        "int64": -64, "uint": 1, "uint8": 8, "uint16": 16, "uint32": 32, "uint64": 64,
    ]

    @Test("encodes and decodes every scalar type as an object member")
    func keyed() throws {
        #expect(try JSONValueEncoder().encode(Self.scalars) == Self.expected)
        #expect(try CodingCheck.roundTrip(Self.scalars) == Self.scalars)
    }

    @Test("decodes every scalar type as an optional member, present or absent")
    func optionalKeyed() throws {
        let present = try JSONValueDecoder().decode(ScalarFixtures.Optionals.self, from: Self.expected)
        #expect(try JSONValueEncoder().encode(present) == Self.expected)
        #expect(try JSONValueDecoder().decode(ScalarFixtures.Optionals.self, from: [:]) == ScalarFixtures.Optionals())
    }

    @Test("encodes and decodes every scalar type as an array element")
    func unkeyed() throws {
        let list = ScalarFixtures.List(Self.scalars)
        let json = try JSONValueEncoder().encode(list)
        #expect(json == .array(Self.expected.objectValue?.values ?? []))
        #expect(try CodingCheck.roundTrip(list) == list)
    }

    @Test("encodes and decodes every scalar type as a top-level value")
    func singleValue() throws {
        let values: [(any Codable, JSONValue)] = [
            (true, true), ("s", "s"), (1.5, 1.5), (Float(2.5), 2.5), (-1, -1), (Int8(-8), -8), (Int16(-16), -16),
            (Int32(-32), -32), (Int64(-64), -64), (UInt(1), 1), (UInt8(8), 8), (UInt16(16), 16), (UInt32(32), 32),
            (UInt64(64), 64),
        ]
        for (value, json) in values {
            #expect(try JSONValueEncoder().encode(value) == json)
            #expect(try Self.decodes(value, from: json))
        }
    }

    @Test("reports a wrong element with the array index in its path")
    func unkeyedErrors() throws {
        var elements = Self.expected.objectValue?.values ?? []
        for index in elements.indices {
            let original = elements[index]
            elements[index] = index == 1 ? 1 : "wrong"
            let error = try #require(
                try CodingCheck.decodingError(ScalarFixtures.List.self, JSONValue.array(elements).description))
            #expect(error.codingContext.map { CodingCheck.path($0.codingPath) } == "\(index)")
            elements[index] = original
        }
    }

    @Test("refuses a non-finite Float and a huge UInt in every container")
    func unencodable() {
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(ScalarFixtures(float: .infinity)) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(ScalarFixtures(uint: .max)) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(ScalarFixtures.List(.init(float: .nan))) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(ScalarFixtures.List(.init(uint: .max))) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(ScalarFixtures.List(.init(uint64: .max))) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(UInt.max) }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(-Float.infinity) }
    }

    @Test("derives every scalar's schema as a member, an optional member and an element")
    func schemas() throws {
        let keyed = try JSONSchemaDerivation.schema(for: ScalarFixtures.self)
        let optional = try JSONSchemaDerivation.schema(for: ScalarFixtures.Optionals.self)
        let list = try JSONSchemaDerivation.schema(for: ScalarFixtures.List.self)
        let elements = list["prefixItems"]?.arrayValue ?? []
        for (index, name) in (Self.expected.objectValue?.keys ?? []).enumerated() {
            let type: JSONValue =
                switch name {
                case "bool": ["type": "boolean"]
                case "string": ["type": "string"]
                case "double", "float": ["type": "number"]
                case let unsigned where unsigned.hasPrefix("u"): ["type": "integer", "minimum": 0]
                default: ["type": "integer"]
                }
            #expect(keyed["properties"]?[name] == type)
            #expect(optional["properties"]?[name] == ["anyOf": [type, ["type": "null"]]])
            #expect(elements.count > index && elements[index] == type)
        }
        #expect(keyed["required"]?.arrayValue?.count == 14)
        #expect(optional["required"] == [])
    }

    private static func decodes<T: Codable>(_ value: T, from json: JSONValue) throws -> Bool {
        let decoded = try JSONValueDecoder().decode(T.self, from: json)
        return try JSONValueEncoder().encode(decoded) == JSONValueEncoder().encode(value)
    }
}
