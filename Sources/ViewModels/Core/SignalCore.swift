/// The state one signal shares with its input and its subscriptions.
///
/// Rules:
/// - A value is delivered to the observers that were subscribed when it was sent, in the order they
///   subscribed, skipping those disposed since. An observer that joins later got the current state
///   some other way (a property's initial value) and must not hear of the change twice.
/// - Ending (a terminal event, or losing both the signal and every observer) happens once: later
///   sends are ignored and the generator's disposable is disposed at once. The terminal event itself
///   is delivered in its turn, after the values sent before it.
/// - A send while another delivery runs waits in this core's own queue, and a closure that delivers
///   it waits in `Delivery`'s: queueing a value costs two array appends and no allocation, which is
///   what keeps a hop through an operator cheap.
@MainActor
final class SignalCore<Value> {
    typealias Event = Signal<Value>.Event

    private var subscriptions: [Subscription] = []
    private var nextID = 0
    /// The oldest event waiting for its turn in `Delivery`, with the last subscription that should hear
    /// it; most of the time it is the only one, and needs no array.
    private var firstQueued: Queued?
    /// The events queued after `firstQueued`, oldest first from `laterHead`.
    private var laterQueued: [Queued] = []
    private var laterHead = 0
    private var hasEnded = false
    /// What a late observer hears: the failure sent, or nil for completion (also when it ended unused).
    private var failure: (any Error)?
    private var hasOutput = true
    private var generatorDisposable: (any Disposable)?

    init(generatorDisposable: (any Disposable)?) {
        self.generatorDisposable = generatorDisposable
    }

    /// A core goes away unended when its input and its signal are both released: nothing can be sent
    /// any more, so it ends quietly. Its subscriptions may outlive it in their owners' disposables;
    /// releasing their actions breaks the cycle an operator's subscription forms with the signal it
    /// feeds.
    isolated deinit {
        let ending = subscriptions
        subscriptions = []
        for subscription in ending {
            subscription.end()
        }
        generatorDisposable?.dispose()
    }

    func makeInput() -> Signal<Value>.Observer {
        Signal.Observer(
            value: { [self] value in sendValue(value) },
            failed: { [self] error in sendTerminal(failure: error) },
            completed: { [self] in sendTerminal(failure: nil) }
        )
    }

    func add(
        value: @escaping @MainActor (Value) -> Void,
        failed: @escaping @MainActor (any Error) -> Void,
        completed: @escaping @MainActor () -> Void
    ) -> any Disposable {
        let subscription = Subscription(id: nextID, core: self, value: value, failed: failed, completed: completed)
        guard !hasEnded else {
            subscription.deliverTerminal(failure: failure)
            return subscription
        }
        nextID += 1
        subscriptions.append(subscription)
        return subscription
    }

    private func sendValue(_ value: Value) {
        guard !hasEnded, !subscriptions.isEmpty else { return }
        let lastID = nextID - 1
        if Delivery.isDelivering {
            enqueue(.value(value), lastID: lastID)
        } else {
            Delivery.run { deliverValue(value, upTo: lastID) }
        }
    }

    private func sendTerminal(failure: (any Error)?) {
        guard !hasEnded else { return }
        self.failure = failure
        end()
        guard !subscriptions.isEmpty else { return }
        if Delivery.isDelivering {
            enqueue(failure.map(Event.failed) ?? .completed, lastID: nextID - 1)
        } else {
            Delivery.run { deliverTerminal(failure: failure) }
        }
    }

    private func enqueue(_ event: Event, lastID: Int) {
        if firstQueued == nil {
            firstQueued = Queued(event: event, lastID: lastID)
        } else {
            laterQueued.append(Queued(event: event, lastID: lastID))
        }
        Delivery.enqueue(self) { unsafeDowncast($0, to: SignalCore.self).deliverNext() }
    }

    /// Delivers the oldest queued event, after moving the next one up: what the delivery sends waits
    /// behind it.
    private func deliverNext() {
        guard let next = firstQueued else { return }
        if laterHead < laterQueued.count {
            firstQueued = laterQueued[laterHead]
            laterHead += 1
            if laterHead == laterQueued.count {
                laterQueued.removeAll(keepingCapacity: true)
                laterHead = 0
            }
        } else {
            firstQueued = nil
        }
        switch next.event {
        case .value(let value): deliverValue(value, upTo: next.lastID)
        case .failed(let error): deliverTerminal(failure: error)
        case .completed: deliverTerminal(failure: nil)
        }
    }

    private func deliverValue(_ value: Value, upTo lastID: Int) {
        for subscription in subscriptions {
            guard subscription.id <= lastID else { break }
            subscription.deliver(value)
        }
    }

    private func deliverTerminal(failure: (any Error)?) {
        let ending = subscriptions
        subscriptions = []
        for subscription in ending {
            subscription.deliverTerminal(failure: failure)
        }
    }

    func outputDidDeinitialize() {
        hasOutput = false
        if subscriptions.isEmpty {
            end()
        }
    }

    func remove(_ subscription: Subscription) {
        guard let index = subscriptions.firstIndex(where: { $0 === subscription }) else { return }
        // Kept until the array is no longer being modified: its release may end other signals.
        let removed = subscriptions.remove(at: index)
        withExtendedLifetime(removed) {}
        if subscriptions.isEmpty, !hasOutput {
            end()
        }
    }

    private func end() {
        guard !hasEnded else { return }
        hasEnded = true
        let disposable = generatorDisposable
        generatorDisposable = nil
        disposable?.dispose()
    }
}
