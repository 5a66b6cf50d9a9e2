import Protocol
import Testing

@Suite("JSONValueDecoder strictness")
struct DecoderStrictnessTests {
    typealias Fixtures = CodingFixtures

    @Test("never reads a string as a number", arguments: [#""150""#, #""1.5""#, #""""#])
    func stringIsNotANumber(json: String) throws {
        #expect(try CodingCheck.decodingError(Int.self, json)?.caseName == "typeMismatch")
        #expect(try CodingCheck.decodingError(Double.self, json)?.caseName == "typeMismatch")
    }

    @Test("never reads a number as a boolean", arguments: ["0", "1", "0.0"])
    func numberIsNotABoolean(json: String) throws {
        #expect(try CodingCheck.decodingError(Bool.self, json)?.caseName == "typeMismatch")
    }

    @Test("never reads anything but a string as a String", arguments: ["1", "true", "[]", "{}"])
    func onlyStringsAreStrings(json: String) throws {
        #expect(try CodingCheck.decodingError(String.self, json)?.caseName == "typeMismatch")
    }

    @Test(
        "refuses a number an integer type cannot hold exactly",
        arguments: [
            ("1.5", "not a whole number"), ("1e300", "out of range"), ("-0.5", "not a whole number"),
            ("9223372036854775808", "out of range"),
        ])
    func inexactInteger(json: String, problem: String) throws {
        let error = try #require(try CodingCheck.decodingError(Int.self, json))
        #expect(error.caseName == "dataCorrupted")
        #expect(error.codingContext?.debugDescription.contains(problem) == true)
    }

    @Test("refuses an integer out of the target type's range instead of truncating it")
    func integerRange() throws {
        let error = try #require(try CodingCheck.decodingError(UInt8.self, "300"))
        #expect(error.caseName == "dataCorrupted")
        #expect(error.codingContext?.debugDescription == "Number 300 is out of range for UInt8 (0...255)")
        #expect(try CodingCheck.decodingError(UInt8.self, "-1")?.caseName == "dataCorrupted")
        #expect(try CodingCheck.decodingError(Int8.self, "128.0")?.caseName == "dataCorrupted")
        #expect(try CodingCheck.decodingError(UInt64.self, "-1")?.caseName == "dataCorrupted")
    }

    @Test("refuses a literal beyond Double's range, which the parser makes infinite")
    func infinity() throws {
        #expect(try JSONParser.parse("1e400") == .double(.infinity))
        let error = try #require(try CodingCheck.decodingError([String: Double].self, #"{"x": 1e400}"#))
        #expect(error.caseName == "dataCorrupted")
        #expect(error.codingContext.map { CodingCheck.path($0.codingPath) } == "x")
        #expect(try CodingCheck.decodingError(Float.self, "1e400")?.caseName == "dataCorrupted")
        #expect(try CodingCheck.decodingError(Float.self, "1e300")?.caseName == "dataCorrupted")
    }

    @Test("refuses null for a value that is not optional")
    func nullIsNotAValue() throws {
        #expect(try CodingCheck.decodingError(Int.self, "null")?.caseName == "valueNotFound")
        #expect(try CodingCheck.decodingError(Fixtures.Address.self, "null")?.caseName == "valueNotFound")
        #expect(try CodingCheck.decodingError(Fixtures.Address.self, #"{"street": null}"#)?.caseName == "valueNotFound")
    }

    @Test("refuses a value of the wrong JSON type for a container")
    func containerKinds() throws {
        #expect(try CodingCheck.decodingError(Fixtures.Address.self, "[]")?.caseName == "typeMismatch")
        #expect(try CodingCheck.decodingError([Int].self, "{}")?.caseName == "typeMismatch")
        #expect(try CodingCheck.decodingError(Fixtures.Point.self, "[1]")?.caseName == "valueNotFound")
    }

    @Test("reports a missing key with the path of the object that lacks it")
    func missingKey() throws {
        let missing = try #require(try CodingCheck.decodingError(Fixtures.Person.self, #"{"name": "Ann"}"#))
        guard case .keyNotFound(let key, let context) = missing else {
            Issue.record("expected keyNotFound, got \(missing)")
            return
        }
        #expect(key.stringValue == "age")
        #expect(context.codingPath.isEmpty)
    }

    @Test(
        "points the coding path at the failing value",
        arguments: [
            (#"{"name":7,"age":1,"address":{"street":"s"},"tags":[],"favorite":"red"}"#, "name"),
            (#"{"name":"A","age":1,"address":{"street":"s","zip":5},"tags":[],"favorite":"red"}"#, "address.zip"),
            (#"{"name":"A","age":1,"address":{"street":"s"},"tags":["a","b",3],"favorite":"red"}"#, "tags.2"),
            (#"{"name":"A","age":1,"address":{"street":"s"},"tags":[],"favorite":"pink"}"#, "favorite"),
            (#"{"name":"A","age":1.5,"address":{"street":"s"},"tags":[],"favorite":"red"}"#, "age"),
        ])
    func codingPaths(json: String, path: String) throws {
        let error = try #require(try CodingCheck.decodingError(Fixtures.Person.self, json))
        #expect(error.codingContext.map { CodingCheck.path($0.codingPath) } == path)
    }

    @Test("points the coding path into arrays and dictionaries")
    func collectionPaths() throws {
        let error = try #require(
            try CodingCheck.decodingError(
                [String: [Fixtures.Address]].self, #"{"home": [{"street": "s"}, {"street": 2}]}"#))
        #expect(error.codingContext.map { CodingCheck.path($0.codingPath) } == "home.1.street")
    }
}
