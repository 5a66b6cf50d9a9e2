/// The model layer a `Player` works with, injected so tests and hosts choose the implementations.
public struct PlayerServices: Sendable {
    /// Where `upload` stores the player's stats.
    public var uploads: any UploadService

    public init(uploads: any UploadService) {
        self.uploads = uploads
    }
}
