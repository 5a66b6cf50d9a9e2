/// The state behind a serial command's `isEnabled`, and its value: its condition and not executing,
/// without repeats.
///
/// It stands in for `Property.combineLatest(condition, executing) { $0 && !$1 }.skipRepeats()`,
/// which took two derived properties, a repeat filter and its relay: four signal cores, five
/// subscriptions and a dozen objects besides, per command. This object observes the two sources
/// itself and takes each change through the same turns of `Delivery`'s queue that the combination's
/// core and the filter's relay took, queueing itself with the turn's value instead of them. A change
/// therefore reaches `isEnabled`'s observers in the turn it always did. It is made with `isEnabled`
/// only: a host watches the condition and the running state themselves (`Command.observeState`).
/// - Important: Main actor only. The sources' observers hold it, and it holds the sources, as the
///   combination's property held them; `detach()`, when `isEnabled` goes, breaks that cycle.
@MainActor
final class CommandEnablement: DerivedValue<Bool> {
    /// A queued turn: which stage it stands for, with the value it carries. Passed as the `lastID` of
    /// the queued delivery, as `-1 - rawValue`: the deliveries of this object's own signal pass the
    /// last subscription's id there, which is never negative.
    private enum Turn: Int {
        /// The combination's core delivering `false`, `true`, or its end to the repeat filter.
        case filterFalse, filterTrue, filterEnd
        /// The filter's relay delivering `false`, `true`, or its end to `isEnabled`.
        case relayFalse, relayTrue, relayEnd
    }

    /// The flags first, where they pack beside the value, before the references.
    private var isConditionMet: Bool
    private var isExecuting: Bool
    /// The last value passed on, as the repeat filter kept it.
    private var last: Bool
    /// The sources that have not completed yet; a missing condition never completes.
    private var running = RunningSources()
    /// Whether the combination has ended (a failure, or both sources completed): later changes are
    /// ignored, as an ended core ignores them.
    private var hasCombinationEnded = false
    private var isDetached = false
    /// Kept alive while `isEnabled` lives, as the combination's property kept its sources.
    private let condition: Property<Bool>?
    private let executing: DerivedValue<Bool>
    private var failure: (any Error)?
    private var conditionSubscription: SignalCore<Bool>.Subscription?
    private var executingSubscription: SignalCore<Bool>.Subscription?

    /// Starts observing `condition` (nil for always) and `executing`, starting at their combination.
    init(condition: Property<Bool>?, executing: DerivedValue<Bool>) {
        self.condition = condition
        self.executing = executing
        isConditionMet = condition?.value ?? true
        isExecuting = executing.current
        last = isConditionMet && !isExecuting
        super.init(last)
        conditionSubscription = condition?.signal.core.add(
            value: { [self] in updateCondition($0) }, ended: { [self] in endOne($0) })
        executingSubscription = executing.add(
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
        guard !hasCombinationEnded else { return }
        queue(isConditionMet && !isExecuting ? .filterTrue : .filterFalse)
    }

    /// A source failed (the combination ends with it) or completed (it ends after both).
    private func endOne(_ failure: (any Error)?) {
        if running.endsCombination(after: failure) {
            endCombination(failure: failure)
        }
    }

    private func endCombination(failure: (any Error)?) {
        guard !hasCombinationEnded else { return }
        hasCombinationEnded = true
        self.failure = failure
        queue(.filterEnd)
    }

    /// Every turn is queued from inside a delivery (a source's observer, or an earlier turn), as the
    /// cores' sends were.
    private func queue(_ turn: Turn) {
        guard !isDetached else { return }
        Delivery.enqueue(self, lastID: -1 - turn.rawValue)
    }

    override func deliverQueued(lastID: Int) {
        guard lastID < 0 else {
            super.deliverQueued(lastID: lastID)
            return
        }
        guard !isDetached, let turn = Turn(rawValue: -1 - lastID) else { return }
        switch turn {
        case .filterFalse, .filterTrue:
            let value = turn == .filterTrue
            guard value != last else { return }
            last = value
            queue(value ? .relayTrue : .relayFalse)
        case .filterEnd:
            queue(.relayEnd)
        case .relayFalse, .relayTrue:
            update(to: turn == .relayTrue)
        case .relayEnd:
            end(with: failure)
        }
    }

    override func detach() {
        isDetached = true
        detach(ending: conditionSubscription.take(), executingSubscription.take())
    }
}
