/// A one-shot notice from a view model, such as an alert to show; it has no current value.
///
/// - Important: Main actor only. Its signal completes when the event deinitializes.
@MainActor
public final class Event<Payload>: ViewModelMember {
    /// Every payload sent, in order.
    ///
    /// Each read makes a signal over the same payloads: an event keeps no signal object of its own,
    /// and a signal going (observed or not) ends nothing.
    public var signal: Signal<Payload> { Signal(core: core) }
    /// The signal's core, sent to directly: no input object.
    private let core = SignalCore<Payload>(generatorDisposable: nil, isOwned: true)

    /// An event nobody has sent yet; observers hear only what is sent after they start.
    public init() {}

    isolated deinit {
        core.sendTerminal(failure: nil)
    }

    /// Raises the event; from inside an observer it is delivered after the current delivery.
    public func send(_ payload: Payload) {
        core.sendValue(payload)
    }
}
