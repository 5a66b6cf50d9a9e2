import Protocol
import ViewModels

/// One execution's LSP work-done progress under the client's token: `begin` when the command
/// accepts it (once, however many commands its work runs), a `report` per report, and `end` only
/// after a `begin`.
@MainActor
final class WorkDoneProgress {
    private let token: JSONValue
    private let title: String
    private let emit: @MainActor (consuming HostEvent) -> Void
    private var hasBegun = false

    init(token: JSONValue, title: String, emit: @escaping @MainActor (consuming HostEvent) -> Void) {
        self.token = token
        self.title = title
        self.emit = emit
    }

    /// What the execution's work tells; what it reports before a command accepted it is dropped.
    func hear(_ event: CommandProgress.Event) {
        switch event {
        case .started:
            guard !hasBegun else { return }
            hasBegun = true
            send(.begin(title: title, cancellable: true, message: nil, percentage: nil))
        case .report(let report):
            guard hasBegun else { return }
            let percentage = report.fraction.map { Int(($0 * 100).rounded(.down)) }
            send(.report(message: report.message, percentage: percentage))
        }
    }

    /// The execution ended, however it ended.
    func end() {
        guard hasBegun else { return }
        send(.end(message: nil))
    }

    private func send(_ value: ProgressNotification.Value) {
        emit(.progress(.init(token: token, value: value)))
    }
}
