/// `command/didChange` (server → client): a bound command became enabled or disabled, or
/// started or stopped executing.
public enum CommandDidChange: NotificationType {
    /// The JSON-RPC method name.
    public static let method = "command/didChange"

    /// `{viewModel, command, enabled, executing, version}`.
    public struct Params: JSONConvertible, Hashable {
        /// The id of the view model that owns the command.
        public var viewModel: String
        /// The name of the command whose state changed.
        public var command: String
        /// Whether an execution would be accepted now.
        public var enabled: Bool
        /// Whether an execution is running.
        public var executing: Bool
        /// The view model's version that this change reached.
        public var version: Int64

        /// Params announcing the new state of `command` of `viewModel`; both flags are always sent.
        public init(viewModel: String, command: String, enabled: Bool, executing: Bool, version: Int64) {
            self.viewModel = viewModel
            self.command = command
            self.enabled = enabled
            self.executing = executing
            self.version = version
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            viewModel = try fields.string("viewModel")
            command = try fields.string("command")
            enabled = try fields.bool("enabled")
            executing = try fields.bool("executing")
            version = try fields.int64("version")
        }

        public var json: JSONValue {
            [
                "viewModel": .string(viewModel),
                "command": .string(command),
                "enabled": .bool(enabled),
                "executing": .bool(executing),
                "version": .integer(version),
            ]
        }

        /// Written by hand because this notification is sent at high rates; the bytes are those of `json`.
        public func appendJSON(to writer: inout ByteWriter) {
            writer.append(#"{"viewModel":"#)
            JSONWriter.writeString(viewModel, to: &writer)
            writer.append(#","command":"#)
            JSONWriter.writeString(command, to: &writer)
            writer.append(enabled ? #","enabled":true"# : #","enabled":false"#)
            writer.append(executing ? #","executing":true"# : #","executing":false"#)
            writer.append(#","version":"#)
            writer.appendInteger(version)
            writer.append(UInt8(ascii: "}"))
        }
    }
}
