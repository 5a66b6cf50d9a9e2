/// A last value's comparison written for the value types changes are most often of (a price, a
/// count, a flag, a name), where `ValueCodec`'s generic one, run unspecialized, copies each value
/// through the type's witnesses; it shortens `benchmarks/profile`'s set and push (docs/performance.md,
/// "Last values laid out per type"). By address, as every last value (`ObservationLayout`).
///
/// A kind, not a closure: a layout keeps one per property and the comparison is a switch where the
/// change is compared, with no closure to copy, retain and call (docs/performance.md, "The last set
/// pass").
enum ConcreteComparison {
    case double, int, bool, string

    /// The comparison for `Value`, when it is one of the types written for; nil for any other.
    static func of<Value>(_: Value.Type) -> ConcreteComparison? {
        if Value.self == Double.self { return .double }
        if Value.self == Int.self { return .int }
        if Value.self == Bool.self { return .bool }
        if Value.self == String.self { return .string }
        return nil
    }

    /// Whether the value at `value` differs from the one at `last`, which it then replaces; both of
    /// this comparison's type.
    @inline(__always)
    func replaces(_ last: UnsafeMutableRawPointer, with value: UnsafeRawPointer) -> Bool {
        switch self {
        case .double: Self.replaces(last, with: value, as: Double.self)
        case .int: Self.replaces(last, with: value, as: Int.self)
        case .bool: Self.replaces(last, with: value, as: Bool.self)
        case .string: Self.replaces(last, with: value, as: String.self)
        }
    }

    /// The comparison of one type, by address. Unsafe pointers: pays in `benchmarks/profile`'s set
    /// and push (docs/performance.md, "Unsafe code", values by address).
    @inline(__always)
    private static func replaces<Compared: Equatable>(
        _ last: UnsafeMutableRawPointer, with value: UnsafeRawPointer, as _: Compared.Type
    ) -> Bool {
        let new = value.assumingMemoryBound(to: Compared.self)
        let old = last.assumingMemoryBound(to: Compared.self)
        if new.pointee == old.pointee { return false }
        old.pointee = new.pointee
        return true
    }
}
