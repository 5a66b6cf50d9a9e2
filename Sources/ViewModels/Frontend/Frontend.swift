/// What draws the view models, as they see it: it shows the screens they push (`Navigator`) and
/// answers the questions they ask (the seeds' view-model services, grown a way to ask).
///
/// Rules:
/// - `ask` always ends: with the frontend's answer, with the request's `defaultAnswer` at once when
///   the frontend does not answer that kind, or with it after the request's `timeout`. It throws only
///   when the frontend answered with an error or an answer that does not fit, or when the asking
///   task was cancelled or the asker disposed (`CancellationError`).
/// - A request asked from a command's execution ends with it: cancelling the execution cancels the
///   question at the frontend too.
/// - Declare the kinds a type asks with `.asks(_:doc:)`, so frontends find their schemas in describe.
/// - Important: Main actor only. A host that implements it outlives every view model it hosts, so a
///   view model may keep it in a `let`.
@MainActor
public protocol Frontend: Navigator {
    /// Asks the frontend `request` on behalf of `asker`, which the frontend is told of.
    /// - Returns: the answer, and whether the frontend gave it or the default stood in.
    /// - Throws: `FrontendRequestError` when the frontend answered with an error or a malformed
    ///   answer; `CancellationError` when the question was cancelled.
    func ask<Request: FrontendRequest>(_ request: Request, from asker: any ViewModel) async throws
        -> FrontendReply<Request.Answer>
}
