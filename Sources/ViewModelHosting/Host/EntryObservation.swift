import Protocol
import ViewModels

/// The host's observation of one hosted view model: what turns its members' changes into the entry's
/// version and the client's notifications.
///
/// One object per observed view model, where each member took an observation object and a
/// subscription of its own: every member's signal keeps this observation's `tap` in its list of
/// observers with the member's slot (see `ObservationLayout`), and a change arrives here with the slot
/// and the value where it lies. What a change is compared with, the last value told of each property
/// and the last state of each command, lies in one buffer laid out per type.
///
/// Rules: members are observed in the order of the members, which is the order their changes are
/// heard in; a command's state is read once the changes already queued are delivered (`isEnabled` is
/// derived from `isExecuting`), one notification per settled state, in the order the commands
/// reported.
/// - Important: Main actor only. It holds the entry and the host unowned, as the tap holds it: the
///   entry stops it (`stop()`) before either goes; were that broken, a read traps.
@MainActor
final class EntryObservation {
    private unowned let entry: HostedViewModel
    private unowned let host: ViewModelHost
    /// The members observed: the entry's own table, or for an entry observed lazily the one made
    /// for this observation.
    let members: MemberTable
    private let layout: ObservationLayout
    /// Made once this object is, since the tap names it; nil after `stop()`.
    private var tap: MemberTap?
    /// The last values and states, as `layout` places them.
    private let lastValues: UnsafeMutableRawPointer
    /// The observations of the collections, which tell their changes through observers of their own.
    var collectionSubscriptions: [any Disposable] = []
    /// The commands that reported a change, by index, in the order they reported, waiting for
    /// `settle()`.
    private var reportedCommands: [Int] = []
    /// Whether `settle()` is queued.
    private var isSettling = false
    /// Whether `reportedCommands` has any, read without touching the list: every access to the list
    /// is checked at run time for exclusivity, and most settles follow property changes alone.
    private var hasReportedCommands = false
    /// The properties the client bound, one bit each by index, kept from the entry's binding
    /// (`bindingDidChange()`): a change then reads no list of names. A property past the 16th is
    /// looked up in the binding: 16 bits fit beside the flags above and below in the object's
    /// malloc class, which 64 did not (docs/performance.md, "Object sizes").
    private var boundProperties: UInt16 = 0
    /// The properties that changed since the last `settle()`, one bit per slot, every bit for a slot
    /// past the 32nd. Every bit at first, so that the first settle reads every computed member and
    /// learns what it reads (`ObservationLayout.propertyReads`).
    ///
    /// Unchecked: an integer only assigned and read. As the reads per type, pays in
    /// `benchmarks/profile`'s set (docs/performance.md, "Unsafe code").
    @exclusivity(unchecked) private var changedSlots = UInt32.max

    /// Starts observing every property, command and event of `members`.
    init(of entry: HostedViewModel, members: MemberTable, host: ViewModelHost) {
        self.entry = entry
        self.host = host
        self.members = members
        layout = members.layout.observationLayout(of: members)
        lastValues = .allocate(byteCount: max(layout.byteCount, 1), alignment: layout.alignment)
        for (property, offset) in zip(members.propertyMembers, layout.lastValueOffsets) {
            if let offset { property.initializeLastValue(at: lastValues + offset) }
        }
        for (command, offset) in zip(members.commandMembers, layout.commandStateOffsets) {
            (lastValues + offset).initializeMemory(as: CommandState.self, to: command.state)
        }
        let tap = MemberTap(
            observer: self,
            deliver: { observer, value, slot in
                unsafeDowncast(observer, to: EntryObservation.self).heard(value, slot: Int(slot))
            },
            settle: { observer in unsafeDowncast(observer, to: EntryObservation.self).settle() })
        self.tap = tap
        bindingDidChange()
        for (slot, member) in members.observedMembers.enumerated() {
            member.startObserving(by: tap, slot: Int16(slot))
        }
    }

    /// Ends every observation, in the order they started, and releases the last values.
    func stop() {
        guard let tap else { return }
        self.tap = nil
        for (slot, member) in members.observedMembers.enumerated() {
            member.stopObserving(by: tap, slot: Int16(slot))
        }
        for subscription in collectionSubscriptions {
            subscription.dispose()
        }
        collectionSubscriptions = []
        for (property, offset) in zip(members.propertyMembers, layout.lastValueOffsets) {
            if let offset { property.deinitializeLastValue(at: lastValues + offset) }
        }
        lastValues.deallocate()
    }

    /// Takes in the entry's binding, once it changed.
    func bindingDidChange() {
        boundProperties = 0
        for (index, name) in layout.propertyNames.prefix(UInt16.bitWidth).enumerated()
        where entry.binding.properties.contains(name) {
            boundProperties |= 1 << index
        }
    }

    /// Whether the client bound property `index`. The mask inlined where it is asked, the look-up
    /// past it called: a call here took a retain and a release of the observation at each set.
    @inline(__always)
    func isBound(property index: Int) -> Bool {
        index < UInt16.bitWidth ? boundProperties & 1 << index != 0 : isBoundPastMask(property: index)
    }

