import Testing

@testable import Protocol

@Suite("JSONObject keeps order for output and ignores it for equality")
struct JSONObjectTests {
    @Test("equality and hashing ignore key order")
    func orderInsensitiveEquality() {
        let first: JSONObject = ["a": 1, "b": [true], "c": ["x": nil]]
        let second: JSONObject = ["c": ["x": nil], "a": 1, "b": [true]]
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first.keys != second.keys)
        #expect(Set([JSONValue.object(first), .object(second)]).count == 1)
    }

    @Test("objects with different members or values differ")
    func inequality() {
        let object: JSONObject = ["a": 1]
        #expect(object != ["a": 2])
        #expect(object != ["b": 1])
        #expect(object != ["a": 1, "b": 1])
        #expect(object != ["a": 1.0])
    }

    @Test("setting an existing key keeps its position; setting nil removes it")
    func mutation() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object["a"] = 10
        #expect(object.keys == ["a", "b", "c"])
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object.removeValue(forKey: "c") == 3)
        #expect(object.removeValue(forKey: "missing") == nil)
        object["d"] = 4
        #expect(Array(object.map(\.key)) == ["a", "d"])
        #expect(object.values == [10, 4])
        #expect(!object.isEmpty)
        #expect(JSONObject().isEmpty)
    }

    @Test("large objects stay correct across the indexing threshold, through removals")
    func largeObjects() {
        var object = JSONObject()
        for number in 0..<200 {
            object["k\(number)"] = .integer(Int64(number))
        }
        for number in stride(from: 0, to: 200, by: 3) {
            object["k\(number)"] = nil
        }
        #expect(object.count == 133)
        #expect(object["k1"] == 1)
        #expect(object["k3"] == nil)
        #expect(object["k199"] == 199)
        object["k1"] = "changed"
        #expect(object.keys.first == "k1")
        while object.count > 3 {
            object[object.keys[0]] = nil
        }
        #expect(object.keys == ["k196", "k197", "k199"])
        #expect(object["k197"] == 197)
    }

    @Test("a literal with a repeated key keeps the first position and the last value")
    func literalDuplicates() {
        let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
    }
}
