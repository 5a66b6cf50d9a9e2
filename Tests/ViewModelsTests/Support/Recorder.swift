@testable import ViewModels

/// Collects what a signal or property delivers, for asserting sequences.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private(set) var isCompleted = false
    private var subscription: (any Disposable)?

    init(_ signal: Signal<Value>) {
        subscription = signal.observe(
            Signal.Observer(
                value: { [weak self] in self?.values.append($0) },
                completed: { [weak self] in self?.isCompleted = true }
            )
        )
    }

    init(_ property: some PropertyProtocol<Value>) {
        subscription = property.observe { [weak self] in self?.values.append($0) }
    }

    func stop() {
        subscription?.dispose()
    }
}
