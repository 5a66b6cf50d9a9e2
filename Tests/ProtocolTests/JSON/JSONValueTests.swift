import Testing

@testable import Protocol

@Suite("JSONValue")
struct JSONValueTests {
    @Test("an integer and a double with the same value are different values")
    func formIsKept() {
        #expect(JSONValue.integer(1) != .double(1.0))
        #expect(JSONValue.double(0.5) == 0.5)
    }

    @Test("literals build the matching cases")
    func literals() {
        let value: JSONValue = ["n": nil, "b": true, "i": 1, "d": 1.5, "s": "x", "a": [1], "o": ["k": "v"]]
        #expect(value["n"] == .null)
        #expect(value["b"] == .bool(true))
        #expect(value["i"] == .integer(1))
        #expect(value["d"] == .double(1.5))
        #expect(value["s"] == .string("x"))
        #expect(value["a"] == .array([.integer(1)]))
        #expect(value["o"] == .object(["k": "v"]))
    }

    @Test("accessors return a value only for their own kind")
    func accessors() {
        #expect(JSONValue.null.isNull)
        #expect(!JSONValue.bool(false).isNull)
        #expect(JSONValue.bool(true).boolValue == true)
        #expect(JSONValue.integer(1).boolValue == nil)
        #expect(JSONValue.string("s").stringValue == "s")
        #expect(JSONValue.integer(1).stringValue == nil)
        #expect(JSONValue.array([1]).arrayValue == [1])
        #expect(JSONValue.object(["a": 1]).objectValue == ["a": 1])
        #expect(JSONValue.array([]).objectValue == nil)
    }

    @Test("int64Value accepts doubles with an exact integer value only")
    func int64Value() {
        #expect(JSONValue.integer(-5).int64Value == -5)
        #expect(JSONValue.double(3.0).int64Value == 3)
        #expect(JSONValue.double(3.5).int64Value == nil)
        #expect(JSONValue.double(1e300).int64Value == nil)
        #expect(JSONValue.double(.nan).int64Value == nil)
        #expect(JSONValue.string("3").int64Value == nil)
    }

    @Test("doubleValue accepts integers and doubles")
    func doubleValue() {
        #expect(JSONValue.integer(2).doubleValue == 2.0)
        #expect(JSONValue.double(2.5).doubleValue == 2.5)
        #expect(JSONValue.bool(true).doubleValue == nil)
    }

    @Test("subscripting by key is nil for non-objects and absent keys")
    func keySubscript() {
        let value: JSONValue = ["a": ["b": 1]]
        #expect(value["a"]?["b"] == 1)
        #expect(value["missing"] == nil)
        #expect(JSONValue.array([1])["a"] == nil)
    }

    @Test("description is the compact JSON")
    func description() {
        let value: JSONValue = ["a": [1, "x"]]
        #expect(value.description == #"{"a":[1,"x"]}"#)
    }
}
