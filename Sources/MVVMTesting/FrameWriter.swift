import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The client's end of the server's input: whole frames written under a lock, so a test's request
/// and a scripted answer written from the reader never interleave, and nothing is written once closed.
///
/// - Important: Thread-safe.
final class FrameWriter: Sendable {
    /// The descriptor, or nil once closed: closing it twice would close whatever descriptor took its
    /// number meanwhile, another test's pipe when tests run in parallel.
    private let descriptor: Mutex<Int32?>

    init(_ descriptor: Int32) {
        self.descriptor = Mutex(descriptor)
    }

    /// Writes `bytes` whole, or as much as the server takes before its input closes.
    func write(_ bytes: [UInt8]) {
        descriptor.withLock { descriptor in
            guard let descriptor else { return }
            bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
    }

    func close() {
        descriptor.withLock { descriptor in
            if let open = descriptor { _ = Glibc.close(open) }
            descriptor = nil
        }
    }
}
