import ViewModels

/// The sign-up screen of docs/design/declarations.md, as a newcomer writes it.
final class SignUp: ViewModel {
    static let declaration = Declaration<SignUp>(
        doc: "Creates an account: an address, a password typed twice, and the terms accepted.",
        .settable(\.email, doc: "The address to sign up with."),
        .settable(\.password, doc: "At least 8 characters."),
        .settable(\.passwordAgain, doc: "The password once more."),
        .settable(\.acceptsTerms, doc: "Whether the user accepts the terms."),
        .readOnly(\.emailError, doc: "Why the address cannot be used yet, or null."),
        .readOnly(\.passwordStrength, doc: "How hard the password is to guess."),
        .readOnly(\.canSubmit, doc: "Whether submit is enabled."),
        .command(\.submit, doc: "Creates the account and pushes Welcome.", pushes: [Welcome.self]),
        .event(\.submitFailed, doc: "Raised when the service refuses the address."))

    let email = MutableProperty("")
    let password = MutableProperty("")
    let passwordAgain = MutableProperty("")
    let acceptsTerms = MutableProperty(false)
    lazy var emailError = email.map { $0.contains("@") ? nil : "An address needs an @." }
    lazy var passwordStrength = password.map(PasswordStrength.init)
    lazy var canSubmit = Property.combineLatest(emailError, passwordStrength, password, passwordAgain, acceptsTerms) {
        $0 == nil && $1 != .weak && $2 == $3 && $4
    }
    lazy var submit = Command<Unit, Unit>(self, enabledIf: canSubmit) { owner, _ in try await Self.send(owner) }
    let submitFailed = Event<SubmitFailure>()
    private let accounts: any AccountService
    private weak var navigator: (any Navigator)?

    init(accounts: any AccountService, navigator: any Navigator) { (self.accounts, self.navigator) = (accounts, navigator) }

    private static func send(_ owner: WeakReference<SignUp>) async throws -> Unit {
        let (email, accounts) = try (owner.get().email.value, owner.get().accounts)
        if try await accounts.register(email) {
            try owner.get().navigator?.push(Welcome(name: email), from: owner.get())
        } else {
            try owner.get().submitFailed.send(SubmitFailure(email: email, reason: "The address is taken."))
        }
        return Unit()
    }
}
