import Protocol
import ServerTransport

/// While a client's `property/set` runs, what becomes of the set property's own change.
///
/// A set whose property ends up holding exactly the value sent is not echoed back: its response's
/// version covers the change. Rather than queue that notification and then find it and drop it, the
/// session holds the property's first change here, not built into a message: dropped when the set
/// ends as sent, and only otherwise put back where it was told (a rule may change the value again,
/// as the Player does with a forbidden name, and then every change is sent, in order). The face
/// decides this, because it alone knows who set what.
///
/// Rules: only the set property's first change is held; a later one is sent as any other and is
/// dropped with the held one when the set ends as sent.
/// - Important: Main actor only. One per session, reused by every set.
@MainActor
final class EchoHold {
    /// Whether a set is running: `holds` is asked about every property change meanwhile.
    private(set) var isWatching = false
    private var viewModel = ""
    private var property = ""
    private var held: PropertyDidChange.Params?
    /// Where in the session's queue the held change would have gone.
    private var heldAt = 0
    private var wasNotifiedAgain = false

    /// A set of `property` of `viewModel` starts. Nothing is held: `settle` let go of it. The names
    /// are replaced only when they differ: sets come in runs on one property, and two equal short
    /// strings compare in a few instructions, where replacing one retains and releases.
    func begin(viewModel: String, property: String) {
        if self.viewModel != viewModel { self.viewModel = viewModel }
        if self.property != property { self.property = property }
        wasNotifiedAgain = false
        isWatching = true
    }

    /// Holds `change` when it is the set property's first, which would have gone at `position` of
    /// the queue; false, and nothing held, for any other change.
    func holds(_ change: PropertyDidChange.Params, at position: Int) -> Bool {
        guard change.property == property, change.viewModel == viewModel else { return false }
        guard held == nil else {
            wasNotifiedAgain = true
            return false
        }
        held = change
        heldAt = position
        return true
    }

    /// Ends the set: drops the held change, and any later one of the property, when the property
    /// holds exactly the value sent; otherwise puts the held one back where it was told. A set that
    /// failed sends what it held.
    func settle(_ queue: inout MessageQueue, holdsSentValue: Bool, from start: Int) {
        isWatching = false
        guard let change = held else { return }
        held = nil
        if !holdsSentValue {
            queue.insert(.propertyChange(change), at: heldAt)
        } else if wasNotifiedAgain {
            queue.removeAll(from: start, keyedBy: CoalescingKey(viewModel: viewModel, member: property))
        }
    }
}
