/// One factory per error the server sends, so each has one wording and one set of data keys.
extension ResponseError {
    /// A ParseError that `detail` describes, for a failure without a byte offset.
    public static func parseError(_ detail: String) -> ResponseError {
        ResponseError(code: .parseError, message: "Parse error: \(detail)", kind: "parseError")
    }

    /// A JSON parse failure; `kind` is "parseError", "invalidUTF8" or "tooDeep" and `data.offset`
    /// points at the byte where reading stopped.
    public static func parseError(_ error: JSONError) -> ResponseError {
        let kind =
            switch error.kind {
            case .syntax: "parseError"
            case .invalidUTF8: "invalidUTF8"
            case .tooDeep: "tooDeep"
            }
        return ResponseError(
            code: .parseError,
            message: "Parse error: \(error.message) at byte \(error.offset)",
            kind: kind,
            data: ["offset": .integer(Int64(error.offset))]
        )
    }

    /// An InvalidRequest; `detail` says what about the message is wrong.
    public static func invalidRequest(_ detail: String) -> ResponseError {
        ResponseError(code: .invalidRequest, message: "Invalid request: \(detail)", kind: "invalidRequest")
    }

    /// A MethodNotFound naming `method` in `data.method`.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(
            code: .methodNotFound,
            message: "Method not found: \(method)",
            kind: "methodNotFound",
            data: ["method": .string(method)]
        )
    }

    /// `detail` is the whole message and names the method and field ("property/set: 'viewModel'
    /// must be a string"), so it is not prefixed.
    public static func invalidParams(_ detail: String) -> ResponseError {
        ResponseError(code: .invalidParams, message: detail, kind: "invalidParams")
    }

    /// An InternalError, for a failure of the server itself.
    public static func internalError(_ detail: String) -> ResponseError {
        ResponseError(code: .internalError, message: "Internal error: \(detail)", kind: "internalError")
    }

    /// The ServerNotInitialized answer to a request before `initialize`.
    public static func serverNotInitialized() -> ResponseError {
        ResponseError(
            code: .serverNotInitialized,
            message: "Server not initialized: send 'initialize' first",
            kind: "serverNotInitialized"
        )
    }

    /// The InvalidRequest (`kind` "shutdown") answer to a request after `shutdown`.
    public static func alreadyShutDown() -> ResponseError {
        ResponseError(
            code: .invalidRequest,
            message: "Server is shutting down: only 'exit' is accepted",
            kind: "shutdown"
        )
    }

    /// The InvalidRequest (`kind` "clockNotControlled") answer to `clock/advance` on a server whose
    /// clock is real: only `--clock controlled` lets a client move time.
    public static func clockNotControlled() -> ResponseError {
        ResponseError(
            code: .invalidRequest,
            message: "The server's clock is real: start it with --clock controlled to advance it",
            kind: "clockNotControlled"
        )
    }

    /// The RequestCancelled answer to a request whose work was stopped.
    public static func requestCancelled() -> ResponseError {
        ResponseError(code: .requestCancelled, message: "Request cancelled", kind: "requestCancelled")
    }

    /// A ViewModelNotFound for `id`, echoed in `data.viewModel`.
    public static func viewModelNotFound(_ id: String) -> ResponseError {
        ResponseError(
            code: .viewModelNotFound,
            message: "No view model with id '\(id)'",
            kind: "viewModelNotFound",
            data: ["viewModel": .string(id)]
        )
    }

    /// A TypeNotFound for `type`, listing the names that would have worked in `data.known`.
    public static func typeNotFound(_ type: String, known: [String]) -> ResponseError {
        ResponseError(
            code: .typeNotFound,
            message: "No view model type named '\(type)'; known types: \(known.joined(separator: ", "))",
            kind: "typeNotFound",
            data: ["type": .string(type), "known": .array(known.map { .string($0) })]
        )
    }

    /// A type the server knows but only its view models make (a pushed screen, a collection's items):
    /// TypeNotFound's code, since clients cannot create it, with its own `kind` and the types that make it.
    public static func typeNotCreatable(_ type: String, madeBy: [String], creatable: [String]) -> ResponseError {
        let makers = madeBy.isEmpty ? "view models" : madeBy.joined(separator: ", ")
        return ResponseError(
            code: .typeNotFound,
            message: "'\(type)' is made by \(makers), not by clients; clients create: \(creatable.joined(separator: ", "))",
            kind: "typeNotCreatable",
            data: [
                "type": .string(type), "madeBy": .array(madeBy.map { .string($0) }),
                "known": .array(creatable.map { .string($0) }),
            ]
        )
    }

    /// `kind` is the member's kind: "property", "command" or "collection" (`data.memberKind`); the
    /// message names the view model's `type` too, since a client that sends a member to the wrong
    /// view model learns most from what that view model is.
    public static func memberNotFound(viewModel: String, type: String, member: String, kind: String) -> ResponseError {
        ResponseError(
            code: .memberNotFound,
            message: "View model '\(viewModel)' (\(type.withIndefiniteArticle)) has no \(kind) named '\(member)'",
            kind: "memberNotFound",
            data: ["viewModel": .string(viewModel), "member": .string(member), "memberKind": .string(kind)]
        )
    }

    /// The ReadOnlyProperty answer to a `property/set` of `property`.
    public static func readOnlyProperty(viewModel: String, property: String) -> ResponseError {
        ResponseError(
            code: .readOnlyProperty,
            message: "Property '\(property)' of view model '\(viewModel)' is read-only",
            kind: "readOnlyProperty",
            data: ["viewModel": .string(viewModel), "property": .string(property)]
        )
    }

    /// `expected` is a JSON Schema or a description of what would have been accepted (`data.expected`).
    public static func invalidValue(expected: JSONValue, detail: String) -> ResponseError {
        ResponseError(
            code: .invalidValue,
            message: "Invalid value: \(detail)",
            kind: "invalidValue",
            data: ["expected": expected]
        )
    }

    /// The CommandDisabled answer to executing `command` while it is disabled.
    public static func commandDisabled(viewModel: String, command: String) -> ResponseError {
        ResponseError(
            code: .commandDisabled,
            message: "Command '\(command)' of view model '\(viewModel)' is disabled",
            kind: "commandDisabled",
            data: ["viewModel": .string(viewModel), "command": .string(command)]
        )
    }

    /// A CommandFailed carrying the work's own `message` in `data.message`, and the details of a
    /// `DetailedError` in `data.details`.
    public static func commandFailed(viewModel: String, command: String, message: String, details: JSONValue? = nil)
        -> ResponseError
    {
        var data: JSONObject = ["viewModel": .string(viewModel), "command": .string(command), "message": .string(message)]
        data["details"] = details
        return ResponseError(
            code: .commandFailed,
            message: "Command '\(command)' of view model '\(viewModel)' failed: \(message)",
            kind: "commandFailed",
            data: data
        )
    }

    /// The InvalidParams answer to an `initialize` asking for `requested`, listing the `supported` versions.
    public static func unsupportedProtocolVersion(_ requested: String, supported: [String]) -> ResponseError {
        ResponseError(
            code: .invalidParams,
            message: "Unsupported protocol version '\(requested)'; supported: \(supported.joined(separator: ", "))",
            kind: "unsupportedProtocolVersion",
            data: ["requested": .string(requested), "supported": .array(supported.map { .string($0) })]
        )
    }

    /// The InvalidRequest answer to a frame of `length` bytes over `limit`; the frame was skipped unread.
    public static func messageTooLarge(length: Int, limit: Int) -> ResponseError {
        ResponseError(
            code: .invalidRequest,
            message: "Message of \(length) bytes exceeds the limit of \(limit) bytes; it was skipped",
            kind: "messageTooLarge",
            data: ["length": .integer(Int64(length)), "limit": .integer(Int64(limit))]
        )
    }

    /// A ParseError (`kind` "badFrame") for bytes that could not be split into a frame.
    public static func badFrame(_ detail: String) -> ResponseError {
        ResponseError(code: .parseError, message: "Bad frame: \(detail)", kind: "badFrame")
    }

    /// The ParseError answer to an LSP frame declared in a charset other than UTF-8; its body was skipped.
    public static func unsupportedCharset(_ charset: String) -> ResponseError {
        ResponseError(
            code: .parseError,
            message: "Unsupported charset '\(charset)': only utf-8 is accepted",
            kind: "unsupportedCharset",
            data: ["charset": .string(charset)]
        )
    }
}
