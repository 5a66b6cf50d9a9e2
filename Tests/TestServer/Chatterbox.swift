import ViewModels

/// A view model that misbehaves on purpose: it prints to stdout, as careless code anywhere might.
///
/// Hosted by mvvm-test-server only; the end-to-end tests use it to prove that a stray `print`
/// lands on stderr and never corrupts the protocol stream (SPEC §3).
@MainActor
final class Chatterbox: ViewModel {
    static let declaration = Declaration<Chatterbox>(
        doc: "Test-only: prints to stdout whenever its text changes or it is told to chatter.",
        .settable(\.text, doc: "Printed to stdout on every change."),
        .command(\.chatter, doc: "Prints a line to stdout.")
    )

    let text = MutableProperty("")
    let chatter = Command<Unit, Unit> { _ in
        print("chatter from a view model")
        return Unit()
    }

    init() {
        text.signal.observe { value in print("text is now \(value)") }
    }
}
