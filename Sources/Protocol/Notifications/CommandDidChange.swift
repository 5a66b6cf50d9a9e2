/// `command/didChange` (server → client): a bound command became enabled or disabled, or
/// started or stopped executing.
public enum CommandDidChange: NotificationType {
    public static let method = "command/didChange"

    /// `{viewModel, command, enabled, executing, version}`.
    public struct Params: JSONConvertible, Hashable {
        public var viewModel: String
        public var command: String
        public var enabled: Bool
        public var executing: Bool
        public var version: Int64

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
