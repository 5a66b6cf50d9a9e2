/// One todo as the model layer keeps it. `Codable`, so it crosses the wire with no JSON written by
/// hand: `add` returns one.
public struct Todo: Codable, Equatable, Sendable, Identifiable {
    /// Unique within its list, never reused.
    public let id: Int
    public var title: String
    public var isCompleted: Bool
}
