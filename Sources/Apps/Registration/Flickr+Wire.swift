import Protocol
import RPCServer

/// Written by hand rather than derived from `Codable`: a search that found nothing still has a
/// `thumbnailURL`, null, which the list's row binds.
extension PreviousSearch: WireValue {
    public static var schema: JSONValue {
        [
            "type": "object",
            "properties": [
                "searchString": String.schema, "totalResults": Int.schema, "thumbnailURL": String?.schema,
            ],
            "required": ["searchString", "totalResults", "thumbnailURL"], "additionalProperties": false,
        ]
    }
    public init(json: JSONValue) throws(InvalidWireValue) {
        self.init(
            searchString: try String(json: json["searchString"] ?? .null),
            totalResults: try Int(json: json["totalResults"] ?? .null),
            thumbnailURL: try String?(json: json["thumbnailURL"] ?? .null))
    }
    public var json: JSONValue {
        ["searchString": searchString.json, "totalResults": totalResults.json, "thumbnailURL": thumbnailURL.json]
    }
}

/// A row's index where a list view calls the command, the search string where a script does.
extension PreviousSearchReference: WireValue {
    public static var schema: JSONValue { ["anyOf": [["type": "integer", "minimum": 0], String.schema]] }
    public init(json: JSONValue) throws(InvalidWireValue) {
        switch json {
        case .string(let text):
            self = .searchString(text)
        case .integer, .double, .number:
            let index = try Int(json: json)
            guard index >= 0 else { throw InvalidWireValue(detail: "expected an index of 0 or more") }
            self = .index(index)
        default:
            throw InvalidWireValue(detail: "expected the index or the search string of a previous search")
        }
    }
    public var json: JSONValue {
        switch self {
        case .index(let index): index.json
        case .searchString(let text): text.json
        }
    }
}
