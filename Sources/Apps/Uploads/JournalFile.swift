#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the upload journal needs, straight on the system calls so an append can be
/// made durable (`fsync`) before it is acknowledged.
enum JournalFile {
    /// Appends `line` (which ends in "\n") to `path` and syncs it to disk, creating the file and its
    /// directories when missing. If the file ends in a partial line (a crash mid-write), a newline is
    /// written first so the torn line stays alone and this one stays readable.
    static func append(_ line: [UInt8], to path: String, in directory: String) throws(JournalError) {
        var descriptor = open(path, O_RDWR | O_APPEND | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT {
            try makeDirectories(directory)
            descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                try sync(directory: directory)
            }
        }
        guard descriptor >= 0 else { throw JournalError(operation: "open", path: path, code: errno) }
        defer { close(descriptor) }
        let bytes = try endsMidLine(descriptor, path: path) ? [UInt8(ascii: "\n")] + line : line
        try writeAll(bytes, to: descriptor, path: path)
        guard fsync(descriptor) == 0 else { throw JournalError(operation: "fsync", path: path, code: errno) }
    }

    /// The whole file, or nil when it does not exist.
    static func contents(of path: String) throws(JournalError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw JournalError(operation: "open", path: path, code: errno)
        }
        defer { close(descriptor) }
        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count == 0 { return contents }
            if count < 0 {
                if errno == EINTR { continue }
                throw JournalError(operation: "read", path: path, code: errno)
            }
            contents += chunk[..<count]
        }
    }

    private static func endsMidLine(_ descriptor: Int32, path: String) throws(JournalError) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw JournalError(operation: "stat", path: path, code: errno)
        }
        guard status.st_size > 0 else { return false }
        var last: UInt8 = 0
        guard pread(descriptor, &last, 1, status.st_size - 1) == 1 else {
            throw JournalError(operation: "read", path: path, code: errno)
        }
        return last != UInt8(ascii: "\n")
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(JournalError) {
        var written = 0
        while written < bytes.count {
            let rest = written == 0 ? bytes : Array(bytes[written...])
            let count = write(descriptor, rest, rest.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw JournalError(operation: "write", path: path, code: errno)
            }
            written += count
        }
    }

    /// `mkdir -p`: creates each missing component of `directory`.
    private static func makeDirectories(_ directory: String) throws(JournalError) {
        var path = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) != 0, errno != EEXIST {
                throw JournalError(operation: "create directory", path: path, code: errno)
            }
        }
    }

    /// Makes a newly created file's directory entry durable, so the file itself survives a crash.
    private static func sync(directory: String) throws(JournalError) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw JournalError(operation: "open", path: directory, code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw JournalError(operation: "fsync", path: directory, code: errno) }
    }
}
