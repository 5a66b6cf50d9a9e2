import Protocol

/// While a client's `property/set` runs, what becomes of the set property's own change notification.
///
/// A set whose property ends up holding exactly the value sent is not echoed back: its response's
/// version covers the change. Rather than build that notification, queue it and then find it and
/// drop it, the host holds the property's first notification here, not built into a message:
/// dropped when the set ends as sent, and only otherwise built and put where it would have gone (a
/// rule may change the value again, as the Player does with a forbidden name, and then every change
/// is sent, in order).
///
/// Rules: only the set property's first notification is held; a later one is emitted as any other
/// and is dropped with the held one when the set ends as sent, as before.
/// - Important: Main actor only. One per host, reused by every set.
@MainActor
final class EchoHold {
    /// Whether a set is running: `holds` is asked about every property notification meanwhile.
    private(set) var isWatching = false
    private var entry: ObjectIdentifier?
    private var entryID = ""
    private var property = ""
    /// Messages the host emitted since the set began: where the held one goes if it must be sent.
    private var emitted = 0
    /// The held notification's value and version; its view model and property are the set's.
    private var held: JSONValue?
    private var heldVersion: Int64 = 0
    private var heldAt = 0
    private var wasNotifiedAgain = false
    private var holdsSentValue = false

    /// A set of `property` of `entry` starts.
    func begin(entry: HostedViewModel, property: String) {
        self.entry = ObjectIdentifier(entry)
        entryID = entry.id
        self.property = property
        emitted = 0
        held = nil
        heldAt = 0
        wasNotifiedAgain = false
        holdsSentValue = false
        isWatching = true
    }

    /// The set's value was proposed; `holdsSentValue` when the property holds exactly the value sent.
    func finish(holdsSentValue: Bool) {
        self.holdsSentValue = holdsSentValue
    }

    /// The set has run, whether it succeeded or not: no later notification is held; what was held
    /// waits for `settle`.
    func stopWatching() {
        isWatching = false
    }

    /// The host emitted a message while the set runs.
    func countEmitted() {
        emitted += 1
    }

    /// Whether the change of `entry`'s property `name` is the set property's first: the one to hold.
    func holds(_ name: String, of entry: HostedViewModel) -> Bool {
        guard ObjectIdentifier(entry) == self.entry, name == property else { return false }
        guard held == nil else {
            wasNotifiedAgain = true
            return false
        }
        return true
    }

    /// Keeps the set property's first notification, its value and version, instead of emitting it.
    func hold(_ value: consuming JSONValue, version: Int64) {
        held = value
        heldVersion = version
        heldAt = emitted
    }

    /// Applies the set's outcome to `queue`, where the messages the set caused start at `start`:
    /// drops the held notification, and any later one of the property, when the set ended as sent;
    /// otherwise puts the held one back where it was made. A set that failed sends what it held.
    func settle(_ queue: inout MessageQueue, from start: Int) {
        guard let value = held else { return }
        held = nil
        if !holdsSentValue {
            let params = PropertyDidChange.Params(
                viewModel: entryID, property: property, value: value, version: heldVersion)
            queue.insert(.propertyChange(params), at: start + heldAt)
        } else if wasNotifiedAgain {
            queue.removeAll(from: start, keyedBy: CoalescingKey(viewModel: entryID, member: property))
        }
    }
}
