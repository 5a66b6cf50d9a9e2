/// Why a command's execution did not produce an output.
public enum CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The command was disabled when asked; nothing ran and nothing changed.
    case disabled
    /// The work threw; the message says why, for the user: the error's description. A
    /// `DetailedError` adds its details.
    case failed(String, details: FailureDetails? = nil)
    /// The work refused its input (a selection naming an item that is not there): the caller's
    /// mistake, which a host reports as it reports a value of the wrong type, not as a failure.
    case invalidInput(InvalidValue)
    /// The work was cancelled: by the caller's task, by a newer execution (policy `latest`), or by the
    /// view model's disposal.
    case cancelled

    /// Classifies what the work threw; anything thrown by cancelled work counts as cancellation,
    /// since cancelled work fails in whatever way its dependencies report it.
    init(_ error: any Error, afterCancellation cancelled: Bool) {
        switch error {
        case let error as CommandError:
            self = error
        case is CancellationError:
            self = .cancelled
        case _ where cancelled:
            self = .cancelled
        case let error as InvalidValue:
            self = .invalidInput(error)
        case let error as any DetailedError:
            self = .failed(String(describing: error), details: FailureDetails(of: error))
        default:
            self = .failed(String(describing: error))
        }
    }

    public var description: String {
        switch self {
        case .disabled: "the command is disabled"
        case .failed(let message, _): message
        case .invalidInput(let error): error.reason
        case .cancelled: "the command was cancelled"
        }
    }
}
