import ViewModels

/// A frontend for unit tests of view models, with no host and no wire: it records what the view
/// models push, close and ask, and answers their questions from a script.
///
/// Rules:
/// - A question gets the next answer scripted for its kind (`answer(_:with:)`), as a frontend's
///   answer; with none left, its default, as for a frontend that does not answer that kind.
/// - Pushed view models are kept, so a test can drive them; closing one records it.
/// - Important: Main actor only.
@MainActor
public final class ScriptedFrontend: Frontend {
    /// Every view model pushed, in order, with the one that pushed it.
    public private(set) var pushed: [(viewModel: any ViewModel, presenter: any ViewModel)] = []
    /// Every view model closed, in order.
    public private(set) var closed: [any ViewModel] = []
    /// Every question asked, in order.
    public private(set) var asked: [any FrontendRequest] = []
    /// The answers left, by method.
    private var script: [String: [any Sendable]] = [:]

    /// A frontend with nothing scripted.
    public init() {}

    /// Answers the next questions of `kind` with `answers`, one each, in order.
    public func answer<Request: FrontendRequest>(_ kind: Request.Type, with answers: Request.Answer...) {
        script[Request.method, default: []] += answers.map { $0 as any Sendable }
    }

    public func ask<Request: FrontendRequest>(_ request: Request, from asker: any ViewModel) async throws
        -> FrontendReply<Request.Answer>
    {
        asked.append(request)
        guard let next = script[Request.method]?.first, let answer = next as? Request.Answer else {
            return FrontendReply(answer: request.defaultAnswer, source: .notClaimed)
        }
        script[Request.method]?.removeFirst()
        return FrontendReply(answer: answer, source: .frontend)
    }

    public func push(_ viewModel: any ViewModel, from presenter: any ViewModel) {
        pushed.append((viewModel, presenter))
    }

    public func close(_ viewModel: any ViewModel) {
        closed.append(viewModel)
    }
}
