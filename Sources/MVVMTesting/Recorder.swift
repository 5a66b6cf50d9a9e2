import ViewModels

/// Collects what a signal or property delivers, for asserting sequences in a view model's tests.
///
/// - Important: Main actor only. It observes until `stop()` or until it is released.
@MainActor
public final class Recorder<Value> {
    /// Every value delivered so far, in order.
    public private(set) var values: [Value] = []
    /// Whether the signal completed.
    public private(set) var isCompleted = false
    /// The error the signal failed with, if it did.
    public private(set) var failure: (any Error)?
    /// Every event heard after the terminal one: always zero for a signal that keeps the grammar.
    public private(set) var eventsAfterEnd = 0
    private var subscription: (any Disposable)?

    /// Records every event `signal` sends from now on.
    public init(_ signal: Signal<Value>) {
        subscription = signal.observe(
            Signal.Observer { [weak self] event in self?.record(event) }
        )
    }

    /// Records `property`'s current value, then every change.
    public init(_ property: some PropertyProtocol<Value>) {
        subscription = property.observe { [weak self] in self?.record(.value($0)) }
    }

    /// Whether the signal completed or failed.
    public var hasEnded: Bool { isCompleted || failure != nil }

    /// Stops recording; what was recorded stays.
    public func stop() {
        subscription?.dispose()
    }

    private func record(_ event: Signal<Value>.Event) {
        guard !hasEnded else {
            eventsAfterEnd += 1
            return
        }
        switch event {
        case .value(let value): values.append(value)
        case .failed(let error): failure = error
        case .completed: isCompleted = true
        }
    }
}
