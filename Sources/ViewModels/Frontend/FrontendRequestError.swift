/// Why a question to the frontend ended without an answer the view model can use.
public enum FrontendRequestError: Error, Equatable, CustomStringConvertible {
    /// The frontend answered with a JSON-RPC error.
    case failed(code: Int, message: String)
    /// The frontend's answer did not fit the request's answer type; the frontend was told so.
    case malformedAnswer(String)
    /// The asker is not hosted, so there is no frontend to ask for it.
    case notHosted

    public var description: String {
        switch self {
        case .failed(let code, let message): "The frontend could not answer (\(code)): \(message)"
        case .malformedAnswer(let detail): "The frontend's answer did not fit: \(detail)"
        case .notHosted: "The view model that asked is not hosted, so no frontend can answer it"
        }
    }
}
