/// Equality for a type known only at run time to be `Equatable`, so the host can tell an echo or a
/// repeat of a `Codable` value that declared it.
enum Equality {
    /// `==` when `Value` is `Equatable`, else nil.
    static func of<Value>(_: Value.Type) -> ((Value, Value) -> Bool)? {
        guard let equatable = Value.self as? any Equatable.Type else { return nil }
        return comparing(equatable)
    }

    private static func comparing<Value, Compared: Equatable>(_: Compared.Type) -> (Value, Value) -> Bool {
        { ($0 as? Compared) == ($1 as? Compared) }
    }
}
