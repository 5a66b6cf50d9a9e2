import Protocol
import Testing

@Suite("JSONValueDecoder unknown keys")
struct UnknownKeyTests {
    typealias Fixtures = CodingFixtures

    @Test("refuses an unknown key, naming it, at the path of its object")
    func unknownKey() throws {
        let top = try #require(try CodingCheck.decodingError(Fixtures.Address.self, #"{"street": "s", "city": "c"}"#))
        #expect(top.caseName == "dataCorrupted")
        #expect(top.codingContext?.codingPath.isEmpty == true)
        #expect(top.codingContext?.debugDescription == "Unknown key 'city'")

        let nested = try #require(
            try CodingCheck.decodingError(
                [Fixtures.Address].self, #"[{"street": "s"}, {"street": "s", "zip": null, "a": 1, "b": 2}]"#))
        #expect(nested.codingContext.map { CodingCheck.path($0.codingPath) } == "1")
        #expect(nested.codingContext?.debugDescription == "Unknown keys 'a', 'b'")
    }

    @Test("reports the outermost object with an unknown key first")
    func outermostFirst() throws {
        let json = #"{"name":"A","age":1,"address":{"street":"s","x":1},"tags":[],"favorite":"red","y":2}"#
        let error = try #require(try CodingCheck.decodingError(Fixtures.Person.self, json))
        #expect(error.codingContext?.codingPath.isEmpty == true)
        #expect(error.codingContext?.debugDescription == "Unknown key 'y'")
    }

    @Test("counts a key as known whichever way it was asked for")
    func everyWayOfAsking() throws {
        struct Probe: Decodable {
            enum CodingKeys: String, CodingKey {
                case contained, optional, null, nested, list, parent
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                _ = container.contains(.contained)
                _ = try container.decodeIfPresent(Int.self, forKey: .optional)
                _ = try container.decodeNil(forKey: .null)
                _ = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .nested).decode(
                    Int.self, forKey: .list)
                _ = try container.nestedUnkeyedContainer(forKey: .list)
                _ = try container.superDecoder(forKey: .parent)
            }
        }
        let json = #"{"contained":1,"optional":2,"null":null,"nested":{"list":1},"list":[],"parent":{}}"#
        #expect(throws: Never.self) { try JSONValueDecoder().decode(Probe.self, from: JSONParser.parse(json)) }
        let extra = try #require(
            try CodingCheck.decodingError(Probe.self, #"{"nested":{"list":1,"more":2},"list":[]}"#))
        #expect(extra.codingContext.map { CodingCheck.path($0.codingPath) } == "nested")
    }

    @Test("accepts every key of a dictionary, which reads them through allKeys")
    func dictionaries() throws {
        let counts = try JSONValueDecoder().decode([String: Int].self, from: ["a": 1, "b": 2])
        #expect(counts == ["a": 1, "b": 2])
        var many = JSONObject()
        for index in 0..<200 {
            many["k\(index)"] = .integer(Int64(index))
        }
        #expect(try JSONValueDecoder().decode([String: Int].self, from: .object(many)).count == 200)
    }

    @Test("counts the keys allKeys returned as asked for, even when their values are never read")
    func keysListedOnly() throws {
        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        struct KeyNames: Decodable {
            var names: [String]
            init(from decoder: any Decoder) throws {
                names = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
            }
        }
        #expect(
            try JSONValueDecoder().decode(KeyNames.self, from: ["bold": true, "italic": 1]).names == ["bold", "italic"])
    }

    @Test("refuses a key that allKeys cannot represent, as in an enum with associated values")
    func enumKeys() throws {
        let error = try #require(
            try CodingCheck.decodingError(Fixtures.Shape.self, #"{"circle": {"radius": 1}, "hexagon": {}}"#))
        #expect(error.codingContext?.debugDescription == "Unknown key 'hexagon'")
        let inner = try #require(
            try CodingCheck.decodingError(Fixtures.Shape.self, #"{"circle": {"radius": 1, "side": 2}}"#))
        #expect(inner.codingContext.map { CodingCheck.path($0.codingPath) } == "circle")
    }

    @Test("checks every member of a large object, past the first 64")
    func largeObject() throws {
        struct Numbered: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        // Reads `k0` to `k99` by name, all but `k70`.
        struct Hundred: Decodable {
            static let skipped = "k70"
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Numbered.self)
                for index in 0..<100 where "k\(index)" != Self.skipped {
                    _ = try container.decode(Int.self, forKey: Numbered(stringValue: "k\(index)"))
                }
            }
        }
        var object = JSONObject()
        for index in 0..<100 {
            object["k\(index)"] = .integer(Int64(index))
        }
        let error = try #require(throws: DecodingError.self) {
            try JSONValueDecoder().decode(Hundred.self, from: .object(object))
        }
        #expect(error.codingContext?.debugDescription == "Unknown key 'k70'")
        object["k70"] = nil
        #expect(throws: Never.self) { try JSONValueDecoder().decode(Hundred.self, from: .object(object)) }
    }

    @Test("does not blame a type that tried another shape first and caught the failure")
    func retriedShapes() throws {
        struct Wide: Decodable {
            var a: Int
            var b: Int
        }
        struct Narrow: Decodable {
            var a: Int
        }
        struct Either: Decodable {
            var wide: Wide?
            var narrow: Narrow?

            enum CodingKeys: String, CodingKey {
                case value
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                wide = try? container.decode(Wide.self, forKey: .value)
                narrow = wide == nil ? try container.decode(Narrow.self, forKey: .value) : nil
            }
        }
        let either = try JSONValueDecoder().decode(Either.self, from: ["value": ["a": 1]])
        #expect(either.wide == nil && either.narrow?.a == 1)
    }

    @Test("counts a key as known when a retry read the same object as another type")
    func retriedWholeValue() throws {
        struct Short: Decodable {
            var x: Int
        }
        struct Long: Decodable {
            var x: Int
            var y: Int
        }
        struct First: Decodable {
            var inner: Short
            var flag: Bool
        }
        struct Second: Decodable {
            var inner: Long
        }
        enum Either: Decodable {
            case first(First)
            case second(Second)

            init(from decoder: any Decoder) throws {
                if let first = try? First(from: decoder) {
                    self = .first(first)
                } else {
                    self = .second(try Second(from: decoder))
                }
            }
        }
        // `First` read `inner` as a `Short`, which never asked for `y`, before failing on `flag`.
        let either = try JSONValueDecoder().decode(Either.self, from: ["inner": ["x": 1, "y": 2]])
        guard case .second(let second) = either else {
            Issue.record("expected the second shape, got \(either)")
            return
        }
        #expect(second.inner.y == 2)
    }

    @Test("does not blame a member whose failure the type caught and ignored")
    func ignoredFailure() throws {
        struct Pair: Decodable {
            var a: String
            var b: Int
        }
        struct Lenient: Decodable {
            var pair: Pair?

            enum CodingKeys: String, CodingKey {
                case pair
            }

            init(from decoder: any Decoder) throws {
                pair = try? decoder.container(keyedBy: CodingKeys.self).decode(Pair.self, forKey: .pair)
            }
        }
        let lenient = try JSONValueDecoder().decode(Lenient.self, from: ["pair": ["a": 1, "b": 2]])
        #expect(lenient.pair == nil, "'b' was never asked for, because decoding stopped at 'a'")
    }
}
