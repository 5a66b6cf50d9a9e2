/// The payload of `Player.forbiddenName`: the name that was refused, for the alert that says so.
public struct ForbiddenName: Sendable, Hashable, Codable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}
