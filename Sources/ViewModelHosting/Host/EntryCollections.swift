/// What a hosted view model keeps for its collections: when each last changed, and the windows its
/// client shows of them. Made for the first of these only, so an entry with none (each of a hundred
/// thousand quotes) pays one empty reference.
@MainActor
final class EntryCollections {
    /// The version at which each collection last changed, for its snapshot.
    var versions: [String: Int64] = [:]
    /// The windows the client asked for, by collection, the whole collection included when it asked
    /// for that; a collection not named here is shown through the host's default window, if any.
    var windows: [String: ClientWindow] = [:]
}
