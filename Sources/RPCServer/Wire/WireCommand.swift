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
    /// Calls `action` whenever enabled or executing changes, with both values.
    func observeState(_ action: @escaping @MainActor (CommandState) -> Void) -> any Disposable
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
    var state: CommandState { CommandState(enabled: isEnabled.value, executing: isExecuting.value) }
    var inputSchema: JSONValue { ValueCodec<Input>.resolved.schema }

    static func shape() throws(NoWireForm) -> MemberShape {
        .command(input: try ValueCodec<Input>.resolve().schema, output: try ValueCodec<Output>.resolve().schema)
    }

    static var valueTypes: [Any.Type] { [Input.self, Output.self] }

    func observeState(_ action: @escaping @MainActor (CommandState) -> Void) -> any Disposable {
        let last = Latest(state)
        // `isEnabled` is derived from `isExecuting` (and often from other derived properties), so the
        // state is read once the changes already queued are delivered: one notification per settled
        // state, never an enabled-and-executing blend of old and new.
        let report: @MainActor (Bool) -> Void = { [unowned self] _ in
            Delivery.whenSettled { [weak self] in
                guard let self else { return }
                let now = self.state
                guard now != last.value else { return }
                last.value = now
                action(now)
            }
        }
        let disposables = CompositeDisposable()
        disposables += isEnabled.signal.observe(report)
        disposables += isExecuting.signal.observe(report)
        return disposables
    }

    func execute(input: JSONValue, _ resolver: any ViewModelResolver) async throws(WireCommandFailure) -> JSONValue {
        let decoded: Input
        do {
            decoded = try ValueCodec<Input>.resolved.decode(input, resolver)
        } catch {
            throw .invalidInput(error)
        }
        let output: Output
        do {
            output = try await execute(decoded)
        } catch {
            throw .command(error)
        }
        return ValueCodec<Output>.resolved.json(output, resolver)
    }
}
