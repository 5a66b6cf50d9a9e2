#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole buffer written to a blocking descriptor (a recording's file, a replayed server's stdin),
/// however many `write` calls that takes. Package: test support feeds a child's stdin with it.
package enum BlockingWrite {
    /// Writes all of `bytes`; false when the descriptor refused more (the reader went away, a full disk).
    package static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
