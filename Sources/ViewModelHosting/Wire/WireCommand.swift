import Protocol
import ViewModels

/// A view-model command as the host drives it: state observed, input and output in JSON.
@MainActor
protocol WireCommand: ObservedMember {
    var policy: ExecutionPolicy { get }
    var state: CommandState { get }
    /// How many times the state changed since creation, when the command counts that itself; nil
    /// when a condition can change it too (see `WireProperty.countedChanges`).
    var countedChanges: Int? { get }
    /// Whether the state is computed by the view model, and may change with any change of it.
    var hasComputedCondition: Bool { get }
    /// What the input must be, for an InvalidValue error.
    var inputSchema: JSONValue { get }
    /// Decodes the input, runs the command and encodes its output; errors come back as `CommandError`
    /// so the host can name the view model and command in the wire error.
    func execute(input: JSONValue, _ resolver: any ViewModelResolver) async throws(WireCommandFailure) -> JSONValue
}

/// Why a command execution over the wire did not produce an output.
enum WireCommandFailure: Error {
    case invalidInput(ResponseError)
    case command(CommandError)
}

extension Command: WireCommand, WireMemberType {
    var state: CommandState {
        let (enabled, executing) = currentState
        return CommandState(enabled: enabled, executing: executing)
    }
    var countedChanges: Int? { stateChanges }
    var inputSchema: JSONValue { ValueCodecs.resolved(Input.self).schema }

    static func shape() throws(NoWireForm) -> MemberShape {
        .command(input: try ValueCodec<Input>.resolve().schema, output: try ValueCodec<Output>.resolve().schema)
    }

    static var valueTypes: [Any.Type] { [Input.self, Output.self] }

    func startObserving(by tap: MemberTap, slot: Int16) {
        tap.observe(self, slot: slot)
    }

    func stopObserving(by tap: MemberTap, slot: Int16) {
        tap.stopObserving(self, slot: slot)
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
