import Apps
import ViewModels

@testable import RPCServer

/// A view model whose commands wait on a test clock that nobody advances: work that runs until it
/// is cancelled, for the cancellation and policy tests.
@MainActor
final class Sleeper: ViewModel {
    static let declaration = Declaration<Sleeper>(
        doc: "Test-only: commands that wait until cancelled.",
        .command(\.wait, doc: "Waits until cancelled."),
        .command(\.waitLatest, doc: "Waits until cancelled or run again.", policy: .latest)
    )

    let wait: Command<Unit, Unit>
    let waitLatest: Command<Unit, Unit>

    init(clock: TestClock) {
        let sleep: @MainActor (Unit) async throws -> Unit = { _ in
            try await clock.sleep(for: .seconds(60))
            return Unit()
        }
        wait = Command(execute: sleep)
        waitLatest = Command(policy: .latest, execute: sleep)
    }

    /// A catalog offering only this type, every instance on `clock`.
    static func catalog(clock: TestClock) -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Sleeper.self) { _, _ in Sleeper(clock: clock) }
            return catalog
        }
    }
}
