import Synchronization

/// Holds calls to the offline catalog until a test lets each one through, so the test chooses the
/// order answers arrive in: two searches answered the wrong way round, a fifth metadata request
/// still queued behind four.
///
/// Rules:
/// - A call that `holds` picks is announced on `arrivals`, then waits until `release` names it or
///   its task is cancelled (then it throws `CancellationError` and is held no more); other calls
///   pass at once.
/// - `release` lets through the earliest held call equal to the one named.
/// - A test ends by checking `heldRequests` is empty: a held call is an answer nobody waited for.
/// - Important: Shareable across threads; the held calls sit behind one `Mutex`. `arrivals` has one
///   reader, the test.
public final class PhotoRequestGate: Sendable {
    private struct Held {
        let id: Int
        let request: PhotoRequest
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// Each held call as it arrives, so a test can wait for calls without sleeping.
    public let arrivals: AsyncStream<PhotoRequest>
    private let announce: AsyncStream<PhotoRequest>.Continuation
    private let holds: @Sendable (PhotoRequest) -> Bool
    /// Guards the held calls and the next id: calls arrive from any thread.
    private let held = Mutex((calls: [Held](), nextID: 0))

    /// A gate that holds the calls `holds` picks, every call unless told.
    public init(holding holds: @escaping @Sendable (PhotoRequest) -> Bool = { _ in true }) {
        (arrivals, announce) = AsyncStream.makeStream()
        self.holds = holds
    }

    /// The calls waiting, in the order they arrived.
    public var heldRequests: [PhotoRequest] {
        held.withLock { $0.calls.map(\.request) }
    }

    /// Lets the earliest held `request` through; false when no such call is held.
    @discardableResult
    public func release(_ request: PhotoRequest) -> Bool {
        let released = held.withLock { held -> Held? in
            guard let index = held.calls.firstIndex(where: { $0.request == request }) else { return nil }
            return held.calls.remove(at: index)
        }
        released?.continuation.resume()
        return released != nil
    }

    /// Waits until a test releases `request`, when `holds` picks it.
    func pass(_ request: PhotoRequest) async throws {
        guard holds(request) else { return }
        let id = held.withLock { held in
            defer { held.nextID += 1 }
            return held.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let isHeld = held.withLock { held in
                    guard !Task.isCancelled else { return false }
                    held.calls.append(Held(id: id, request: request, continuation: continuation))
                    return true
                }
                if isHeld {
                    announce.yield(request)
                } else {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let cancelled = held.withLock { held -> Held? in
                guard let index = held.calls.firstIndex(where: { $0.id == id }) else { return nil }
                return held.calls.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }
}
