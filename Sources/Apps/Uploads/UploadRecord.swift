/// One upload of a player's stats, as stored.
public struct UploadRecord: Sendable, Hashable, Codable {
    public var playerName: String
    public var points: Double

    public init(playerName: String, points: Double) {
        self.playerName = playerName
        self.points = points
    }
}
