/// A JSON-RPC error code: the standard ones, LSP's, and this server's own.
///
/// A struct rather than an enum so that codes from a peer that this build does not know still
/// decode and pass through. The server's own codes sit in -31001...-31099, clear of the ranges
/// JSON-RPC and LSP reserve (-32768...-32000 and -32899...-32800).
public struct ErrorCode: RawRepresentable, Sendable, Hashable {
    /// The number sent as `code`.
    public var rawValue: Int

    /// Wraps any code, known to this build or not, so a peer's codes pass through.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The same as `init(rawValue:)`, unlabeled so the constants read as a table.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// ParseError: the frame or its JSON could not be read.
    public static let parseError = ErrorCode(-32700)
    /// InvalidRequest: not a valid JSON-RPC message, a second `initialize`, a message too large, or a
    /// request after `shutdown`.
    public static let invalidRequest = ErrorCode(-32600)
    /// MethodNotFound: no method of that name.
    public static let methodNotFound = ErrorCode(-32601)
    /// InvalidParams: params of the wrong shape, arguments a type does not take, a pop of a view model
    /// that was not pushed, or an unsupported protocol version.
    public static let invalidParams = ErrorCode(-32602)
    /// InternalError: reserved for a failure of the server itself.
    public static let internalError = ErrorCode(-32603)
    /// ServerNotInitialized, as in LSP: a request before `initialize`.
    public static let serverNotInitialized = ErrorCode(-32002)
    /// RequestCancelled, as in LSP: the execution was cancelled, superseded under `latest`, or its view
    /// model disposed.
    public static let requestCancelled = ErrorCode(-32800)
    /// ViewModelNotFound: no live view model has the id (never created, or disposed).
    public static let viewModelNotFound = ErrorCode(-31001)
    /// TypeNotFound: no view model type has the name.
    public static let typeNotFound = ErrorCode(-31002)
    /// MemberNotFound: the view model has no property, command or collection of the name.
    public static let memberNotFound = ErrorCode(-31003)
    /// ReadOnlyProperty: `property/set` on a property a client cannot set.
    public static let readOnlyProperty = ErrorCode(-31004)
    /// InvalidValue: a property value or command input of the wrong type, or one the view model's rules
    /// refuse.
    public static let invalidValue = ErrorCode(-31005)
    /// CommandDisabled: `command/execute` of a disabled command; nothing ran.
    public static let commandDisabled = ErrorCode(-31006)
    /// CommandFailed: the command ran and its work failed.
    public static let commandFailed = ErrorCode(-31007)

    /// Every code the server sends, for documentation and schema coverage tests.
    public static let all: [ErrorCode] = [
        .parseError, .invalidRequest, .methodNotFound, .invalidParams, .internalError,
        .serverNotInitialized, .requestCancelled, .viewModelNotFound, .typeNotFound, .memberNotFound,
        .readOnlyProperty, .invalidValue, .commandDisabled, .commandFailed,
    ]

    /// The name docs and logs use, in UpperCamelCase ("ViewModelNotFound").
    public var name: String {
        Self.descriptions[self]?.name ?? "Unknown(\(rawValue))"
    }

    /// One line saying when a client sees this code.
    public var meaning: String {
        Self.descriptions[self]?.meaning ?? "An error code this build does not know."
    }

    private static let descriptions: [ErrorCode: (name: String, meaning: String)] = [
        .parseError: ("ParseError", "The message is not valid JSON, or its frame could not be read."),
        .invalidRequest: (
            "InvalidRequest", "The JSON is not a valid JSON-RPC 2.0 request, or is refused in this state."
        ),
        .methodNotFound: ("MethodNotFound", "No such method."),
        .invalidParams: ("InvalidParams", "The params do not have the shape the method expects."),
        .internalError: ("InternalError", "The server failed while handling a valid request."),
        .serverNotInitialized: ("ServerNotInitialized", "A request arrived before 'initialize'."),
        .requestCancelled: ("RequestCancelled", "The client cancelled the request with $/cancelRequest."),
        .viewModelNotFound: ("ViewModelNotFound", "No live view model has this id."),
        .typeNotFound: ("TypeNotFound", "No view model type has this name."),
        .memberNotFound: ("MemberNotFound", "The view model has no property, command or collection of this name."),
        .readOnlyProperty: ("ReadOnlyProperty", "The property cannot be set by a client."),
        .invalidValue: ("InvalidValue", "The value has the wrong type or breaks the property's rules."),
        .commandDisabled: ("CommandDisabled", "The command is disabled; nothing was executed."),
        .commandFailed: ("CommandFailed", "The command ran and failed; data.message says why."),
    ]
}

extension ErrorCode: CustomStringConvertible {
    public var description: String {
        "\(rawValue) \(name)"
    }
}
