import ViewModels

/// A view model that misbehaves on purpose: it prints to stdout, as careless code anywhere might.
///
/// Hosted by mvvm-test-server only; the end-to-end tests use it to prove that a stray `print`
/// lands on stderr and never corrupts the protocol stream (SPEC §3).
@MainActor
final class Chatterbox: ViewModel {
    static let typeName = "Chatterbox"
    static let doc = "Test-only: prints to stdout whenever its text changes or it is told to chatter."

    let text = MutableProperty("", doc: "Printed to stdout on every change.")
    let chatter: Command<Unit, Unit>
    private let (_lifetime, token) = Lifetime.make()

    var lifetime: Lifetime { _lifetime }

    init() {
        chatter = Command(doc: "Prints a line to stdout.") { _ in
            print("chatter from a view model")
            return Unit()
        }
        text.signal.take(during: _lifetime).observe { value in print("text is now \(value)") }
    }

    func dispose() {
        token.dispose()
    }
}
