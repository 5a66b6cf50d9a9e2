import Dispatch
import Synchronization

/// Waits with a bound for something that happens outside the test: a process that exits, a state of
/// the system that announces nothing. Neither sleeps: the wait ends the moment the answer comes, and
/// the bound only decides when to give up.
package enum BoundedWait {
    /// What `start` reports through the callback it is given, or nil if it has not reported within
    /// `seconds`. A late report is ignored.
    package static func value<Value: Sendable>(
        within seconds: Double, _ start: @escaping @Sendable (_ report: @escaping @Sendable (Value) -> Void) -> Void
    ) async -> Value? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
            let once = Mutex<CheckedContinuation<Value?, Never>?>(continuation)
            let finish: @Sendable (Value?) -> Void = { value in once.withLock { $0.take() }?.resume(returning: value) }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { finish(nil) }
            start { finish($0) }
        }
    }

    /// Whether `condition` came true within `seconds`, looked at every `interval` seconds on a timer:
    /// for states no event announces, such as a thread of another process blocking in the kernel.
    package static func until(
        within seconds: Double, checkingEvery interval: Double = 0.01, _ condition: @escaping @Sendable () -> Bool
    ) async -> Bool {
        await withCheckedContinuation { continuation in
            let deadline = DispatchTime.now() + seconds
            let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "BoundedWait.until"))
            // The handler runs on the timer's serial queue and cancels the timer before it answers,
            // so it answers once.
            timer.setEventHandler {
                let met = condition()
                guard met || DispatchTime.now() >= deadline else { return }
                timer.cancel()
                continuation.resume(returning: met)
            }
            timer.schedule(deadline: .now(), repeating: interval)
            timer.resume()
        }
    }
}
