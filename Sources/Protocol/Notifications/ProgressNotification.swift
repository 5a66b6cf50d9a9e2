/// `$/progress` (server → client): LSP's work-done progress of a `command/execute` that carried a
/// `workDoneToken`: one `begin`, any number of `report`s, one `end`, the end before the response.
public enum ProgressNotification: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "$/progress"

    /// `{token, value}`.
    public struct Params: JSONConvertible, Hashable {
        /// The `workDoneToken` the client passed, exactly as it wrote it.
        public var token: JSONValue
        /// LSP's `WorkDoneProgressBegin`, `Report` or `End`, told apart by `kind`.
        public var value: Value

        /// Params reporting `value` under `token`.
        public init(token: JSONValue, value: Value) {
            self.token = token
            self.value = value
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            guard let token = fields.optionalValue("token") else { throw .invalidParams("\(method): 'token' is required") }
            self.token = token
            let value = try fields.nested("value")
            let percentage = try value.optionalCount("percentage")
            let message = try value.optionalString("message")
            switch try value.string("kind") {
            case "begin":
                self.value = .begin(
                    title: try value.string("title"), cancellable: try value.optionalBool("cancellable") ?? false,
                    message: message, percentage: percentage)
            case "report": self.value = .report(message: message, percentage: percentage)
            case "end": self.value = .end(message: message)
            case let kind: throw .invalidParams("\(method): unknown progress kind '\(kind)'")
            }
        }

        public var json: JSONValue {
            ["token": token, "value": value.json]
        }
    }

    /// One step of the progress, as LSP spells it.
    public enum Value: Sendable, Hashable {
        /// The work started: a title, and whether `$/cancelRequest` of the execution stops it.
        case begin(title: String, cancellable: Bool, message: String?, percentage: Int?)
        /// How far it has got: a percentage from 0 to 100 and/or what it is doing.
        case report(message: String?, percentage: Int?)
        /// The work ended, whether it succeeded or not; the response tells which.
        case end(message: String?)

        var json: JSONValue {
            var object: JSONObject
            switch self {
            case .begin(let title, let cancellable, let message, let percentage):
                object = ["kind": "begin", "title": .string(title), "cancellable": .bool(cancellable)]
                object["message"] = message.map(JSONValue.string)
                object["percentage"] = percentage.map { .integer(Int64($0)) }
            case .report(let message, let percentage):
                object = ["kind": "report"]
                object["message"] = message.map(JSONValue.string)
                object["percentage"] = percentage.map { .integer(Int64($0)) }
            case .end(let message):
                object = ["kind": "end"]
                object["message"] = message.map(JSONValue.string)
            }
            return .object(object)
        }
    }
}
