/// Asks the user to pick one of a few buttons: LSP's `window/showMessageRequest`, to the letter.
///
/// The answer is the chosen button, or nil when the user dismissed the question. Frontends that do
/// not answer it get `defaultButton`: name the button that keeps the old behaviour, so a frontend
/// that cannot ask changes nothing.
public struct Confirmation: FrontendRequest {
    public static let method = "window/showMessageRequest"

    /// How the question is shown: LSP's `MessageType`.
    public enum Severity: Int, Codable, Sendable, CaseIterable {
        case error = 1
        case warning = 2
        case info = 3
        case log = 4
    }

    /// A button: LSP's `MessageActionItem`.
    public struct Action: Codable, Sendable, Equatable {
        /// The button's label, which is also how the answer names it.
        public var title: String

        /// A button labelled `title`.
        public init(title: String) {
            self.title = title
        }
    }

    /// How the question is shown.
    public var type: Severity
    /// The question, in a sentence.
    public var message: String
    /// The buttons, in the order they are shown.
    public var actions: [Action]
    /// The title of the button that stands in for a missing answer; not sent.
    public var defaultButton: String? = nil

    private enum CodingKeys: String, CodingKey {
        case type, message, actions
    }

    /// A question with `buttons`.
    /// - Parameter defaultButton: the button that stands in for an answer that does not come; nil
    ///   stands for a dismissed question.
    public init(_ message: String, buttons: [String], default defaultButton: String? = nil, type: Severity = .info) {
        self.type = type
        self.message = message
        actions = buttons.map(Action.init)
        self.defaultButton = defaultButton
    }

    public var defaultAnswer: Action? { defaultButton.map(Action.init) }
}
