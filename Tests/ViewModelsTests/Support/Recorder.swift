@testable import ViewModels

/// Collects what a signal or property delivers, for asserting sequences.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private(set) var isCompleted = false
    private(set) var failure: (any Error)?
    /// Every event heard after the terminal one: always zero for a signal that keeps the grammar.
    private(set) var eventsAfterEnd = 0
    private var subscription: (any Disposable)?

    init(_ signal: Signal<Value>) {
        subscription = signal.observe(
            Signal.Observer { [weak self] event in self?.record(event) }
        )
    }

    init(_ property: some PropertyProtocol<Value>) {
        subscription = property.observe { [weak self] in self?.record(.value($0)) }
    }

    var hasEnded: Bool { isCompleted || failure != nil }

    func stop() {
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

/// The error tests send to make a signal fail.
struct Boom: Error, Equatable {
    var code = 1
}
