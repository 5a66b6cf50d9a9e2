extension SignalCore {
    /// Sends `value` to the observers: at once outside any delivery, else in its turn.
    ///
    /// What an input's `send` does; a property that owns its core calls it directly, one closure call
    /// fewer per change.
    @inlinable
    final func sendValue(_ value: Value) {
        guard !hasEnded, oldestSubscription != nil else { return }
        let lastID = Int(nextID) - 1
        if Delivery.isDelivering {
            queued.append(value)
            Delivery.enqueue(self, lastID: lastID)
        } else {
            Delivery.run { deliverValue(value, upTo: lastID) }
        }
    }

    /// Calls the observers that subscribed up to `lastID`, in order, as they were when it started:
    /// one that leaves from inside an observer before its turn misses the value, one that joins
    /// (its id is past `lastID`) waits for the next, and nobody hears it twice.
    ///
    /// Each observer's action is read from its subscription at its turn and called, with no retain
    /// of the subscription or of a copy of the list: each retain and release is an atomic operation,
    /// which the walk would pay for every observer. Instead of a copy, the walk follows the lists by id
    /// (see `deliverInOrder`).
    @inlinable
    final func deliverValue(_ value: Value, upTo lastID: Int) {
        // Tested, then read once: a `guard let` and the cast took a retain each.
        guard oldestSubscription != nil, Int(oldestID) <= lastID else { return }
        // The usual case, one observer.
        if laterSubscriptions.isEmpty {
            deliverToOldest(value)
            return
        }
        deliverInOrder(value, after: oldestID - 1, upTo: lastID)
    }

    /// Calls the observers past id `heard` up to `lastID`, in order.
    ///
    /// An observer's call may change the lists: remove anyone (itself, the oldest, whom the first of
    /// the later ones then replaces), or add someone at the end, whose id is past `lastID`. So the
    /// next to call is the first subscription with an id past `heard`: the oldest, if it is now one
    /// not yet called, or else the later one after the last called, found again by its id when the
    /// list moved under it.
    @inlinable
    final func deliverInOrder(_ value: Value, after heard: Int32, upTo lastID: Int) {
        var heard = heard
        var position = 0
        while oldestSubscription != nil {
            if oldestID > heard {
                guard Int(oldestID) <= lastID else { return }
                heard = oldestID
                position = 0
                deliverToOldest(value)
                continue
            }
            if position > 0, position > laterSubscriptions.count || laterSubscriptions[position - 1].id != heard {
                position = 0
                while position < laterSubscriptions.count, laterSubscriptions[position].id <= heard {
                    position += 1
                }
            }
            guard position < laterSubscriptions.count, Int(laterSubscriptions[position].id) <= lastID else { return }
            heard = laterSubscriptions[position].id
            position += 1
            deliverToLater(value, at: position - 1)
        }
    }

    /// Calls the oldest observer: a subscription's action, or a host's tap.
    ///
    /// Always inlined, and reading the observer where it is stored: taking it out into a variable or
    /// a parameter takes a retain and a release of it for every observer.
    @inlinable @inline(__always)
    final func deliverToOldest(_ value: Value) {
        if oldestSlot == Self.subscriptionSlot {
            subscription(oldestSubscription.unsafelyUnwrapped).action?(value)
        } else {
            deliver(value, toTap: unsafeDowncast(oldestSubscription.unsafelyUnwrapped, to: MemberTap.self), slot: oldestSlot)
        }
    }

    /// Calls the later observer at `index`, as `deliverToOldest` calls the oldest.
    @inlinable @inline(__always)
    final func deliverToLater(_ value: Value, at index: Int) {
        if laterSubscriptions[index].slot == Self.subscriptionSlot {
            subscription(laterSubscriptions[index].subscription).action?(value)
        } else {
            let tap = unsafeDowncast(laterSubscriptions[index].subscription, to: MemberTap.self)
            deliver(value, toTap: tap, slot: laterSubscriptions[index].slot)
        }
    }

    /// Calls a host's tap with the slot it observes the core as and the value where it lies, which the
    /// host reads as the member's own type.
    ///
    /// The value is copied to a variable and passed by its address: `withUnsafePointer(to:)` takes a
    /// closure, which a main-actor function hands to a nonisolated one and which then checks its
    /// executor on each call, and a nonisolated helper to take the address costs more still.
    @inlinable
    final func deliver(_ value: Value, toTap tap: MemberTap, slot: Int16) {
        var value = value
        Self.deliver(at: &value, toTap: tap, slot: slot)
    }

    /// The call of `deliver(_:toTap:slot:)`, with the value's address valid for the call.
    @inlinable
    static func deliver(at value: UnsafeMutablePointer<Value>, toTap tap: MemberTap, slot: Int16) {
        tap.deliver(tap.observer, UnsafeRawPointer(value), slot)
    }

    /// Tells the subscriptions how the signal ended; a host's taps hear values only.
    final func deliverTerminal(failure: (any Error)?) {
        let ended = (oldestSubscription, oldestSlot, laterSubscriptions)
        (oldestSubscription, laterSubscriptions) = (nil, [])
        if let head = ended.0, ended.1 == Self.subscriptionSlot {
            subscription(head).deliverTerminal(failure: failure)
        }
        for later in ended.2 where later.slot == Self.subscriptionSlot {
            subscription(later.subscription).deliverTerminal(failure: failure)
        }
    }
}
