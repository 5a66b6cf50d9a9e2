extension SignalCore {
    /// One observer's place in a signal, and the handle that ends it.
    ///
    /// It holds the observer's actions itself and releases them when it ends, so that disposing a
    /// subscription frees what the observer captured even while someone still holds the handle.
    @usableFromInline
    final class Subscription: Disposable {
        @usableFromInline let id: Int
        /// Not retained, and no weak reference either, which would give every core a side table and
        /// slow down every retain of it. Safe because only a subscription that has not ended reads
        /// it, and a core ends every subscription it still holds when it goes.
        private unowned(unsafe) let core: SignalCore
        /// Private, and reached by inlinable code only through `deliver`, so the compiler sees every
        /// access and needs no run-time exclusivity check on a delivery.
        private var value: (@MainActor (Value) -> Void)?
        /// Failure and completion in one action (nil for completion): one closure fewer keeps a
        /// subscription at 64 bytes, a malloc size class below the 80 that two took.
        private var ended: (@MainActor (_ failure: (any Error)?) -> Void)?

        init(
            id: Int,
            core: SignalCore,
            value: @escaping @MainActor (Value) -> Void,
            ended: @escaping @MainActor (_ failure: (any Error)?) -> Void
        ) {
            self.id = id
            self.core = core
            self.value = value
            self.ended = ended
        }

        @usableFromInline var isDisposed: Bool { value == nil }

        /// Leaves the core, then releases the observer's actions: releasing them can release the last
        /// owner of the core, so the core is held strongly until it is done.
        @usableFromInline func dispose() {
            guard !isDisposed else { return }
            let core = self.core
            let released = (value, ended)
            end()
            core.remove(self)
            extendLifetime((core, released))
        }

        @usableFromInline
        func deliver(_ value: Value) {
            self.value?(value)
        }

        /// Ends the subscription, then tells the observer how the signal ended: with `failure`, or
        /// completion when it is nil.
        @usableFromInline
        func deliverTerminal(failure: (any Error)?) {
            let ended = self.ended
            end()
            ended?(failure)
        }

        /// Releases the observer's actions; what they captured is released once the stores are done,
        /// since a release can run a deinit that disposes this very subscription.
        func end() {
            let released = (value, ended)
            value = nil
            ended = nil
            extendLifetime(released)
        }
    }
}
