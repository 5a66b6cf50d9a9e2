/// Which of a host's observed properties a computation reads: what lets a host read a computed
/// member again only once something it read has changed, instead of on every change of its view model.
///
/// While a host reads a computed member it sets `tap`. Each read of a property's value meanwhile
/// (`MutableProperty`, `Property`, `StoredProperty`) adds to `slots` the slot the tap observes that
/// property's core as. A read of anything the tap does not observe (another view model's property, a
/// collection's elements, a property of a type of the author's own, a slot past the 32nd) sets every
/// bit: such a computation is read again after every change. A plain stored Swift property is not
/// seen at all, which is why a computed member reads only declared members and constants (guide §2.5).
///
/// Unchecked: two values only assigned and read, by code that calls out to nothing while it holds
/// them; every read of a property's value reads `tap`. Pays in `benchmarks/profile`'s set and push
/// (docs/performance.md, "Unsafe code").
/// - Important: Main actor only.
@MainActor
@usableFromInline
enum ReadRecording {
    /// The tap whose slots the reads go to, by identity; nil when nothing is recording. An identity,
    /// not a reference: the tap's caller holds it for the recording, and a reference kept here took a
    /// retain and a release of it on every recording.
    @exclusivity(unchecked) @usableFromInline static var tap: ObjectIdentifier?
    /// The slots read since `begin`, one bit each.
    @exclusivity(unchecked) @usableFromInline static var slots: UInt32 = 0

    /// What a recording that began interrupts, for `end` to restore.
    @usableFromInline typealias Interrupted = (tap: ObjectIdentifier?, slots: UInt32)

    /// Starts recording the reads that `tap` observes.
    @usableFromInline static func begin(_ tap: MemberTap) -> Interrupted {
        defer { (self.tap, slots) = (ObjectIdentifier(tap), 0) }
        return (self.tap, slots)
    }

    /// Ends the recording `begin` started, restoring the one it interrupted; returns the slots read.
    @usableFromInline static func end(restoring interrupted: Interrupted) -> UInt32 {
        defer { (tap, slots) = interrupted }
        return slots
    }

    /// Notes a read of `core`'s value, when a host is recording; a nil core is one no tap observes.
    ///
    /// Inlined into every read of a value, as a test of `tap` alone: the rest is called, so that a
    /// property's getter stays small enough to be inlined where it is read.
    @inlinable @inline(__always)
    static func noteRead<Value>(of core: SignalCore<Value>?) {
        if tap != nil { noteRecordedRead(of: core) }
    }

    /// Notes a read of something no tap observes (a collection's elements, a property of a type of
    /// the author's own), when a host is recording.
    @inlinable
    static func noteUnobservedRead() {
        if tap != nil { slots = .max }
    }

    /// `noteRead(of:)` while a host records: specialized where it is read, but not inlined.
    @inlinable @inline(never)
    static func noteRecordedRead<Value>(of core: SignalCore<Value>?) {
        guard let tap, let slot = core?.slot(of: tap) else {
            slots = .max
            return
        }
        slots |= bit(ofSlot: Int(slot))
    }

    /// The bit that stands for `slot` in a set of slots; every bit for a slot past the 32nd, which
    /// no single bit stands for.
    @inlinable
    static func bit(ofSlot slot: Int) -> UInt32 {
        slot < 32 ? 1 << UInt32(slot) : .max
    }
}
