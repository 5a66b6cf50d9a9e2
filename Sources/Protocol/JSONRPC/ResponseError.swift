/// An error as it is sent in a response: `{code, message, data}`.
///
/// `data` is always an object holding `kind`, a lowerCamel string that clients branch on; the
/// code alone is too coarse (a bad frame and bad JSON share -32700) and the message is for people.
/// Build errors with the static factories so each kind has one wording and one set of data keys.
public struct ResponseError: Error, Sendable, Hashable {
    /// The JSON-RPC code; too coarse to branch on, which is what `kind` is for.
    public var code: ErrorCode
    /// One line for people; it may change between versions, so clients do not parse it.
    public var message: String
    /// Always an object, `kind` first, then the members that kind documents.
    public var data: JSONObject

    /// `kind` is written first in `data`; a `kind` key inside `data` is replaced by it.
    public init(code: ErrorCode, message: String, kind: String, data: JSONObject = [:]) {
        self.code = code
        self.message = message
        var ordered: JSONObject = ["kind": .string(kind)]
        for (key, value) in data where key != "kind" {
            ordered[key] = value
        }
        self.data = ordered
    }

    /// Decodes an error a peer sent. Nil unless `code` is an integer and `message` a string.
    ///
    /// A peer's `data` need not follow our rules: a missing `kind` becomes "unknown" and data
    /// that is not an object is kept under `value`.
    public init?(json: JSONValue) {
        guard let code = json["code"], case .integer(let rawCode) = code, let rawValue = Int(exactly: rawCode),
            let message = json["message"]?.stringValue
        else { return nil }
        let kind = json["data"]?["kind"]?.stringValue ?? "unknown"
        switch json["data"] {
        case .object(let data): self.init(code: ErrorCode(rawValue), message: message, kind: kind, data: data)
        case .some(let value):
            self.init(code: ErrorCode(rawValue), message: message, kind: kind, data: ["value": value])
        case nil: self.init(code: ErrorCode(rawValue), message: message, kind: kind)
        }
    }

    /// The `kind` clients branch on.
    public var kind: String {
        data["kind"]?.stringValue ?? "unknown"
    }

    /// `{code, message, data}`, as a response's `error` carries it.
    public var json: JSONValue {
        [
            "code": .integer(Int64(code.rawValue)),
            "message": .string(message),
            "data": .object(data),
        ]
    }
}

extension ResponseError: CustomStringConvertible {
    public var description: String {
        "\(code.rawValue) \(kind): \(message)"
    }
}
