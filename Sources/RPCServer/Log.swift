import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's diagnostics: stderr, and a log file when one is named.
///
/// stdout carries protocol messages only, so nothing here ever writes to it.
///
/// - Important: Callable from any thread; the configuration is set once at start-up behind a `Mutex`.
enum Log {
    private struct Configuration {
        var level = LogLevel.info
        var fileDescriptor: Int32 = -1
    }

    private static let configuration = Mutex(Configuration())

    static func configure(level: LogLevel, file: String?) throws(ServerStartError) {
        var descriptor: Int32 = -1
        if let file {
            descriptor = open(file, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw ServerStartError("cannot open log file \(file): errno \(errno)") }
        }
        configuration.withLock { $0 = Configuration(level: level, fileDescriptor: descriptor) }
    }

    static func error(_ message: @autoclosure () -> String) { log(.error, message) }
    static func warning(_ message: @autoclosure () -> String) { log(.warning, message) }
    static func info(_ message: @autoclosure () -> String) { log(.info, message) }
    static func debug(_ message: @autoclosure () -> String) { log(.debug, message) }

    private static func log(_ level: LogLevel, _ message: () -> String) {
        let (enabled, file) = configuration.withLock { ($0.level >= level, $0.fileDescriptor) }
        guard enabled else { return }
        let line = Array("mvvm-server [\(level)] \(message())\n".utf8)
        line.withUnsafeBytes { bytes in
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
            if file >= 0 { _ = write(file, bytes.baseAddress, bytes.count) }
        }
    }
}

/// A reason the server cannot start, printed on stderr before exiting with status 2.
struct ServerStartError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
