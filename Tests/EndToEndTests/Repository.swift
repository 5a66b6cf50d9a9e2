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

    static func temporaryDirectory() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("mvvm-server-e2e-\(UUID().uuidString)").path
    }

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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let text = try await process.runCollectingOutput()
        return (process.terminationStatus, text)
    }
}
