#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A system call on the upload journal failed; the message names the call, the path and the reason.
public struct JournalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The failing call ("open", "write", "fsync", …).
    public var operation: String
    public var path: String
    /// The `errno` it left.
    public var code: Int32

    public init(operation: String, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    public var description: String {
        "could not \(operation) \(path): \(String(cString: strerror(code)))"
    }
}
