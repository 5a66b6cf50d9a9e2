import Protocol
import ViewModels

/// How the host observes the members of one view-model type: each member's slot, the codec of its
/// values, and where an observation keeps the last value told of each property and the last state of
/// each command. Made once per type, from the first instance observed, and shared through its
/// `TypeLayout`.
///
/// Slots number the properties first, then the commands (both signals of a command's state take its
/// slot), then the events, in the order of the members: a change names its member by slot, and a slot
/// is 16 bits beside the observer in the member's list of observers.
/// - Important: Main actor only, as the tables it is made from.
@MainActor
final class ObservationLayout {
    /// Each property's name, where a change is told: the type's own list is reached through the
    /// entry's member table, one more object to read on every change.
    let propertyNames: [String]
    /// Each property's codec: kept rather than looked up on each change, which takes a metadata lookup
    /// and a search in unspecialized code.
    let propertyCodecs: [AnyValueCodec]
    /// Where each property's last value lies in an observation's buffer; nil for a property whose codec
    /// cannot compare values, for which every value is new.
    let lastValueOffsets: [Int?]
    /// Each property's `AnyValueCodec.concreteComparison`, used where a change is compared: the
    /// codec's own `replaces(_:with:)` is a class method of a generic class, called with a retain and
    /// a release of the codec around it.
    let concreteComparisons: [ConcreteComparison?]
    /// Where each command's last state lies in an observation's buffer.
    let commandStateOffsets: [Int]
    /// Each event's codec, of its payload type.
    let eventCodecs: [AnyValueCodec]
    /// The computed properties and the commands with a computed condition, by index: read again
    /// whenever the view model settles after a change. Taken from the first instance, as every
    /// instance of a type makes its commands alike.
    let computedProperties: [Int]
    let computedCommands: [Int]
    /// Whether a change of the view model's properties makes something to read again.
    var recomputesOnChange: Bool { !computedProperties.isEmpty || !computedCommands.isEmpty }
    /// The property slots each computed property (by property index) and each command (by command
    /// index) has read, one bit each (`ReadRecording`): what any instance of the type read, added up
    /// over every read since the type was first observed, so that it holds whatever an instance's
    /// last read went to, whichever branch that read took.
    ///
    /// Unchecked: integers only read, and added to where they lie, by code that calls out to nothing
    /// meanwhile. As `EntryObservation.changedSlots`, pays in `benchmarks/profile`'s set
    /// (docs/performance.md, "Unsafe code").
    @exclusivity(unchecked) private(set) var propertyReads: [UInt32]
    @exclusivity(unchecked) private(set) var commandReads: [UInt32]
    /// The size and alignment of an observation's buffer.
    let byteCount: Int
    let alignment: Int

    init(_ members: MemberTable) {
        precondition(
            members.propertyMembers.count + members.commandMembers.count + members.eventMembers.count < Int(Int16.max),
            "a view model has fewer than 32,767 properties, commands and events")
        var byteCount = 0
        var alignment = MemoryLayout<CommandState>.alignment
        func place(size: Int, alignment placed: Int) -> Int {
            let offset = (byteCount + placed - 1) / placed * placed
            byteCount = offset + size
            alignment = max(alignment, placed)
            return offset
        }
        var propertyCodecs: [AnyValueCodec] = []
        var lastValueOffsets: [Int?] = []
        for property in members.propertyMembers {
            let codec = property.valueCodec
            propertyCodecs.append(codec)
            lastValueOffsets.append(codec.comparableLayout.map { place(size: $0.size, alignment: $0.alignment) })
        }
        self.propertyCodecs = propertyCodecs
        concreteComparisons = propertyCodecs.map(\.concreteComparison)
        self.lastValueOffsets = lastValueOffsets
        commandStateOffsets = members.commandMembers.map { _ in
            place(size: MemoryLayout<CommandState>.size, alignment: MemoryLayout<CommandState>.alignment)
        }
        eventCodecs = members.eventMembers.map(\.payloadCodec)
        propertyNames = members.layout.properties
        computedProperties = members.layout.computedProperties.indices.filter { members.layout.computedProperties[$0] != nil }
        computedCommands = members.commandMembers.indices.filter { members.commandMembers[$0].hasComputedCondition }
        self.byteCount = byteCount
        self.alignment = alignment
        propertyReads = Array(repeating: 0, count: members.propertyMembers.count)
        commandReads = Array(repeating: 0, count: members.commandMembers.count)
    }

    /// Whether a computed member that read `reads` may have changed, when the properties `changed`
    /// did: it read one of them, or something no slot stands for (every bit), or nothing observed
    /// at all (no bit), which is read every time.
    static func mayHaveChanged(reading reads: UInt32, after changed: UInt32) -> Bool {
        reads & changed != 0 || reads == 0 || reads == .max
    }

    /// Adds what a read of property `index` went to.
    func addReads(_ reads: UInt32, ofProperty index: Int) {
        propertyReads[index] |= reads
    }

    /// Adds what a read of command `index`'s state went to.
    func addReads(_ reads: UInt32, ofCommand index: Int) {
        commandReads[index] |= reads
    }

    /// The first slot of the commands, and of the events.
    var firstCommandSlot: Int { propertyCodecs.count }
    var firstEventSlot: Int { propertyCodecs.count + commandStateOffsets.count }
}
