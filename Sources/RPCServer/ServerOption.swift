/// A command-line option of a user's own, parsed with the host's options and listed by `--help`.
///
/// Rules:
/// - Its name starts with `--` and may not be one of the host's own options.
/// - An option with a value takes the next argument, which must not be empty; a flag takes none.
/// - Read what the command line said with `ServerOptions.value(of:)` and `ServerOptions.isSet(_:)`.
public struct ServerOption: Sendable, Equatable {
    /// The option as typed, such as `--flickr-api-key`.
    public var name: String
    /// What its value is called in `--help` (`KEY`), or nil for a flag.
    public var valueName: String?
    /// One or two lines for `--help`.
    public var help: String

    /// An option that takes a value.
    public static func value(_ name: String, valueName: String, help: String) -> ServerOption {
        ServerOption(name: name, valueName: valueName, help: help)
    }

    /// An option that takes no value.
    public static func flag(_ name: String, help: String) -> ServerOption {
        ServerOption(name: name, valueName: nil, help: help)
    }
}
