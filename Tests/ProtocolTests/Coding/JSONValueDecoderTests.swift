import Protocol
import Testing

@Suite("JSONValueDecoder round trips")
struct JSONValueDecoderTests {
    typealias Fixtures = CodingFixtures

    @Test("round-trips nested structs, raw enums and optionals")
    func structs() throws {
        let full = Fixtures.Person(
            name: "Ann", age: 41, nickname: "A", address: .init(street: "Main St", zip: "12345"), tags: ["a", "b"],
            favorite: .green, priority: .low)
        let sparse = Fixtures.Person(
            name: "", age: -1, nickname: nil, address: .init(street: "", zip: nil), tags: [], favorite: .red,
            priority: nil)
        #expect(try CodingCheck.roundTrip(full) == full)
        #expect(try CodingCheck.roundTrip(sparse) == sparse)
    }

    @Test("round-trips arrays, dictionaries, enums with associated values and arrays of optionals")
    func collections() throws {
        let catalog = Fixtures.Catalog(
            counts: ["a": 1, "b": 2], labels: [1: "one", -2: "minus two"], matrix: [[1, 2.5], [], [-3]],
            shapes: [.circle(radius: 1), .square(side: 2.5)], maybe: ["x", nil])
        #expect(try CodingCheck.roundTrip(catalog) == catalog)
    }

    @Test("round-trips a dictionary larger than the objects JSONObject searches linearly")
    func largeDictionary() throws {
        let large = Dictionary(uniqueKeysWithValues: (0..<100).map { ("key\($0)", $0) })
        #expect(try CodingCheck.roundTrip(large) == large)
        #expect(try JSONValueEncoder().encode(large).objectValue?.count == 100)
    }

    @Test("round-trips every scalar at its limits")
    func scalarLimits() throws {
        let numbers = Fixtures.Numbers(
            int8: .min, uint8: .max, int64: .max, uint64: UInt64(Int64.max), double: -1.5e300, float: 3.4e38,
            flag: false)
        #expect(try CodingCheck.roundTrip(numbers) == numbers)
    }

    @Test("round-trips nested containers, explicit nulls and superDecoder")
    func handWrittenContainers() throws {
        for envelope in [
            Fixtures.Envelope(id: 7, values: [1, 2, 3], note: "n"), Fixtures.Envelope(id: 0, values: [], note: nil),
        ] {
            #expect(try CodingCheck.roundTrip(envelope) == envelope)
        }
        let dog = try CodingCheck.roundTrip(Fixtures.Dog(name: "Rex", legs: 4))
        #expect(dog.name == "Rex" && dog.legs == 4)
    }

    @Test("round-trips everything an unkeyed container offers besides scalars")
    func unkeyedContainers() throws {
        let rows = Fixtures.Rows(row: [1, 2], cell: "c", gap: true, parent: 9)
        let json = try JSONValueEncoder().encode(rows)
        #expect(json.description == #"{"items":[[1,2],{"cell":"c"},null,"super"],"parent":9}"#)
        #expect(try JSONValueDecoder().decode(Fixtures.Rows.self, from: json) == rows)
        let filled = Fixtures.Rows(row: [], cell: "", gap: false, parent: 0)
        #expect(try CodingCheck.roundTrip(filled) == filled)
    }

    @Test("lets a subclass and its superclass share one object, and checks both of their keys")
    func sharedObject() throws {
        let json = try JSONValueEncoder().encode(Fixtures.Cat(name: "Tom", legs: 4))
        #expect(json.description == #"{"name":"Tom","legs":4}"#)
        let cat = try JSONValueDecoder().decode(Fixtures.Cat.self, from: json)
        #expect(cat.name == "Tom" && cat.legs == 4)
        let error = try CodingCheck.decodingError(Fixtures.Cat.self, #"{"name":"Tom","legs":4,"tail":true}"#)
        #expect(error?.codingContext?.debugDescription == "Unknown key 'tail'")
    }

    @Test("releases every decoder it made once decoding returns, whether or not it succeeded")
    func releasesDecoders() throws {
        final class Watch: @unchecked Sendable {
            // Guarded by the test itself: one decode at a time on one task.
            weak var decoder: AnyObject?
        }
        struct Watched: Decodable {
            static let watch = Watch()
            var a: Int
            init(from decoder: any Decoder) throws {
                Self.watch.decoder = decoder as AnyObject
                a = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .a)
            }
            enum CodingKeys: String, CodingKey {
                case a
            }
        }
        _ = try JSONValueDecoder().decode([Watched].self, from: [["a": 1]])
        #expect(Watched.watch.decoder == nil)
        _ = try? JSONValueDecoder().decode([Watched].self, from: [["a": 1, "b": 2]])
        #expect(Watched.watch.decoder == nil)
    }

    @Test("reads a missing key and null alike as nil for optionals")
    func missingAndNull() throws {
        let decoder = JSONValueDecoder()
        let missing = try decoder.decode(Fixtures.Address.self, from: ["street": "s"])
        let null = try decoder.decode(Fixtures.Address.self, from: ["street": "s", "zip": nil])
        #expect(missing == Fixtures.Address(street: "s", zip: nil))
        #expect(null == missing)
        let envelope = try decoder.decode(
            Fixtures.Envelope.self, from: try JSONParser.parse(#"{"header":{"id":1},"body":{"values":[]}}"#))
        #expect(envelope.note == nil, "decodeNil(forKey:) reads a missing key as nil")
    }

    @Test("reads a whole double as an integer and an integer as a double")
    func exactNumbers() throws {
        let decoder = JSONValueDecoder()
        #expect(try decoder.decode(Int.self, from: .double(150)) == 150)
        #expect(try decoder.decode(UInt64.self, from: .double(0x1p63)) == 1 << 63)
        #expect(try decoder.decode(Int8.self, from: .double(-128)) == -128)
        #expect(try decoder.decode(Double.self, from: .integer(3)) == 3)
        #expect(try decoder.decode(Float.self, from: .double(0.1)) == Float(0.1))
        #expect(try decoder.decode(Float.self, from: .integer(-7)) == -7)
    }
}
