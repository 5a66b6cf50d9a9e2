/// A JSON-RPC error code: the standard ones, LSP's, and this server's own.
///
/// A struct rather than an enum so that codes from a peer that this build does not know still
/// decode and pass through. The server's own codes sit in -31001...-31099, clear of the ranges
/// JSON-RPC and LSP reserve (-32768...-32000 and -32899...-32800).
public struct ErrorCode: RawRepresentable, Sendable, Hashable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let parseError = ErrorCode(-32700)
    public static let invalidRequest = ErrorCode(-32600)
    public static let methodNotFound = ErrorCode(-32601)
    public static let invalidParams = ErrorCode(-32602)
    public static let internalError = ErrorCode(-32603)
    public static let serverNotInitialized = ErrorCode(-32002)
    public static let requestCancelled = ErrorCode(-32800)
    public static let viewModelNotFound = ErrorCode(-31001)
    public static let typeNotFound = ErrorCode(-31002)
    public static let memberNotFound = ErrorCode(-31003)
    public static let readOnlyProperty = ErrorCode(-31004)
    public static let invalidValue = ErrorCode(-31005)
    public static let commandDisabled = ErrorCode(-31006)
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
