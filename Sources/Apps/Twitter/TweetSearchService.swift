/// Where `TwitterSearch` finds tweets: the model layer, so the view model never knows whether they
/// come from the web or from the offline corpus.
///
/// Rules:
/// - A call whose task is cancelled throws `CancellationError` and has no other effect.
/// - Errors describe what went wrong in words fit for the user.
/// - Important: Called off the main actor, concurrently.
public protocol TweetSearchService: Sendable {
    /// The tweets whose status or username holds every word of `text`, best matches first, then the
    /// most recent, at most `TweetCorpus.pageSize` of them.
    func search(_ text: String) async throws -> [TweetData]
}
