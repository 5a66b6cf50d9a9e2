import Protocol
import ViewModels

/// A view-model command as the host drives it: state observed, input and output in JSON.
@MainActor
protocol WireCommand: AnyObject {
    var doc: String { get }
    var policy: ExecutionPolicy { get }
    var state: CommandState { get }
    /// What the input must be, for an InvalidValue error.
    var inputSchema: JSONValue { get }
    /// Starts the host's observation, which hears the state whenever enabled or executing changes, and
    /// adds its subscriptions to `subscriptions`.
    func observe(
        as name: String, of entry: HostedViewModel, host: ViewModelHost, into subscriptions: inout SubscriptionList)
    /// Decodes the input, runs the command and encodes its output; errors come back as `CommandError`
    /// so the host can name the view model and command in the wire error.
    func execute(input: JSONValue, _ resolver: any ViewModelResolver) async throws(WireCommandFailure) -> JSONValue
}

/// Why a command execution over the wire did not produce an output.
enum WireCommandFailure: Error {
    case invalidInput(ResponseError)
    case command(CommandError)
}

extension Command: WireCommand, DeclaredMember {
    var state: CommandState {
        let (enabled, executing) = currentState
        return CommandState(enabled: enabled, executing: executing)
    }
    var inputSchema: JSONValue { ValueCodecs.resolved(Input.self).schema }

    static func shape() throws(NoWireForm) -> MemberShape {
        .command(input: try ValueCodec<Input>.resolve().schema, output: try ValueCodec<Output>.resolve().schema)
    }

    static var valueTypes: [Any.Type] { [Input.self, Output.self] }

    func observe(
        as name: String, of entry: HostedViewModel, host: ViewModelHost, into subscriptions: inout SubscriptionList
    ) {
        let observation = CommandObservation(self, as: name, of: entry, host: host)
        let (enabled, executing) = stateSignals
        if let enabled {
            subscriptions.append(enabled.observe { [observation] _ in observation.report() })
        }
        subscriptions.append(executing.observe { [observation] _ in observation.report() })
    }

    func execute(input: JSONValue, _ resolver: any ViewModelResolver) async throws(WireCommandFailure) -> JSONValue {
        let decoded: Input
        do {
            decoded = try ValueCodecs.resolved(Input.self).decode(input, resolver)
        } catch {
            throw .invalidInput(error)
        }
        let output: Output
        do {
            output = try await execute(decoded)
        } catch {
            throw .command(error)
        }
        return ValueCodecs.resolved(Output.self).json(output, resolver)
    }
}

/// The host's observation of a command: the command, whose two signals of its state it hears, and
/// the last state told.
///
/// `isEnabled` is derived from `isExecuting` (and often from other derived properties), so the state
/// is read once the changes already queued are delivered: one notification per settled state, never
/// an enabled-and-executing blend of old and new.
final class CommandObservation<Input: Sendable, Output: Sendable>: MemberObservation, Settling {
    private let command: Command<Input, Output>
    private var last: CommandState

    init(_ command: Command<Input, Output>, as name: String, of entry: HostedViewModel, host: ViewModelHost) {
        self.command = command
        last = command.state
        super.init(name, of: entry, host: host)
    }

    func report() {
        Delivery.whenSettled(self)
    }

    func settle() {
        let now = command.state
        guard now != last else { return }
        last = now
        commandDidChange(to: now)
    }
}
