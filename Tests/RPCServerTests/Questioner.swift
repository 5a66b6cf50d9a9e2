import ViewModels

/// A view model that asks its frontend each kind of question, for the tests of requests to the
/// frontend: each command answers with what came back and where from ("Delete frontend").
@MainActor
final class Questioner: ViewModel {
    static let declaration = Declaration<Questioner>(
        doc: "Test-only: asks its frontend things and reports progress.",
        .readOnly(\.lastAnswer, doc: "The last answer, set as soon as it came."),
        .command(\.confirm, name: "confirm", doc: "Asks to delete, Keep by default."),
        .command(\.choose, name: "choose", doc: "Asks for a colour of three."),
        .command(\.type, name: "type", doc: "Asks for a password."),
        .command(\.open, name: "open", doc: "Asks to show a web page."),
        .command(\.pick, name: "pick", doc: "Asks a question of its own kind, with a timeout of ten seconds."),
        .command(\.confirmLatest, name: "confirmLatest", doc: "Asks to delete; a new execution cancels the last.", policy: .latest),
        .command(\.work, doc: "Reports progress in the steps its input says, asking in the middle.", reportsProgress: true),
        .command(\.count, doc: "Reports progress in the steps its input says, all at once.", reportsProgress: true),
        .asks(Confirmation.self, doc: "Whether to delete."),
        .asks(Choice.self, doc: "Which colour."),
        .asks(TextInput.self, doc: "The password."),
        .asks(ShowDocument.self, doc: "The help page."),
        .asks(Pick.self, doc: "A number from the frontend.")
    )

    /// A kind of question of the author's own.
    struct Pick: FrontendRequest {
        static let method = "test/pick"
        var from: Int
        var to: Int
        var defaultAnswer: Int { from }
        var timeout: Duration { .seconds(10) }
    }

    let lastAnswer = MutableProperty("")
    let frontend: any Frontend
    private(set) lazy var confirm = Command<Unit, String>(self) { owner, _ in
        try await owner.get().ask(Confirmation("Delete 3 todos?", buttons: ["Delete", "Keep"], default: "Keep")) {
            $0?.title ?? "null"
        }
    }
    private(set) lazy var choose = Command<Unit, String>(self) { owner, _ in
        try await owner.get().ask(Choice("Colour", items: ["red", "green", "blue"], selected: 1)) { $0.map(String.init) ?? "null" }
    }
    private(set) lazy var type = Command<Unit, String>(self) { owner, _ in
        try await owner.get().ask(TextInput("Password", secret: true)) { $0 ?? "null" }
    }
    private(set) lazy var open = Command<Unit, String>(self) { owner, _ in
        try await owner.get().ask(ShowDocument("https://example.com/help", external: true)) { String($0.success) }
    }
    private(set) lazy var pick = Command<Unit, String>(self) { owner, _ in
        try await owner.get().ask(Pick(from: 1, to: 6)) { String($0) }
    }
    private(set) lazy var confirmLatest = Command<Unit, String>(self, policy: .latest) { owner, _ in
        try await owner.get().ask(Confirmation("Delete?", buttons: ["Delete"])) { $0?.title ?? "null" }
    }
    private(set) lazy var work = Command<Int, String>(self) { owner, steps in
        CommandProgress.report(fraction: 0, message: "starting")
        let answer = try await owner.get().ask(TextInput("Go on?")) { $0 ?? "null" }
        for step in 1...max(steps, 1) {
            CommandProgress.report(fraction: Double(step) / Double(steps), message: "step \(step)")
        }
        return answer
    }

    let count = Command<Int, Int> { steps in
        for step in 1...max(steps, 1) {
            CommandProgress.report(fraction: Double(step) / Double(steps), message: "step \(step)")
        }
        return steps
    }

    init(frontend: any Frontend) {
        self.frontend = frontend
    }

    /// Asks `request`, keeps the answer as `lastAnswer` and answers "<answer> <source>".
    private func ask<Request: FrontendRequest>(_ request: Request, _ text: (Request.Answer) -> String) async throws -> String {
        let reply = try await frontend.ask(request, from: self)
        lastAnswer.value = text(reply.answer)
        return "\(text(reply.answer)) \(reply.source)"
    }
}
