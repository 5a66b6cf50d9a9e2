/// Where a player's stats go when the user uploads them: the model layer behind `Player.upload`.
///
/// - Important: Called off the main actor; an implementation may block or take its time, and should
///   throw `CancellationError` when its task is cancelled before the upload is done.
public protocol UploadService: Sendable {
    /// Stores `record`; returns only once it is safely stored.
    func upload(_ record: UploadRecord) async throws
}
