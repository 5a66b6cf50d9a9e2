import Protocol
import Testing

@Suite("JSONSchemaDerivation")
struct JSONSchemaDerivationTests {
    typealias Fixtures = CodingFixtures

    /// The derived schema as compact JSON, which also pins the order of its keys.
    private func schema<T: Decodable>(_ type: T.Type) throws -> String {
        try JSONSchemaDerivation.schema(for: type).description
    }

    @Test("describes a struct's required, optional, nested, array and enum members")
    func structSchema() throws {
        let expected =
            #"{"type":"object","properties":{"#
            + #""name":{"type":"string"},"#
            + #""age":{"type":"integer"},"#
            + #""nickname":{"anyOf":[{"type":"string"},{"type":"null"}]},"#
            + #""address":{"type":"object","properties":{"street":{"type":"string"},"#
            + #""zip":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["street"],"additionalProperties":false},"#
            + #""tags":{"type":"array","items":{"type":"string"}},"#
            + #""favorite":{"enum":["red","green","blue"]},"#
            + #""priority":{"anyOf":[{"enum":[1,2]},{"type":"null"}]}},"#
            + #""required":["name","age","address","tags","favorite"],"additionalProperties":false}"#
        #expect(try schema(Fixtures.Person.self) == expected)
    }

    @Test("describes scalars, with a minimum of zero for unsigned integers")
    func scalars() throws {
        #expect(try schema(String.self) == #"{"type":"string"}"#)
        #expect(try schema(Bool.self) == #"{"type":"boolean"}"#)
        #expect(try schema(Int8.self) == #"{"type":"integer"}"#)
        #expect(try schema(UInt16.self) == #"{"type":"integer","minimum":0}"#)
        #expect(try schema(Float.self) == #"{"type":"number"}"#)
        #expect(try schema(Double?.self) == #"{"anyOf":[{"type":"number"},{"type":"null"}]}"#)
    }

    @Test("describes a CaseIterable enum by the encoded values of its cases")
    func caseIterable() throws {
        #expect(try schema(Fixtures.Color.self) == #"{"enum":["red","green","blue"]}"#)
        #expect(try schema(Fixtures.Priority.self) == #"{"enum":[1,2]}"#)
        #expect(try schema([Fixtures.Color].self) == #"{"type":"array","items":{"enum":["red","green","blue"]}}"#)
    }

    @Test("uses a stated schema, also inside another type, decoding one of its examples to go on")
    func statedSchema() throws {
        let email = #"{"type":"string","pattern":"@","examples":["ann@example.com"]}"#
        #expect(try schema(Fixtures.Email.self) == email)
        #expect(
            try schema(Fixtures.Contact.self)
                == #"{"type":"object","properties":{"email":\#(email),"backup":{"anyOf":[\#(email),{"type":"null"}]}},"#
                + #""required":["email"],"additionalProperties":false}"#)
    }

    @Test("describes dictionaries by the schema of their values, and nested arrays by their elements")
    func dictionaries() throws {
        #expect(try schema([String: Int].self) == #"{"type":"object","additionalProperties":{"type":"integer"}}"#)
        #expect(try schema([Int: String].self) == #"{"type":"object","additionalProperties":{"type":"string"}}"#)
        #expect(
            try schema([String?].self) == #"{"type":"array","items":{"anyOf":[{"type":"string"},{"type":"null"}]}}"#)
        #expect(try schema([[Double]].self) == #"{"type":"array","items":{"type":"array","items":{"type":"number"}}}"#)
    }

    @Test("describes hand-written nested containers, a superclass, and a fixed-length array")
    func handWritten() throws {
        #expect(
            try schema(Fixtures.Envelope.self)
                == #"{"type":"object","properties":{"#
                + #""header":{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"],"additionalProperties":false},"#
                + #""body":{"type":"object","properties":{"values":{"type":"array","items":{"type":"integer"}},"#
                + #""note":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["values"],"additionalProperties":false}},"#
                + #""required":["header","body"],"additionalProperties":false}"#)
        let dog = try JSONSchemaDerivation.schema(for: Fixtures.Dog.self)
        #expect(dog["required"] == ["name", "super"])
        #expect(dog["properties"]?["super"]?["required"] == ["legs"])
        #expect(
            try schema(Fixtures.Point.self)
                == #"{"type":"array","prefixItems":[{"type":"number"},{"type":"number"}],"minItems":2}"#)
    }

