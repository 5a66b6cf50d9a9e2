/// A last value's comparison written for the value types changes are most often of (a price, a
/// count, a flag, a name), where `ValueCodec`'s generic one, run unspecialized, copies each value
/// through the type's witnesses; it shortens `benchmarks/profile`'s set and push (docs/performance.md,
/// "Last values laid out per type"). By address, as every last value (`ObservationLayout`).
enum ConcreteComparison {
    /// Whether the value at `value` differs from the one at `last`, which it then replaces; for a
    /// `Value` of these types only.
    typealias Replacing = (_ last: UnsafeMutableRawPointer, _ value: UnsafeRawPointer) -> Bool

    /// The comparison for `Value`, when it is one of the types written for; nil for any other.
    static func of<Value>(_: Value.Type) -> Replacing? {
        if Value.self == Double.self { return replacing(Double.self) }
        if Value.self == Int.self { return replacing(Int.self) }
        if Value.self == Bool.self { return replacing(Bool.self) }
        if Value.self == String.self { return replacing(String.self) }
        return nil
    }

    private static func replacing<Compared: Equatable>(_: Compared.Type) -> Replacing {
        { last, value in
            let new = value.assumingMemoryBound(to: Compared.self)
            let old = last.assumingMemoryBound(to: Compared.self)
            if new.pointee == old.pointee { return false }
            old.pointee = new.pointee
            return true
        }
    }
}
