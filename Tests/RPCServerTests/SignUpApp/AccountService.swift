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
        return taken.insert(email).inserted
    }
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
