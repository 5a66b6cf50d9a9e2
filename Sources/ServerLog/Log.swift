import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's diagnostics: stderr, and the `--log-file` when one is named, filtered by `--log-level`.
///
/// stdout carries protocol messages only, so nothing here ever writes to it; a model layer logs here
/// too, so its lines land where the host's do.
///
/// - Important: Callable from any thread; the configuration is set once at start-up behind a `Mutex`.
public enum Log {
    private struct Configuration {
        var level = LogLevel.info
        var fileDescriptor: Int32 = -1
        var name = "mvvm-server"
    }

    private static let configuration = Mutex(Configuration())

    package static func configure(level: LogLevel, file: String?, name: String) throws(ServerStartError) {
        var descriptor: Int32 = -1
        if let file {
            descriptor = open(file, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw ServerStartError("cannot open log file \(file): errno \(errno)") }
        }
        configuration.withLock { $0 = Configuration(level: level, fileDescriptor: descriptor, name: name) }
    }

    /// Something failed that the user should know of.
    public static func error(_ message: @autoclosure () -> String) { log(.error, message) }
    /// Something is off but the server carries on.
    public static func warning(_ message: @autoclosure () -> String) { log(.warning, message) }
    /// What the server is doing, at the default level.
    public static func info(_ message: @autoclosure () -> String) { log(.info, message) }
    /// Detail for whoever debugs the server.
    public static func debug(_ message: @autoclosure () -> String) { log(.debug, message) }

    private static func log(_ level: LogLevel, _ message: () -> String) {
        let (enabled, file, name) = configuration.withLock { ($0.level >= level, $0.fileDescriptor, $0.name) }
        guard enabled else { return }
        let line = Array("\(name) [\(level)] \(message())\n".utf8)
        line.withUnsafeBytes { bytes in
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
            if file >= 0 { _ = write(file, bytes.baseAddress, bytes.count) }
        }
    }
}

/// A reason the server cannot start, printed on stderr before exiting with status 2.
public struct ServerStartError: Error, CustomStringConvertible {
    /// The reason, one line.
    public var description: String

    /// - Parameter description: the reason, one line.
    public init(_ description: String) { self.description = description }
}
