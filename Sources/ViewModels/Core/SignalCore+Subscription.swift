extension SignalCore {
    /// One observer's place in a signal, and the handle that ends it.
    ///
    /// It holds the observer's actions itself and releases them when it ends, so that disposing a
    /// subscription frees what the observer captured even while someone still holds the handle.
    ///
    /// This class holds the value action only, for the observers that ignore how the signal ends (the
    /// host's, a view model's own rules): 40 bytes, a malloc size class below an `EndingSubscription`,
    /// which adds the terminal action (56). Its id, which orders it among the core's subscriptions, is
    /// kept by the core. Every member is final but `takeEnded()`, which only ending
    /// calls, so a delivery of a value is dispatched statically, whichever the class.
    @usableFromInline
    class Subscription: Disposable {
        /// Not retained, and no weak reference either, which would give every core a side table and
        /// slow down every retain of it. Safe because only a subscription that has not ended reads
        /// it, and a core ends every subscription it still holds when it goes.
        private final unowned(unsafe) let core: SignalCore
        /// Private, and reached by inlinable code only through `deliver`, so the compiler sees every
        /// access and needs no run-time exclusivity check on a delivery.
        private final var value: (@MainActor (Value) -> Void)?

        init(core: SignalCore, value: @escaping @MainActor (Value) -> Void) {
            self.core = core
            self.value = value
        }

        @usableFromInline final var isDisposed: Bool { value == nil }

        /// Leaves the core, then releases the observer's actions: releasing them can release the last
        /// owner of the core, so the core is held strongly until it is done.
        @usableFromInline final func dispose() {
            guard !isDisposed else { return }
            let core = self.core
            let released = (value, takeEnded())
            value = nil
            core.remove(self)
            extendLifetime((core, released))
        }

        @usableFromInline
        final func deliver(_ value: Value) {
            self.value?(value)
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
            let released = (value, takeEnded())
            value = nil
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
        /// Failure and completion in one action (nil for completion): one closure rather than two
        /// keeps the subscription at 56 bytes.
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
