/// `viewModel/event` (server → client): a one-shot signal such as an alert to show. Events are
/// not state: a client that was not bound when one fired never sees it.
public enum ViewModelEvent: NotificationType {
    public static let method = "viewModel/event"

    /// `{viewModel, event, payload}`.
    public struct Params: JSONConvertible, Hashable {
        public var viewModel: String
        public var event: String
        public var payload: JSONValue

        public init(viewModel: String, event: String, payload: JSONValue = .null) {
            self.viewModel = viewModel
            self.event = event
            self.payload = payload
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.string("viewModel")
            event = try fields.string("event")
            payload = fields.optionalValue("payload") ?? .null
        }

        public var json: JSONValue {
            ["viewModel": .string(viewModel), "event": .string(event), "payload": payload]
        }
    }
}
