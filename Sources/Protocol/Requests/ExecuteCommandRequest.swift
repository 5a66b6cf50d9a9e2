/// `command/execute`: runs a command and answers when the execution finishes, after every
/// notification the execution caused. A disabled command answers CommandDisabled and changes nothing.
public enum ExecuteCommandRequest: RequestType {
    public static let method = "command/execute"

    /// `{viewModel, command, input?}`; a command that takes no input ignores `input`.
    public struct Params: JSONConvertible, Hashable {
        public var viewModel: String
        public var command: String
        public var input: JSONValue?

        public init(viewModel: String, command: String, input: JSONValue? = nil) {
            self.viewModel = viewModel
            self.command = command
            self.input = input
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.string("viewModel")
            command = try fields.string("command")
            input = fields.optionalValue("input")
        }

        public var json: JSONValue {
            var object: JSONObject = ["viewModel": .string(viewModel), "command": .string(command)]
            object["input"] = input
            return .object(object)
        }
    }

    /// `{output}`; `null` for a command that produces nothing.
    public struct Result: JSONConvertible, Hashable {
        public var output: JSONValue

        public init(output: JSONValue = .null) {
            self.output = output
        }

        public init(json: JSONValue) throws(ResponseError) {
            output = try FieldReader.result(json, method: method).optionalValue("output") ?? .null
        }

        public var json: JSONValue {
            ["output": output]
        }
    }
}
