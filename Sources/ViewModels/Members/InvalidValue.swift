/// Why a proposed value was refused, said so that a user can fix it.
public struct InvalidValue: Error, Sendable, Equatable, CustomStringConvertible {
    /// One sentence a frontend can show as is ("points must be between 0 and 10000").
    public var reason: String
    /// What would have been accepted, when that can be said ("a finite number from 0 to 10000").
    public var expected: String?

    /// A refusal saying `reason`, and what would have been accepted when that is known.
    public init(reason: String, expected: String? = nil) {
        self.reason = reason
        self.expected = expected
    }

    public var description: String { reason }
}
