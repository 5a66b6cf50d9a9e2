/// What a server calls itself: `initialize`'s `serverInfo`, `--version`, the log's prefix and the
/// default data directory's name.
public struct ServerIdentity: Sendable, Equatable {
    /// A short name without spaces, such as `todos-server`.
    public var name: String
    /// The server's own version, such as `1.2.0`.
    public var version: String

    /// - Parameters:
    ///   - name: a short name without spaces, such as `todos-server`.
    ///   - version: the server's own version.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }
}
