/// The state behind a serial command's `isEnabled`: its condition and not executing, without repeats.
///
/// It stands in for `Property.combineLatest(condition, executing) { $0 && !$1 }.skipRepeats()`,
/// which took two derived properties, a repeat filter and its relay: four signal cores, five
/// subscriptions and a dozen objects besides, per command. This object observes the two sources
/// itself and takes each change through the same turns of `Delivery`'s queue that the combination's
/// core and the filter's relay took, queueing itself with the turn's value instead of them. A change
/// therefore reaches `isEnabled`'s observers in the turn it always did, and a host hears of commands'
/// states in the order it always did (the golden transcripts pin that order).
/// - Important: Main actor only. The sources' observers hold it, and it holds the sources, as the
///   combination's property held them; `dispose()`, when `isEnabled` goes, breaks that cycle.
///   Unchecked: the flags are touched only by the sources' observers and this object's own turns,
///   which the delivery contract runs one at a time, and no access calls out.
@MainActor
final class CommandEnablement: DeliveryTarget, Disposable {
    /// A queued turn: which stage it stands for, with the value it carries. Passed as the `lastID` of
    /// the queued delivery, which is only this object's to read.
    private enum Turn: Int {
        /// The combination's core delivering `false`, `true`, or its end to the repeat filter.
        case filterFalse, filterTrue, filterEnd
        /// The filter's relay delivering `false`, `true`, or its end to `isEnabled`.
        case relayFalse, relayTrue, relayEnd
    }

    /// Kept alive while `isEnabled` lives, as the combination's property kept its sources.
    private let condition: Property<Bool>?
    private let executing: MutableProperty<Bool>
    private let derived: DerivedValue<Bool>
    @exclusivity(unchecked) private var isConditionMet: Bool
    @exclusivity(unchecked) private var isExecuting: Bool
    /// The last value passed on, as the repeat filter kept it.
    @exclusivity(unchecked) private var last: Bool
    /// The sources that have not completed yet; a missing condition never completes.
    private var running = 2
    /// Whether the combination has ended (a failure, or both sources completed): later changes are
    /// ignored, as an ended core ignores them.
    private var hasEnded = false
    private var failure: (any Error)?
    private var conditionSubscription: (any Disposable)?
    private var executingSubscription: (any Disposable)?
    private(set) var isDisposed = false

    /// Starts observing `condition` (nil for always) and `executing`, feeding `derived`, which holds
    /// their combination now.
    init(condition: Property<Bool>?, executing: MutableProperty<Bool>, into derived: DerivedValue<Bool>) {
        self.condition = condition
        self.executing = executing
        self.derived = derived
        isConditionMet = condition?.value ?? true
        isExecuting = executing.value
        last = derived.current
        super.init()
        conditionSubscription = condition?.signal.core.add(
            value: { [self] in updateCondition($0) }, ended: { [self] in endOne($0) })
        executingSubscription = executing.signal.core.add(
            value: { [self] in updateExecuting($0) }, ended: { [self] in endOne($0) })
    }

    private func updateCondition(_ value: Bool) {
        isConditionMet = value
        combine()
    }

    private func updateExecuting(_ value: Bool) {
        isExecuting = value
        combine()
    }

    /// Where the combination's core took the new value: into its turn, unless it had ended. Always
    /// inside a delivery, since a source's observer calls it.
    private func combine() {
        guard !hasEnded else { return }
        queue(isConditionMet && !isExecuting ? .filterTrue : .filterFalse)
    }

    /// A source failed (the combination ends with it) or completed (it ends after both).
    private func endOne(_ failure: (any Error)?) {
        if let failure {
            end(failure: failure)
            return
        }
        running -= 1
        if running == 0 {
            end(failure: nil)
        }
    }

    private func end(failure: (any Error)?) {
        guard !hasEnded else { return }
        hasEnded = true
        self.failure = failure
        queue(.filterEnd)
    }

    /// Every turn is queued from inside a delivery (a source's observer, or an earlier turn), as the
    /// cores' sends were.
    private func queue(_ turn: Turn) {
        guard !isDisposed else { return }
        Delivery.enqueue(self, lastID: turn.rawValue)
    }

    override func deliverQueued(lastID: Int) {
        guard !isDisposed, let turn = Turn(rawValue: lastID) else { return }
        switch turn {
        case .filterFalse, .filterTrue:
            let value = turn == .filterTrue
            guard value != last else { return }
            last = value
            queue(value ? .relayTrue : .relayFalse)
        case .filterEnd:
            queue(.relayEnd)
        case .relayFalse, .relayTrue:
            derived.update(to: turn == .relayTrue)
        case .relayEnd:
            derived.end(with: failure)
        }
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let ending = (conditionSubscription, executingSubscription)
        (conditionSubscription, executingSubscription) = (nil, nil)
        ending.0?.dispose()
        ending.1?.dispose()
    }
}
