/// Values over time that anyone can observe: the building block of properties, commands and events.
///
/// A signal is hot: it does nothing on its own when observed, it forwards what its input sends.
///
/// Rules (docs/reactive-contracts.md):
/// - Deliveries are serial across the main actor and never re-entrant (see `Delivery`).
/// - An observer hears of the values sent after it started observing, in order, then of completion.
/// - A signal lives while it is referenced or observed; when neither holds it ends quietly and
///   releases what its generator observes, so a chain of operators nobody uses goes away.
/// - Important: Main actor only. Observers are held until they are disposed or the signal ends.
@MainActor
public final class Signal<Value> {
    let core: SignalCore<Value>

    private init(core: SignalCore<Value>) {
        self.core = core
    }

    /// Makes a signal driven by `generator`, which gets the input to send through and a lifetime that
    /// ends with the signal: tie to it whatever the signal observes.
    public convenience init(_ generator: (_ input: Observer, _ lifetime: Lifetime) -> Void) {
        let (lifetime, token) = Lifetime.make()
        let core = SignalCore<Value>(generatorDisposable: token)
        self.init(core: core)
        generator(core.makeInput(), lifetime)
    }

    /// Makes a signal and the input that sends on it.
    /// - Parameter disposable: disposed when the signal ends.
    public static func pipe(disposable: (any Disposable)? = nil) -> (output: Signal, input: Observer) {
        let core = SignalCore<Value>(generatorDisposable: disposable)
        return (Signal(core: core), core.makeInput())
    }

    /// A signal that has already completed.
    public static var empty: Signal {
        let (output, input) = pipe()
        input.sendCompleted()
        return output
    }

    /// A signal that never sends anything.
    public static var never: Signal { pipe().output }

    isolated deinit {
        core.outputDidDeinitialize()
    }

    /// Starts observing; an observer added to a signal that has ended hears of completion at once.
    /// - Returns: the subscription; disposing it stops the deliveries.
    @discardableResult
    public func observe(_ observer: Observer) -> any Disposable {
        core.add(observer)
    }

    /// Starts observing values.
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        observe(Observer(value: action))
    }

    /// Starts observing completion.
    @discardableResult
    public func observeCompleted(_ action: @escaping @MainActor () -> Void) -> any Disposable {
        observe(Observer(value: { _ in }, completed: action))
    }
}

extension Signal {
    /// Receives a signal's values and its completion; a pipe's input is one too.
    ///
    /// - Important: Calling `send` on an input is how values enter a signal; calling it on an
    ///   observer that was passed to `observe` bypasses the signal and its ordering.
    @MainActor
    public final class Observer {
        private let valueAction: @MainActor (Value) -> Void
        private let completedAction: @MainActor () -> Void

        public init(
            value: @escaping @MainActor (Value) -> Void,
            completed: @escaping @MainActor () -> Void = {}
        ) {
            valueAction = value
            completedAction = completed
        }

        public func send(_ value: Value) {
            valueAction(value)
        }

        public func sendCompleted() {
            completedAction()
        }
    }
}
