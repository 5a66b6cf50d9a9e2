/// `{viewModel}`: the params of every message that names one view model and nothing else.
///
/// Generic over the message only so that a malformed one is reported under its own method name.
public struct ViewModelReference<Message: NamedMethod>: JSONConvertible, Hashable {
    /// The id of the view model the message is about.
    public var viewModel: String

    /// Params naming the view model `viewModel`.
    public init(viewModel: String) {
        self.viewModel = viewModel
    }

    public init(json: JSONValue) throws(ResponseError) {
        viewModel = try FieldReader.params(json, method: Message.method).string("viewModel")
    }

    public var json: JSONValue {
        ["viewModel": .string(viewModel)]
    }
}
