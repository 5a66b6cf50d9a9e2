import Protocol
import Testing

@Suite("JSONValueEncoder")
struct JSONValueEncoderTests {
    typealias Fixtures = CodingFixtures

    @Test("encodes a struct as an object with members in the order they were encoded")
    func memberOrder() throws {
        let person = Fixtures.Person(
            name: "Ann", age: 41, nickname: nil, address: .init(street: "Main St", zip: "12345"), tags: ["a", "b"],
            favorite: .green, priority: .high)
        let json = try JSONValueEncoder().encode(person)
        #expect(
            json.description
                == #"{"name":"Ann","age":41,"address":{"street":"Main St","zip":"12345"},"tags":["a","b"],"#
                + #""favorite":"green","priority":2}"#)
    }

    @Test("writes integers as integers and floating-point numbers as doubles")
    func numberForms() throws {
        let numbers = Fixtures.Numbers(
            int8: -8, uint8: 255, int64: .min, uint64: UInt64(Int64.max), double: 2, float: 0.1, flag: true)
        let json = try JSONValueEncoder().encode(numbers)
        #expect(json["int8"] == .integer(-8))
        #expect(json["uint8"] == .integer(255))
        #expect(json["int64"] == .integer(.min))
        #expect(json["uint64"] == .integer(.max))
        #expect(json["double"] == .double(2))
        #expect(json["float"] == .double(0.1), "a Float keeps its shortest decimal form")
        #expect(json["flag"] == .bool(true))
    }

    @Test("leaves out a nil optional but writes an explicit encodeNil as null")
    func nils() throws {
        let json = try JSONValueEncoder().encode(Fixtures.Envelope(id: 1, values: [], note: nil))
        #expect(json.description == #"{"header":{"id":1},"body":{"values":[],"note":null}}"#)
        #expect(
            try JSONValueEncoder().encode(Fixtures.Address(street: "x", zip: nil)).description == #"{"street":"x"}"#)
    }

    @Test("encodes a top-level scalar, optional and array")
    func topLevelValues() throws {
        let encoder = JSONValueEncoder()
        #expect(try encoder.encode("text") == .string("text"))
        #expect(try encoder.encode(Int?.none) == .null)
        #expect(try encoder.encode([1, 2]) == [1, 2])
        #expect(try encoder.encode(Fixtures.Color.blue) == "blue")
        #expect(try encoder.encode(Fixtures.Point(x: 1.5, y: -2)) == [1.5, -2.0])
    }

    @Test("puts a superclass under the super key through superEncoder")
    func superEncoder() throws {
        let json = try JSONValueEncoder().encode(Fixtures.Dog(name: "Rex", legs: 4))
        #expect(json.description == #"{"name":"Rex","super":{"legs":4}}"#)
    }

    @Test("keeps a key encoded twice at its first position with its last value, and reuses a nested container")
    func repeatedKeys() throws {
        struct Twice: Encodable {
            enum CodingKeys: String, CodingKey {
                case a, b, nested
            }

            enum NestedKeys: String, CodingKey {
                case x, y
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(1, forKey: .a)
                try container.encode(2, forKey: .b)
                try container.encode(3, forKey: .a)
                var first = container.nestedContainer(keyedBy: NestedKeys.self, forKey: .nested)
                try first.encode(true, forKey: .x)
                var second = container.nestedContainer(keyedBy: NestedKeys.self, forKey: .nested)
                try second.encode(false, forKey: .y)
            }
        }
        #expect(try JSONValueEncoder().encode(Twice()).description == #"{"a":3,"b":2,"nested":{"x":true,"y":false}}"#)
    }

    @Test("releases every encoder it made once encoding returns")
    func releasesEncoders() throws {
        final class Watched: Encodable {
            weak var encoder: AnyObject?
            weak var nested: AnyObject?

            enum CodingKeys: String, CodingKey {
                case nested
            }

            func encode(to encoder: any Encoder) throws {
                self.encoder = encoder as AnyObject
                var container = encoder.container(keyedBy: CodingKeys.self)
                let superEncoder = container.superEncoder(forKey: .nested)
                nested = superEncoder as AnyObject
                try 1.encode(to: superEncoder)
            }
        }
        let watched = Watched()
        #expect(try JSONValueEncoder().encode(watched) == ["nested": 1])
        #expect(watched.encoder == nil && watched.nested == nil)
    }

    @Test("refuses a non-finite double with invalidValue at its coding path")
    func nonFiniteDouble() throws {
        let numbers = Fixtures.Numbers(int8: 0, uint8: 0, int64: 0, uint64: 0, double: .infinity, float: 0, flag: false)
        let error = try #require(throws: EncodingError.self) { try JSONValueEncoder().encode(numbers) }
        guard case .invalidValue(_, let context) = error else {
            Issue.record("expected invalidValue, got \(error)")
            return
        }
        #expect(CodingCheck.path(context.codingPath) == "double")
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode([Float.nan]) }
    }

    @Test("refuses a UInt64 above Int64.max instead of rounding it")
    func hugeUnsigned() throws {
        let error = try #require(throws: EncodingError.self) {
            try JSONValueEncoder().encode(["big": UInt64(Int64.max) + 1])
        }
        guard case .invalidValue(_, let context) = error else {
            Issue.record("expected invalidValue, got \(error)")
            return
        }
        #expect(CodingCheck.path(context.codingPath) == "big")
        #expect(try JSONValueEncoder().encode(UInt64(Int64.max)) == .integer(.max))
    }

    @Test("stops the process when a type encodes two values into one single-value container")
    func twoSingleValues() async {
        await #expect(processExitsWith: .failure) {
            struct Twice: Encodable {
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(1)
                    try container.encode(2)
                }
            }
            _ = try? JSONValueEncoder().encode(Twice())
        }
    }

    @Test("refuses a top-level value that encodes nothing")
    func encodesNothing() throws {
        struct Silent: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(Silent()) }
        #expect(try JSONValueEncoder().encode([Silent()]) == [[:]])
    }
}
