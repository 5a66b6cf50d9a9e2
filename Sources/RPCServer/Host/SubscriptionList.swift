import ViewModels

/// The subscriptions of the host's observations of one view model, in the order they started.
///
/// Each is kept as the object it is, 8 bytes, where an `any Disposable` takes 16 with its witness
/// table: a view model with a dozen members is observed through a dozen or two of these for as long
/// as it lives, and they are disposed once, when it goes, where finding the conformance again costs
/// nothing that matters.
@MainActor
struct SubscriptionList {
    private var elements: [AnyObject] = []

    init(capacity: Int) {
        elements.reserveCapacity(capacity)
    }

    mutating func append(_ subscription: any Disposable) {
        elements.append(subscription)
    }

    /// Disposes every subscription, in the order they started.
    func disposeAll() {
        for element in elements {
            // Only `append` adds elements, and it takes disposables.
            (element as! any Disposable).dispose()
        }
    }
}
