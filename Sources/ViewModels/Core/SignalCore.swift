/// The state one signal shares with its input and its subscriptions.
///
/// Rules:
/// - A value is delivered to the observers that were subscribed when it was sent, in the order they
///   subscribed, skipping those disposed since. An observer that joins later got the current state
///   some other way (a property's initial value) and must not hear of the change twice.
/// - Ending (completion, or losing both the signal and every observer) happens once: later sends are
///   ignored and the generator's disposable is disposed at once.
@MainActor
final class SignalCore<Value> {
    private final class Subscription {
        let id: Int
        let observer: Signal<Value>.Observer
        var isActive = true

        init(id: Int, observer: Signal<Value>.Observer) {
            self.id = id
            self.observer = observer
        }
    }

    private var subscriptions: [Subscription] = []
    private var nextID = 0
    private var hasEnded = false
    private var hasOutput = true
    private var generatorDisposable: (any Disposable)?

    init(generatorDisposable: (any Disposable)?) {
        self.generatorDisposable = generatorDisposable
    }

    func makeInput() -> Signal<Value>.Observer {
        Signal.Observer(value: send, completed: complete)
    }

    func add(_ observer: Signal<Value>.Observer) -> any Disposable {
        guard !hasEnded else {
            observer.sendCompleted()
            let disposable = ActionDisposable()
            disposable.dispose()
            return disposable
        }
        let subscription = Subscription(id: nextID, observer: observer)
        nextID += 1
        subscriptions.append(subscription)
        return ActionDisposable { [weak self, weak subscription] in
            guard let subscription else { return }
            subscription.isActive = false
            self?.remove(subscription)
        }
    }

    private func send(_ value: Value) {
        guard !hasEnded, !subscriptions.isEmpty else { return }
        let lastID = nextID - 1
        Delivery.perform { [self] in
            for subscription in subscriptions {
                guard subscription.id <= lastID else { break }
                if subscription.isActive {
                    subscription.observer.send(value)
                }
            }
        }
    }

    private func complete() {
        guard !hasEnded else { return }
        end()
        Delivery.perform { [self] in
            let ending = subscriptions
            subscriptions = []
            for subscription in ending where subscription.isActive {
                subscription.isActive = false
                subscription.observer.sendCompleted()
            }
        }
    }

    func outputDidDeinitialize() {
        hasOutput = false
        if subscriptions.isEmpty {
            end()
        }
    }

    private func remove(_ subscription: Subscription) {
        subscriptions.removeAll { $0 === subscription }
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
