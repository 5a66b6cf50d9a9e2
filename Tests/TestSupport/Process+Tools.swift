import Foundation
import RPCServer

/// Running the tools a test checks the server against (python3, node, nvim) as child processes.
extension Process {
    /// The first executable file called `name` in a directory of `PATH`, or nil when there is none.
    package static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the process to its end with stdout and stderr in one pipe and returns all it wrote, so
    /// that a failing tool's own words end up in the test's failure message.
    ///
    /// The wait blocks a thread of its own, never one of Swift's cooperative pool: that pool has a
    /// thread per core, and a browser or Python suite that holds one for a minute starves every test
    /// beside it into its time-outs.
    package func runCollectingOutput() async throws -> String {
        let output = Pipe()
        standardOutput = output
        standardError = output
        try run()
        let process = self
        return await withCheckedContinuation { continuation in
            WaitingThread.start {
                let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                continuation.resume(returning: text)
            }
        }
    }
}
