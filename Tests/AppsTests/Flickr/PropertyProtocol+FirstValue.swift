@testable import Apps
@testable import ViewModels

extension PropertyProtocol where Value: Sendable {
    /// The current value if `isAccepted` takes it, else the first later one it takes: how a test waits
    /// for work that ends on a task of its own (a metadata request) without sleeping. Suites that use
    /// it set a time limit, which bounds the wait.
    func firstValue(where isAccepted: @escaping @MainActor (Value) -> Bool) async -> Value {
        let observation = Observation<Value>()
        return await withCheckedContinuation { continuation in
            observation.continuation = continuation
            observation.subscription = observe { value in
                guard isAccepted(value), let waiting = observation.continuation else { return }
                observation.continuation = nil
                observation.subscription?.dispose()
                waiting.resume(returning: value)
            }
            if observation.continuation == nil {
                observation.subscription?.dispose()
            }
        }
    }
}

/// What one `firstValue` call shares with its observer.
@MainActor
private final class Observation<Value: Sendable> {
    var continuation: CheckedContinuation<Value, Never>?
    var subscription: (any Disposable)?
}
