import MVVMTesting
import Testing

@testable import ViewModels

/// A test-only view model whose commands are its methods.
@MainActor
final class Mailbox: ViewModel {
    static let declaration = Declaration<Mailbox>(
        doc: "Test-only: commands made from methods.",
        .command(\.refresh, doc: "Fetches."),
        .command(\.rename, doc: "Renames."),
        .command(\.count, doc: "Counts."),
        .command(\.forget, doc: "Forgets a name.")
    )
    private(set) lazy var refresh = Command(self, method: Mailbox.fetch)
    private(set) lazy var rename = Command(self, method: Mailbox.rename(to:))
    private(set) lazy var count = Command(self, method: Mailbox.countMessages)
    private(set) lazy var forget = Command(self, method: Mailbox.forget(name:))
    var name = "inbox"
    var fetched = 0

    func fetch() async throws {
        await Task.yield()
        fetched += 1
    }

    func rename(to name: String) async throws -> String {
        self.name = name
        return name
    }

    func countMessages() async throws -> Int {
        fetched
    }

    func forget(name: String) async throws {
        if self.name == name { self.name = "" }
    }
}

@MainActor
@Suite("Commands from methods")
struct MethodCommandTests {
    @Test("a command runs its view model's async method, with input or without, returning a value or nothing")
    func methods() async throws {
        let mailbox = Mailbox()
        #expect(try await mailbox.refresh.execute(Unit()) == Unit())
        #expect(mailbox.fetched == 1)
        #expect(try await mailbox.rename.execute("archive") == "archive" && mailbox.name == "archive")
        #expect(try await mailbox.count.execute(Unit()) == 1)
        #expect(try await mailbox.forget.execute("archive") == Unit() && mailbox.name.isEmpty)
    }

    @Test("a command made from a method keeps no view model alive, and once it is gone ends as cancelled")
    func weakOwner() async throws {
        var mailbox: Mailbox? = Mailbox()
        let count = try #require(mailbox?.count)
        weak let gone = mailbox
        mailbox = nil
        #expect(gone == nil)
        await #expect(throws: CommandError.cancelled) { try await count.execute(Unit()) }
    }
}
