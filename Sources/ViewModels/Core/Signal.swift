/// Values over time that anyone can observe: the building block of properties, commands and events.
///
/// A signal is hot: it does nothing on its own when observed, it forwards what its input sends.
///
/// Rules (docs/reactive-contracts.md):
/// - Deliveries are serial across the main actor and never re-entrant (see `Delivery`).
/// - An observer hears of the values sent after it started observing, in order, then of the terminal
///   event, failure or completion, and nothing after it (see `Event`).
/// - A signal lives while it is referenced or observed; when neither holds it ends quietly and
///   releases what its generator observes, so a chain of operators nobody uses goes away.
/// - Important: Main actor only. Observers are held until they are disposed or the signal ends.
@MainActor
public final class Signal<Value> {
    @usableFromInline let core: SignalCore<Value>

    /// Wraps `core`: for a property or an event that sends through the core itself rather than an
    /// input, and makes a signal of it on each read of its `signal` (the core is then owned, and this
    /// signal's going ends nothing), and for a pipe, whose only signal this is.
    @inlinable
    init(core: SignalCore<Value>) {
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

    /// Starts observing; an observer added to a signal that has ended hears of its terminal event at once.
    /// - Returns: the subscription; disposing it stops the deliveries.
    @discardableResult
    public func observe(_ observer: Observer) -> any Disposable {
        core.add(value: observer.valueAction, ended: { [observer] in observer.end($0) })
    }

    /// Starts observing values.
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        core.add(value: action, ended: nil)
    }

    /// Calls `action` with `current`, then with every value: how a property or an observable array
    /// gives an observer the state it starts from.
    ///
    /// `current` is a delivery like any other: outside a delivery it arrives before this returns; from
    /// inside an observer it waits its turn, and since it is the state at the call, changes queued
    /// before the call are not heard twice and later ones are heard after it. Outside a delivery the
    /// subscription itself is the handle; inside one a separate handle lets a disposal before the
    /// initial value's turn cancel it too.
    func observe(startingWith current: Value, _ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        let subscription = observe(action)
        guard Delivery.isDelivering else {
            Delivery.run { action(current) }
            return subscription
        }
        let handle = ActionDisposable { subscription.dispose() }
        Delivery.enqueue {
            if !handle.isDisposed {
                action(current)
            }
        }
        return handle
    }

    /// Starts observing completion.
    @discardableResult
    public func observeCompleted(_ action: @escaping @MainActor () -> Void) -> any Disposable {
        core.add(value: { _ in }, ended: { if $0 == nil { action() } })
    }

    /// Starts observing failure.
    @discardableResult
    public func observeFailed(_ action: @escaping @MainActor (any Error) -> Void) -> any Disposable {
        core.add(
            value: { _ in },
            ended: { failure in
                if let failure { action(failure) }
            })
    }
}

extension Signal {
    /// Receives a signal's events; a pipe's input is one too.
    ///
    /// - Important: Calling `send` on an input is how events enter a signal; calling it on an
    ///   observer that was passed to `observe` bypasses the signal, its grammar and its ordering.
    @MainActor
    public final class Observer {
        let valueAction: @MainActor (Value) -> Void
        let failedAction: @MainActor (any Error) -> Void
        let completedAction: @MainActor () -> Void

        /// The defaults ignore the terminal events: an observer of values only has nothing to undo.
        public init(
            value: @escaping @MainActor (Value) -> Void,
            failed: @escaping @MainActor (any Error) -> Void = { _ in },
            completed: @escaping @MainActor () -> Void = {}
        ) {
            valueAction = value
            failedAction = failed
            completedAction = completed
        }

        /// Observes every event through one action, for code that handles the grammar as a whole.
        public convenience init(_ action: @escaping @MainActor (Event) -> Void) {
            self.init(
                value: { action(.value($0)) },
                failed: { action(.failed($0)) },
                completed: { action(.completed) }
            )
        }

        /// Sends a value; an input ignores it once its signal has ended.
        public func send(_ value: Value) {
            valueAction(value)
        }

        /// Ends the signal with `error`; an input ignores everything sent after.
        public func sendFailed(_ error: any Error) {
            failedAction(error)
        }

        /// Ends the signal normally; an input ignores everything sent after.
        public func sendCompleted() {
            completedAction()
        }

        /// Ends as a subscription hears it: with `failure`, or completion when it is nil.
        ///
        /// A subscription keeps the observer for this rather than its two terminal actions, which
        /// would take a closure context of their own.
        func end(_ failure: (any Error)?) {
            if let failure {
                failedAction(failure)
            } else {
                completedAction()
            }
        }

        /// Sends `event` as the matching `send`, `sendFailed` or `sendCompleted` would.
        public func send(_ event: Event) {
            switch event {
            case .value(let value): valueAction(value)
            case .failed(let error): failedAction(error)
            case .completed: completedAction()
            }
        }
    }
}
