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

    /// Runs the schema validator on a transcript; returns its output when it finds a violation.
    static func schemaViolations(in transcript: [String], options: [String] = []) throws -> String? {
        let file = temporaryDirectory() + ".transcript"
        try transcript.joined(separator: "\n").appending("\n").write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        return try validate(options + [file])
    }

    /// Runs schema/validate.py with `arguments`; returns its output when it exits non-zero.
    static func validate(_ arguments: [String]) throws -> String? {
        let validator = Process()
        validator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        validator.arguments = ["python3", path("schema/validate.py")] + arguments
        let text = try validator.runCollectingOutput()
        return validator.terminationStatus == 0 ? nil : text
    }
}
