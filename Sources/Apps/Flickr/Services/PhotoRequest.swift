/// One call made to a `PhotoSearchService`, named so tests can pick calls to fail or to hold.
public enum PhotoRequest: Sendable, Hashable {
    case search(String)
    case metadata(photoID: String)
}
