/// A Flickr call that did not produce an answer; the description says which call and what went
/// wrong, in words a user can act on, and never holds the API key.
public struct FlickrAPIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong with the call.
    public enum Reason: Sendable, Hashable {
        /// The request never got an HTTP answer (no network, DNS, TLS, timeout).
        case unreachable(String)
        /// Flickr answered with an HTTP status outside 200–299.
        case httpStatus(Int)
        /// Flickr answered `"stat": "fail"` with its error code and message.
        case refused(code: Int, message: String)
        /// The body was not the JSON the call promises.
        case malformedResponse(String)
    }

    /// The Flickr API method, e.g. "flickr.photos.search".
    public var method: String
    /// What went wrong, which the description puts in words.
    public var reason: Reason

    /// An error of the call `method`.
    public init(method: String, reason: Reason) {
        self.method = method
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .unreachable(let detail):
            "could not reach Flickr for \(method): \(detail)"
        case .httpStatus(let status):
            "Flickr answered \(method) with HTTP status \(status)"
        case .refused(let code, let message):
            "Flickr refused \(method): \(message) (error \(code))"
        case .malformedResponse(let detail):
            "Flickr's answer to \(method) could not be read: \(detail)"
        }
    }
}
