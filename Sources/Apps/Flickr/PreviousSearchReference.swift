/// Which previous search `FlickrSearch.rerunSearch` runs again: a list view knows the row it
/// showed, a script or a test knows the text.
public enum PreviousSearchReference: Sendable, Hashable {
    /// The position in `previousSearches`, 0 being the most recent.
    case index(Int)
    /// The `searchString` of a previous search, matched exactly.
    case searchString(String)
}
