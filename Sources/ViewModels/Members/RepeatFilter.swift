/// The state of `Property.skipRepeats()`, and the value it feeds: the last value passed on, and a
/// relay through which what passes reaches the value.
///
/// The relay is a signal core of its own, so a change takes the same two deliveries it took when the
/// property was derived from `signal.skipRepeats()`, and observers hear of it in the same order; what
/// it saves is that signal's input, lifetime and closure contexts. The observers' closures capture
/// this object alone, so none of them needs a context of its own.
/// - Important: Main actor only. `last` is touched only by the source's observer, which the delivery
///   contract never calls again before it returns.
@MainActor
final class RepeatFilter<Value: Equatable>: DerivedValue<Value> {
    @exclusivity(unchecked) private var last: Value
    private let relay = SignalCore<Value>(generatorDisposable: nil)
    private var sourceSubscription: SignalCore<Value>.Subscription?
    private var relaySubscription: SignalCore<Value>.Subscription?
    /// The property filtered, kept alive while the filtered one lives.
    private let keptAlive: AnyObject

    /// Starts at `initial` and takes every value of `source` that differs from the one passed before
    /// it (at first `initial`).
    init(_ source: Signal<Value>, after initial: Value, keeping keptAlive: AnyObject) {
        last = initial
        self.keptAlive = keptAlive
        super.init(initial)
        relaySubscription = relay.add(value: { [self] in update(to: $0) }, ended: { [self] in end(with: $0) })
        sourceSubscription = source.core.add(
            value: { [self] in pass($0) }, ended: { [self] in relay.sendTerminal(failure: $0) })
    }

    private func pass(_ value: Value) {
        guard value != last else { return }
        last = value
        relay.sendValue(value)
    }

    override func detach() {
        detach(ending: sourceSubscription.take(), relaySubscription.take())
    }
}
