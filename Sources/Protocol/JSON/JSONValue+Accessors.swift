/// Typed views of a value. Each returns nil for another kind, so callers can branch without
/// pattern matching and report a precise error for the one case they expected.
extension JSONValue {
    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The boolean; nil for any other kind.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// An integer, or a double that holds an exact integer value (`3.0` but not `3.5`): clients in
    /// languages with one number type may write either for a count or an index.
    public var int64Value: Int64? {
        switch self {
        case .integer(let value):
            return value
        case .double(let value):
            return Self.exactInt64(value)
        case .number(let number):
            return Self.exactInt64(number.value)
        default:
            return nil
        }
    }

    /// Any number; an integer beyond 2^53 is rounded, as any JSON reader with doubles would.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .double(let value): value
        case .number(let number): number.value
        default: nil
        }
    }

    /// `value` as an `Int64` when it is a whole number in range, else nil.
    static func exactInt64(_ value: Double) -> Int64? {
        // `Int64(exactly:)` would call libm's `trunc`, which a binary without Foundation does not
        // link; a truncating conversion inside the range does the same check.
        guard value >= -0x1p63, value < 0x1p63 else { return nil }
        let integer = Int64(value)
        return Double(integer) == value ? integer : nil
    }

    /// The string; nil for any other kind.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements; nil for any other kind.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members; nil for any other kind.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The member named `key`; nil when this is not an object or has no such member.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }
}