    /// `isBound(property:)` for a property past the mask's 16 bits, looked up in the binding.
    private func isBoundPastMask(property index: Int) -> Bool {
        entry.binding.properties.contains(layout.propertyNames[index])
    }

    /// A member's signal sent `value`: a property's new value, a command's new state (read when it
    /// settles), or an event's payload.
    private func heard(_ value: UnsafeRawPointer, slot: Int) {
        if slot < layout.firstCommandSlot {
            propertyDidChange(slot, to: value)
            if layout.recomputesOnChange {
                changedSlots |= MemberTap.bits(ofSlot: slot)
                settleLater()
            }
        } else if slot < layout.firstEventSlot {
            let index = slot - layout.firstCommandSlot
            if !reportedCommands.contains(index) {
                reportedCommands.append(index)
                hasReportedCommands = true
            }
            settleLater()
        } else {
            eventWasRaised(slot - layout.firstEventSlot, payload: value)
        }
    }

    /// A property's new value, unless it equals the last one told: counted, and notified when the
    /// client bound the property. The value is encoded only then: an unbound property's changes are
    /// counted, never sent.
    ///
    /// Reads the unretained `entry` and `host` once each.
    private func propertyDidChange(_ index: Int, to value: UnsafeRawPointer) {
        if let offset = layout.lastValueOffsets[index] {
            let last = lastValues + offset
            let changed =
                if let comparison = layout.concreteComparisons[index] {
                    comparison.replaces(last, with: value)
                } else {
                    layout.propertyCodecs[index].replaces(last, with: value)
                }
            guard changed else { return }
        }
        let entry = entry
        entry.counted += 1
        guard isBound(property: index) else { return }
        let name = layout.propertyNames[index]
        let host = host
        host.emit(
            .propertyChanged(
                PropertyDidChange.Params(
                    viewModel: entry.id, property: name, value: layout.propertyCodecs[index].json(at: value, host),
                    version: entry.counted)))
    }

    /// Queues `settle()` once for everything that changes before it runs.
    private func settleLater() {
        guard !isSettling else { return }
        isSettling = true
        tap?.settleLater()
    }

    /// Once the changes are delivered: the computed properties read again, in the order of the
    /// members, then the state of each command that reported, in the order they reported, and of each
    /// command with a computed condition, in the order of the members. Each is counted and notified as
    /// a change when it differs from what was told last. A computed member none of whose reads
    /// changed is not read: its value is the one told. Nothing once the observation has stopped.
    func settle() {
        isSettling = false
        guard let tap else { return }
        let changed = changedSlots
        changedSlots = 0
        // Walked by position: a loop over the array itself retains and releases it.
        for position in layout.computedProperties.indices {
            let index = layout.computedProperties[position]
            guard ObservationLayout.mayHaveChanged(reading: layout.propertyReads[index], after: changed) else { continue }
            members.propertyMembers[index].withValueReadAgain(recordingBy: tap) { value, reads in
                layout.addReads(reads, ofProperty: index)
                propertyDidChange(index, to: value)
            }
        }
        // Reading a state calls out to no observer, so nothing reports while these run.
        let reported = hasReportedCommands ? reportedCommands : []
        for index in reported {
            settleCommand(index, recordingBy: tap)
        }
        for position in layout.computedCommands.indices {
            let index = layout.computedCommands[position]
            guard ObservationLayout.mayHaveChanged(reading: layout.commandReads[index], after: changed),
                !reported.contains(index)
            else { continue }
            settleCommand(index, recordingBy: tap)
        }
        if hasReportedCommands {
            reportedCommands.removeAll(keepingCapacity: true)
            hasReportedCommands = false
        }
    }

    /// A command's state, counted and notified when the client bound the command, unless it is the
    /// state told last.
    private func settleCommand(_ index: Int, recordingBy tap: MemberTap) {
        let (now, reads) = tap.recordingReads { members.commandMembers[index].state }
        layout.addReads(reads, ofCommand: index)
        let last = (lastValues + layout.commandStateOffsets[index]).assumingMemoryBound(to: CommandState.self)
        guard now != last.pointee else { return }
        last.pointee = now
        let entry = entry
        entry.counted += 1
        let name = members.layout.commands[index]
        guard entry.binding.commands.contains(name) else { return }
        let params = CommandDidChange.Params(
            viewModel: entry.id, command: name, enabled: now.enabled, executing: now.executing, version: entry.counted)
        host.emit(.commandChanged(params))
    }

    /// An event's payload: notified when the client bound events; events do not count in the version.
    private func eventWasRaised(_ index: Int, payload: UnsafeRawPointer) {
        guard entry.binding.events else { return }
        let json = layout.eventCodecs[index].json(at: payload, host)
        let name = members.layout.events[index]
        host.emit(.raised(.init(viewModel: entry.id, event: name, payload: json)))
    }
}
