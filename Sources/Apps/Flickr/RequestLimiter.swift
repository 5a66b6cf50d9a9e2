import ViewModels

/// Runs at most `limit` pieces of work at once and queues the rest, so a results screen scrolled
/// quickly never has more requests in flight than a web API's rate limit tolerates.
///
/// Rules:
/// - `submit` starts the work when fewer than `limit` pieces run, else queues it; each time a
///   piece ends, the oldest queued one starts.
/// - A piece counts as running until its task has ended, cancelled or not, so the limit holds for
///   requests that are still being torn down.
/// - Disposing the handle `submit` returns drops the work if it is still queued, or cancels its task
///   if it runs.
/// - `cancelAll` drops everything queued, cancels everything running, and refuses later work: the
///   screen it served is gone.
/// - Important: Main actor only. Each piece runs in a task of its own on the main actor and holds
///   what its closure captures until it ends, so capture owners weakly.
@MainActor
public final class RequestLimiter {
    public let limit: Int
    /// How many pieces run now; observable, so a screen can show that something is loading and a
    /// test can wait for the limiter to go idle.
    public let runningCount: Property<Int>
    private let _runningCount = MutableProperty(0)
    private var queued: [(id: Int, work: @MainActor () async -> Void)] = []
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0
    private var isClosed = false

    public init(limit: Int) {
        precondition(limit > 0, "a limiter that runs nothing would queue forever")
        self.limit = limit
        runningCount = Property(capturing: _runningCount)
    }

    /// How many pieces wait for a slot.
    public var queuedCount: Int { queued.count }

    /// Runs `work` now or once a slot is free.
    /// - Returns: a handle that drops or cancels the work.
    public func submit(_ work: @escaping @MainActor () async -> Void) -> any Disposable {
        guard !isClosed else { return ActionDisposable() }
        let id = nextID
        nextID += 1
        queued.append((id, work))
        startQueued()
        return ActionDisposable { [weak self] in self?.cancel(id) }
    }

    public func cancelAll() {
        isClosed = true
        queued.removeAll()
        for task in running.values {
            task.cancel()
        }
    }

    private func cancel(_ id: Int) {
        queued.removeAll { $0.id == id }
        running[id]?.cancel()
    }

    private func startQueued() {
        while running.count < limit, !queued.isEmpty {
            let (id, work) = queued.removeFirst()
            // Not immediate: work that never suspends would end before it is registered as running.
            running[id] = Task { [weak self] in
                await work()
                self?.finish(id)
            }
        }
        if _runningCount.value != running.count {
            _runningCount.value = running.count
        }
    }

    private func finish(_ id: Int) {
        running[id] = nil
        startQueued()
    }
}