    @Test("describes a member read after contains as optional, and a length-checked array as a list")
    func containsAndCount() throws {
        struct Probe: Decodable {
            enum CodingKeys: String, CodingKey {
                case flag, list
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                if container.contains(.flag) {
                    _ = try container.decode(Bool.self, forKey: .flag)
                }
                var list = try container.nestedUnkeyedContainer(forKey: .list)
                for _ in 0..<(list.count ?? 0) {
                    _ = try list.decode(String.self)
                }
            }
        }
        #expect(
            try schema(Probe.self)
                == #"{"type":"object","properties":{"flag":{"type":"boolean"},"#
                + #""list":{"type":"array","items":{"type":"string"}}},"required":["list"],"additionalProperties":false}"#
        )
        #expect(throws: Never.self) {
            try JSONValueDecoder().decode(Probe.self, from: ["flag": true, "list": ["a", "b"]])
        }
        #expect(throws: Never.self) { try JSONValueDecoder().decode(Probe.self, from: ["list": []]) }
    }

    @Test("describes unkeyed nested containers, an explicit null and super decoders")
    func rows() throws {
        #expect(
            try schema(Fixtures.Rows.self)
                == #"{"type":"object","properties":{"items":{"type":"array","prefixItems":["#
                + #"{"type":"array","items":{"type":"integer"}},"#
                + #"{"type":"object","properties":{"cell":{"type":"string"}},"required":["cell"],"additionalProperties":false},"#
                + #"{"anyOf":[{"type":"integer"},{"type":"null"}]},{"type":"string"}],"minItems":4},"#
                + #""parent":{"type":"integer"}},"required":["items","parent"],"additionalProperties":false}"#)
    }

    @Test("merges a subclass and its superclass into one object, and offers each form a type reads as anyOf")
    func sharedAndAlternativeForms() throws {
        #expect(
            try schema(Fixtures.Cat.self)
                == #"{"type":"object","properties":{"name":{"type":"string"},"legs":{"type":"integer"}},"#
                + #""required":["name","legs"],"additionalProperties":false}"#)
        struct Flexible: Decodable {
            var value: String
            enum CodingKeys: String, CodingKey {
                case value
            }
            init(from decoder: any Decoder) throws {
                let short = try decoder.singleValueContainer().decode(String.self)
                let again = try decoder.singleValueContainer().decode(String.self)
                if !short.isEmpty && short == again {
                    value = short
                } else {
                    value = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .value)
                }
            }
        }
        #expect(
            try schema(Flexible.self)
                == #"{"anyOf":[{"type":"string"},{"type":"object","properties":{"value":{"type":"string"}},"#
                + #""required":["value"],"additionalProperties":false}]}"#)
    }

    @Test("refuses a CaseIterable type whose cases cannot stand in for it")
    func brokenCases() throws {
        struct NoCases: Codable, CaseIterable {
            static var allCases: [NoCases] { [] }
        }
        struct Unencodable: Codable, CaseIterable {
            static var allCases: [Unencodable] { [Unencodable()] }
            init() {}
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "never"))
            }
        }
        struct Undecodable: Codable, CaseIterable {
            static var allCases: [Undecodable] { [Undecodable()] }
            init() {}
            init(from decoder: any Decoder) throws {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "never"))
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(0)
            }
        }
        for (type, problem): (any Decodable.Type, String) in [
            (NoCases.self, "it has no cases"), (Unencodable.self, "encoding its cases failed (never)"),
            (Undecodable.self, "does not decode from its own encoding (never)"),
        ] {
            #expect(derivationMessage(type)?.contains(problem) == true, "\(type)")
        }
    }

    private func derivationMessage<T: Decodable>(_ type: T.Type) -> String? {
        do {
            _ = try JSONSchemaDerivation.schema(for: type)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("quotes an error that is not a DecodingError as it is")
    func otherErrors() throws {
        struct Refusal: Error, CustomStringConvertible {
            var description: String { "refused outright" }
        }
        struct Refusing: Decodable {
            init(from decoder: any Decoder) throws {
                throw Refusal()
            }
        }
        let error = try #require(throws: SchemaDerivationError.self) {
            try JSONSchemaDerivation.schema(for: Refusing.self)
        }
        #expect(error.message.contains("(refused outright)"))
    }

    @Test("refuses a raw enum that is not CaseIterable, naming it and the two fixes")
    func rawEnum() throws {
        struct Holder: Decodable {
            var mood: Fixtures.Mood
        }
        let error = try #require(throws: SchemaDerivationError.self) {
            try JSONSchemaDerivation.schema(for: Holder.self)
        }
        #expect(error.message.hasPrefix("Cannot derive a JSON Schema for Mood (at 'mood' in Holder)"))
        #expect(error.message.contains("CaseIterable"))
        #expect(error.message.contains("JSONSchemaProviding"))
        #expect(error.description == error.message)
    }

    @Test("refuses an enum with associated values")
    func associatedValues() throws {
        let error = try #require(throws: SchemaDerivationError.self) {
            try JSONSchemaDerivation.schema(for: Fixtures.Shape.self)
        }
        #expect(error.message.hasPrefix("Cannot derive a JSON Schema for Shape:"))
        #expect(error.message.contains("JSONSchemaProviding"))
    }

    @Test("refuses a recursive type once it nests more than 32 levels")
    func recursion() throws {
        let error = try #require(throws: SchemaDerivationError.self) {
            try JSONSchemaDerivation.schema(for: Fixtures.Tree.self)
        }
        #expect(error.message.contains("more than 32 levels"))
    }

    @Test("refuses a stated schema that offers no value to go on with when nested")
    func statedSchemaWithoutValue() throws {
        struct Strict: Decodable, JSONSchemaProviding {
            static let jsonSchema: JSONValue = ["type": "string", "minLength": 1]
            init(from decoder: any Decoder) throws {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "never"))
            }
        }
        struct Holder: Decodable {
            var strict: Strict
        }
        #expect(try schema(Strict.self) == #"{"type":"string","minLength":1}"#)
        let error = try #require(throws: SchemaDerivationError.self) {
            try JSONSchemaDerivation.schema(for: Holder.self)
        }
        #expect(error.message.contains("\"examples\""))
    }

    @Test("still fails when a type swallows a member's derivation error with try?")
    func swallowedFailure() throws {
        struct Lenient: Decodable {
            var mood: Fixtures.Mood?
            enum CodingKeys: String, CodingKey {
                case mood
            }
            init(from decoder: any Decoder) throws {
                mood = try? decoder.container(keyedBy: CodingKeys.self).decode(Fixtures.Mood.self, forKey: .mood)
            }
        }
        let error = try #require(throws: SchemaDerivationError.self) {
            try JSONSchemaDerivation.schema(for: Lenient.self)
        }
        #expect(error.message.contains("Mood"))
    }
}
