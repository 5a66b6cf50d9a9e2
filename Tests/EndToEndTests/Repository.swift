import Foundation
import TestSupport

/// Paths in the source tree, found from this file's place in it.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    static func lines(of relative: String) throws -> [String] {
        try String(contentsOfFile: path(relative), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// A fresh path for a server's data directory or a test's file, inside this test process's own
    /// folder (`mvvm-server-e2e/PID` in the temporary directory).
    static func temporaryDirectory() -> String {
        processFolder.appendingPathComponent(UUID().uuidString).path
    }

    /// This process's folder, made on first use after removing the folders of test processes that
    /// are gone. Servers make their data directories themselves and outlive the test's scope, so
    /// nothing removes them as a test ends; swept here, a run leaves at most its own folder behind
    /// instead of a pile that grows with every run (`swift test --parallel` runs several processes
    /// at once, each keeping its own).
    private static let processFolder: URL = {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-server-e2e")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names {
            guard let pid = pid_t(name), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
        let folder = parent.appendingPathComponent(String(getpid()))
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Runs the schema validator on a transcript, every value included (checked against what
    /// `viewModel/describe` said in it); returns its output when it finds a violation.
    static func schemaViolations(in transcript: [String], options: [String] = []) async throws -> String? {
        let file = temporaryDirectory() + ".transcript"
        try transcript.joined(separator: "\n").appending("\n").write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try await validate(["--values"] + options + [file])
    }

    /// Runs schema/validate.py with `arguments`; returns its output when it exits non-zero.
    static func validate(_ arguments: [String]) async throws -> String? {
        let (status, text) = try await run(["python3", path("schema/validate.py")] + arguments)
        return status == 0 ? nil : text
    }

    /// Runs a command found on PATH in the repository's root; returns its exit status and its
    /// stdout and stderr together.
    static func run(_ command: [String], environment extra: [String: String] = [:]) async throws -> (Int32, String) {
        let outcome = try await ChildProcess(
            "/usr/bin/env", arguments: command, directory: root.path,
            environment: ProcessInfo.processInfo.environment.merging(extra) { $1 }
        ).run()
        return (outcome.termination.status, outcome.output)
    }
}
