/// Whether a command can run now and whether it is running, as a frontend draws its button.
public struct CommandState: JSONConvertible, FieldDecodable, Hashable {
    /// Whether an execution would be accepted now.
    public var enabled: Bool
    /// Whether an execution is running.
    public var executing: Bool

    /// A state with both flags given, as the wire always carries both.
    public init(enabled: Bool, executing: Bool) {
        self.enabled = enabled
        self.executing = executing
    }

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "CommandState"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        enabled = try fields.bool("enabled")
        executing = try fields.bool("executing")
    }

    /// `{enabled, executing}`.
    public var json: JSONValue {
        ["enabled": .bool(enabled), "executing": .bool(executing)]
    }
}
