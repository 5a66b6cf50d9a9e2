/// The payload of `Player.uploaded` and the output of `Player.upload`: a confirmation to show.
public struct Uploaded: Sendable, Hashable, Codable {
    /// "Updated Colin with 100 points".
    public var message: String

    public init(message: String) {
        self.message = message
    }
}
