import ViewModels

/// Where accounts are made: the model layer the sign-up screen calls.
protocol AccountService: Sendable {
    /// Registers `email`; false when it is taken.
    func register(_ email: String) async throws -> Bool
}

/// Accounts kept in memory, answering after `latency` on `clock`, as a slow network would.
actor InMemoryAccounts: AccountService {
    private var taken: Set<String>
    private let clock: TestClock
    private let latency: Duration

    init(taken: Set<String>, clock: TestClock, latency: Duration) {
        (self.taken, self.clock, self.latency) = (taken, clock, latency)
    }

    func register(_ email: String) async throws -> Bool {
        try await clock.sleep(for: latency)
        guard !email.hasSuffix(".invalid") else {
            throw FieldError(field: "email", reason: "Mail to that domain is never delivered.")
        }
        return taken.insert(email).inserted
    }
}

/// A service's refusal of one field: the frontend marks that field with the reason.
struct FieldError: DetailedError, Codable, Equatable, Sendable {
    var field: String
    var reason: String

    var description: String { reason }
    var details: FieldError { self }
}

/// How hard a password is to guess, as the sign-up screen shows it.
enum PasswordStrength: String, Codable, CaseIterable, Sendable {
    case weak, fair, strong

    init(_ password: String) {
        self = password.count < 8 ? .weak : password.count < 12 ? .fair : .strong
    }
}

/// Why a sign-up failed: the `submitFailed` event's payload.
struct SubmitFailure: Codable, Equatable, Sendable {
    var email: String
    var reason: String
}
