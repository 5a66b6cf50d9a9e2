/// `viewModel/event` (server → client): a one-shot signal such as an alert to show. Events are
/// not state: a client that was not bound when one fired never sees it.
public enum ViewModelEvent: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "viewModel/event"

    /// `{viewModel, event, payload}`.
    public struct Params: JSONConvertible, Hashable {
        /// The id of the view model that raised the event.
        public var viewModel: String
        /// The name of the event, as `viewModel/describe` lists it.
        public var event: String
        /// What the event carries, as its `payloadSchema` describes; `null` when it carries nothing.
        public var payload: JSONValue

        /// Params announcing `event` of `viewModel` with `payload`.
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
