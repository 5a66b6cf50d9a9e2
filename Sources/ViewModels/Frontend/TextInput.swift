/// Asks the user to type a line of text, optionally hidden as a password is: `frontend/input`.
///
/// The answer is the text, or nil when the user gave none (cancelled the prompt). A frontend that
/// does not answer it gives nil.
public struct TextInput: FrontendRequest {
    public static let method = "frontend/input"

    /// What to type, as the prompt says it.
    public var prompt: String
    /// The text the field starts with.
    public var value: String
    /// Whether the text is hidden as it is typed.
    public var secret: Bool

    /// A prompt for a line of text that starts as `value`.
    public init(_ prompt: String, value: String = "", secret: Bool = false) {
        self.prompt = prompt
        self.value = value
        self.secret = secret
    }

    public var defaultAnswer: String? { nil }
}
