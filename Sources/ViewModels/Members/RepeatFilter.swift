/// The state of `Property.skipRepeats()`: the last value passed on, and a relay through which what
/// passes reaches the derived value.
///
/// The relay is a signal core of its own, so a change takes the same two deliveries it took when the
/// property was derived from `signal.skipRepeats()`, and observers hear of it in the same order; what
/// it saves is that signal's input, lifetime and closure contexts. The observers' closures capture
/// this object alone, so none of them needs a context of its own.
/// - Important: Main actor only. `last` is touched only by the source's observer, which the delivery
///   contract never calls again before it returns.
@MainActor
final class RepeatFilter<Value: Equatable>: Disposable {
    @exclusivity(unchecked) private var last: Value
    private let relay = SignalCore<Value>(generatorDisposable: nil)
    private var sourceSubscription: (any Disposable)?
    private var relaySubscription: (any Disposable)?
    private(set) var isDisposed = false

    /// Passes on every value of `source` that differs from the one passed before it (at first
    /// `initial`) to `derived`.
    init(_ source: Signal<Value>, after initial: Value, into derived: DerivedValue<Value>) {
        last = initial
        relaySubscription = relay.add(value: { derived.update(to: $0) }, ended: { derived.end(with: $0) })
        sourceSubscription = source.core.add(
            value: { [self] in pass($0) }, ended: { [self] in relay.sendTerminal(failure: $0) })
    }

    private func pass(_ value: Value) {
        guard value != last else { return }
        last = value
        relay.sendValue(value)
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let ending = (sourceSubscription, relaySubscription)
        (sourceSubscription, relaySubscription) = (nil, nil)
        ending.0?.dispose()
        ending.1?.dispose()
    }
}
