import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// `data(for:)` that, when the caller's task is cancelled, throws `CancellationError` at once and
    /// abandons the request instead of cancelling it: cancelling a `URLSessionTask` just as it
    /// completes crashes FoundationNetworking on Linux ("Trying to access a behaviour for a task that
    /// in not in the registry", swift-corelibs-foundation#3296), and results screens cancel their
    /// metadata requests whenever they close.
    ///
    /// - Important: An abandoned request still runs to its end on the session; its answer is dropped.
    func abandoningData(for request: URLRequest) async throws -> (Data, URLResponse) {
        let pending = PendingLoad()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard pending.wait(with: continuation) else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                // Unstructured, so the caller's cancellation never reaches the URLSessionTask.
                Task {
                    do {
                        pending.finish(with: .success(try await self.data(for: request)))
                    } catch {
                        pending.finish(with: .failure(error))
                    }
                }
            }
        } onCancel: {
            pending.finish(with: .failure(CancellationError()))
        }
    }
}

/// The caller of one abandoning load: the answer and the cancellation race to resume it, and only
/// the first gets to.
///
/// - Important: Shared by the caller's task, its cancellation handler and the load's task; the
///   continuation sits behind a `Mutex`.
private final class PendingLoad: Sendable {
    private let continuation = Mutex<CheckedContinuation<(Data, URLResponse), any Error>?>(nil)

    /// Stores the caller's continuation; false when the caller is already cancelled, since its
    /// cancellation handler may have run before there was anything to resume.
    func wait(with continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
        self.continuation.withLock { stored in
            guard !Task.isCancelled else { return false }
            stored = continuation
            return true
        }
    }

    func finish(with result: Result<(Data, URLResponse), any Error>) {
        continuation.withLock { $0.take() }?.resume(with: result)
    }
}
