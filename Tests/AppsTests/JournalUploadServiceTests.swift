import Testing

@testable import Apps
@testable import ViewModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Upload journal")
struct JournalUploadServiceTests {
    let directory = TemporaryDirectory()

    func appendRaw(_ text: String, to path: String) {
        let file = fopen(path, "a")
        fputs(text, file)
        fclose(file)
    }

    func contents(of path: String) -> String {
        (try? JournalFile.contents(of: path)).flatMap { $0.map { String(decoding: $0, as: UTF8.self) } } ?? ""
    }

    @Test("an upload is one JSON line, and survives for a new service")
    func recordsSurvive() async throws {
        let service = JournalUploadService(directory: directory.path)
        try await service.upload(UploadRecord(playerName: "Colin", points: 100))
        try await service.upload(UploadRecord(playerName: "Ned", points: 2.5))
        #expect(
            contents(of: service.path) == """
                {"playerName":"Colin","points":100}
                {"playerName":"Ned","points":2.5}

                """)
        let reopened = JournalUploadService(directory: directory.path)
        #expect(
            try reopened.records() == [
                UploadRecord(playerName: "Colin", points: 100), UploadRecord(playerName: "Ned", points: 2.5),
            ])
    }

    @Test("the directory is created when missing")
    func createsDirectory() async throws {
        let service = JournalUploadService(directory: directory.path + "/data/player")
        try await service.upload(UploadRecord(playerName: "Colin", points: 1))
        #expect(try service.records().count == 1)
    }

    @Test("a missing journal has no records")
    func missingJournal() throws {
        #expect(try JournalUploadService(directory: directory.path + "/nothing").records().isEmpty)
    }

    @Test("a truncated last line is skipped and the next upload stays readable")
    func truncatedLastLine() async throws {
        let service = JournalUploadService(directory: directory.path)
        try await service.upload(UploadRecord(playerName: "Colin", points: 1))
        appendRaw(#"{"playerName":"Ned","poi"#, to: service.path)
        #expect(try service.records() == [UploadRecord(playerName: "Colin", points: 1)])
        try await service.upload(UploadRecord(playerName: "Maude", points: 3))
        #expect(
            try service.records() == [
                UploadRecord(playerName: "Colin", points: 1), UploadRecord(playerName: "Maude", points: 3),
            ])
    }

    @Test("a corrupt line is skipped")
    func corruptLine() async throws {
        let service = JournalUploadService(directory: directory.path)
        try await service.upload(UploadRecord(playerName: "Colin", points: 1))
        appendRaw("not json at all\n{\"playerName\":7}\n", to: service.path)
        try await service.upload(UploadRecord(playerName: "Maude", points: 3))
        #expect(try service.records().map(\.playerName) == ["Colin", "Maude"])
    }

    @Test("an upload into an unwritable place fails with the reason")
    func unwritable() async {
        let service = JournalUploadService(directory: "/proc/viewmodels-cannot-exist")
        await #expect {
            try await service.upload(UploadRecord(playerName: "Colin", points: 1))
        } throws: { error in
            (error as? JournalError)?.description.hasPrefix("could not") == true
        }
    }
}
