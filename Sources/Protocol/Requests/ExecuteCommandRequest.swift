/// `command/execute`: runs a command and answers when the execution finishes, after every
/// notification the execution caused. A disabled command answers CommandDisabled and changes nothing.
public enum ExecuteCommandRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "command/execute"

    /// `{viewModel, command, input?, workDoneToken?}`; a command that takes no input ignores `input`.
    public struct Params: JSONConvertible, Hashable {
        /// The id of the view model that owns the command.
        public var viewModel: String
        /// The name of the command to run.
        public var command: String
        /// The input, checked against the command's `inputSchema`; nil when omitted.
        public var input: JSONValue?
        /// LSP's work-done token, a number or a string: with it the client gets `$/progress` for
        /// this execution under that token; nil when omitted.
        public var workDoneToken: JSONValue?

        /// Params that run `command` of `viewModel` with `input`, reporting progress under
        /// `workDoneToken` when one is given.
        public init(viewModel: String, command: String, input: JSONValue? = nil, workDoneToken: JSONValue? = nil) {
            self.viewModel = viewModel
            self.command = command
            self.input = input
            self.workDoneToken = workDoneToken
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.string("viewModel")
            command = try fields.string("command")
            input = fields.optionalValue("input")
            workDoneToken = fields.optionalValue("workDoneToken")
            switch workDoneToken {
            case nil, .integer?, .string?: break
            default: throw .invalidParams("\(method): 'workDoneToken' must be an integer or a string")
            }
        }

        public var json: JSONValue {
            var object: JSONObject = ["viewModel": .string(viewModel), "command": .string(command)]
            object["input"] = input
            object["workDoneToken"] = workDoneToken
            return .object(object)
        }
    }

    /// `{output}`; `null` for a command that produces nothing.
    public struct Result: JSONConvertible, Hashable {
        /// What the execution produced, as the command's `outputSchema` describes.
        public var output: JSONValue

        /// A result carrying `output`.
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
