extension SignalCore {
    /// One observer's place in a signal, and the handle that ends it.
    ///
    /// It holds the observer's actions itself and releases them when it ends, so that disposing a
    /// subscription frees what the observer captured even while someone still holds the handle.
    ///
    /// This class holds the value action only, for the observers that ignore how the signal ends (the
    /// host's, a view model's own rules), and is smaller than an `EndingSubscription`, which adds the
    /// terminal action (docs/performance.md, "Object sizes"). Its id, which orders it among the core's
    /// subscriptions, is kept by the core. Every member is final but `takeEnded()`, which only ending
    /// calls, so a delivery of a value is dispatched statically, whichever the class.
    @usableFromInline
    class Subscription: Disposable {
        /// Not retained, and no weak reference either, which would give every core a side table and
        /// slow down every retain of it. Only a subscription that has not ended reads it, and a core
        /// ends every subscription it still holds when it goes; were that broken, the read traps.
        private final unowned let core: SignalCore
        /// The observer's value action; nil once the subscription ended.
        ///
        /// Unchecked: read by a delivery (`SignalCore.deliverValue`), which then calls the copy it
        /// read, and cleared when the subscription ends; each access is instantaneous. Pays in
        /// `mvvm-bench reactive`'s fan-out and chain (docs/performance.md, "Unsafe code").
        @exclusivity(unchecked) @usableFromInline final var action: (@MainActor (Value) -> Void)?

        init(core: SignalCore, value: @escaping @MainActor (Value) -> Void) {
            self.core = core
            self.action = value
        }

        @usableFromInline final var isDisposed: Bool { action == nil }

        /// Leaves the core, then releases the observer's actions: releasing them can release the last
        /// owner of the core, so the core is held strongly until it is done.
        @usableFromInline final func dispose() {
            guard !isDisposed else { return }
            let core = self.core
            let released = (action, takeEnded())
            action = nil
            core.remove(self)
            extendLifetime((core, released))
        }

        /// Ends the subscription, then tells the observer how the signal ended, if it asked to hear
        /// it: with `failure`, or completion when it is nil.
        @usableFromInline
        final func deliverTerminal(failure: (any Error)?) {
            let ended = takeEnded()
            end()
            ended?(failure)
        }

        /// Releases the observer's actions; what they captured is released once the stores are done,
        /// since a release can run a deinit that disposes this very subscription.
        final func end() {
            let released = (action, takeEnded())
            action = nil
            extendLifetime(released)
        }

        /// The terminal action, which the subscription no longer holds once this returns; nil for an
        /// observer of values only.
        func takeEnded() -> (@MainActor (_ failure: (any Error)?) -> Void)? {
            nil
        }
    }

    /// A subscription whose observer also hears how the signal ended.
    @usableFromInline
    final class EndingSubscription: Subscription {
        /// Failure and completion in one action (nil for completion): one closure rather than two keeps
        /// the subscription small.
        private var ended: (@MainActor (_ failure: (any Error)?) -> Void)?

        init(
            core: SignalCore,
            value: @escaping @MainActor (Value) -> Void,
            ended: @escaping @MainActor (_ failure: (any Error)?) -> Void
        ) {
            self.ended = ended
            super.init(core: core, value: value)
        }

        override func takeEnded() -> (@MainActor (_ failure: (any Error)?) -> Void)? {
            let taken = ended
            ended = nil
            return taken
        }
    }
}
