/// Whether a command can run now and whether it is running, as a frontend draws its button.
public struct CommandState: JSONConvertible, FieldDecodable, Hashable {
    public var enabled: Bool
    public var executing: Bool

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
