import Protocol
import ViewModels

extension ForbiddenName: WireValue {
    static var schema: JSONValue {
        [
            "type": "object", "properties": ["name": ["type": "string"]], "required": ["name"],
            "additionalProperties": false,
        ]
    }
    init(json: JSONValue) throws(InvalidWireValue) {
        self.init(name: try String(json: json["name"] ?? .null))
    }
    var json: JSONValue { ["name": .string(name)] }
}

extension Uploaded: WireValue {
    static var schema: JSONValue {
        [
            "type": "object", "properties": ["message": ["type": "string"]], "required": ["message"],
            "additionalProperties": false,
        ]
    }
    init(json: JSONValue) throws(InvalidWireValue) {
        self.init(message: try String(json: json["message"] ?? .null))
    }
    var json: JSONValue { ["message": .string(message)] }
}
