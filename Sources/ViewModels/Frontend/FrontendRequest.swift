/// A question a view model can put to its frontend: its params, the answer's type, and what stands
/// in for an answer that does not come.
///
/// Rules:
/// - The request is sent as a JSON-RPC request from the server named `method`, with the request
///   itself as its params; the answer is decoded as `Answer`, and one that does not fit is refused.
/// - A method under `window/` is LSP's own and is sent with exactly LSP's params; any other also
///   carries the asking view model's id.
/// - `defaultAnswer` is what the view model gets when the frontend does not answer this kind, and
///   when `timeout` passes on the server's clock without an answer.
/// - The built-in kinds are `Confirmation`, `Choice`, `TextInput` and `ShowDocument`; declare your
///   own with a method of your own (`"todos/pickColor"`).
public protocol FrontendRequest: Codable, Sendable {
    /// What the frontend answers.
    associatedtype Answer: Codable & Sendable
    /// The JSON-RPC method the request is sent as.
    static var method: String { get }
    /// What stands in for an answer the frontend does not give.
    var defaultAnswer: Answer { get }
    /// How long the frontend has to answer, on the server's clock.
    var timeout: Duration { get }
}

extension FrontendRequest {
    /// Five minutes: a person reading a question, not a program.
    public var timeout: Duration { .seconds(300) }
}
