import Apps
@testable import ViewModelHosting
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

    /// A catalog offering only this type, every instance on `clock`; with `forgetful`, a
    /// `ForgetfulSleeper` beside it.
    static func catalog(clock: TestClock, forgetful: Bool = false) -> (AppServices) -> ViewModelCatalog {
        { _ in
            var catalog = ViewModelCatalog()
            catalog.register(Sleeper.self) { _, _ in Sleeper(clock: clock) }
            if forgetful { catalog.register(ForgetfulSleeper.self) { _, _ in ForgetfulSleeper(clock: clock) } }
            return catalog
        }
    }
}

/// A view model whose own `dispose()` cancels nothing: the host cancels its declared commands anyway.
@MainActor
final class ForgetfulSleeper: ViewModel {
    static let declaration = Declaration<ForgetfulSleeper>(
        doc: "Test-only: a command that waits until cancelled, and a dispose() that forgets it.",
        .command(\.wait, doc: "Waits until cancelled.")
    )

    let wait: Command<Unit, Unit>

    init(clock: TestClock) {
        wait = Command { _ in
            try await clock.sleep(for: .seconds(60))
            return Unit()
        }
    }

    func dispose() {}
}
