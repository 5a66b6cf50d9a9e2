/// Asks the frontend to open a URL or show a document: LSP's `window/showDocument`, to the letter.
///
/// The answer says whether it was shown. A frontend that does not answer it did not show it.
public struct ShowDocument: FrontendRequest {
    public static let method = "window/showDocument"

    /// LSP's `ShowDocumentResult`.
    public struct Result: Codable, Sendable, Equatable {
        /// Whether the frontend showed it.
        public var success: Bool

        /// A result saying whether it was shown.
        public init(success: Bool) {
            self.success = success
        }
    }

    /// What to show: a web address or a file's URI.
    public var uri: String
    /// Whether to show it outside the frontend, in the system's browser for example.
    public var external: Bool?
    /// Whether the frontend should move the focus to it.
    public var takeFocus: Bool?

    /// A request to show `uri`.
    public init(_ uri: String, external: Bool? = nil, takeFocus: Bool? = nil) {
        self.uri = uri
        self.external = external
        self.takeFocus = takeFocus
    }

    public var defaultAnswer: Result { Result(success: false) }
}
