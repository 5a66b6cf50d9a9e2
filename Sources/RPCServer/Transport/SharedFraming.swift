import Protocol
import Synchronization

/// The framing the reader detected, read by the writer so replies use the client's framing.
///
/// - Important: Set by the reader thread, read by the writer thread; a `Mutex` guards it.
final class SharedFraming: Sendable {
    private let framing: Mutex<Framing?>

    init(_ framing: Framing?) {
        self.framing = Mutex(framing)
    }

    func set(_ detected: Framing) {
        framing.withLock { $0 = $0 ?? detected }
    }

    /// Until anything is detected (say, the first bytes were garbage) replies use LSP framing.
    var current: Framing { framing.withLock { $0 ?? .lsp } }
}
