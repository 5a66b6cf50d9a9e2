import Protocol
import ServerLog
import ViewModels

/// The host is the frontend view models ask: a question becomes a request from the server, and
/// the client's response its answer (SPEC §12).
extension ViewModelHost: Frontend {
    package func ask<Request: FrontendRequest>(_ request: Request, from asker: any ViewModel) async throws
        -> FrontendReply<Request.Answer>
    {
        guard let entry = entry(of: asker) else { throw FrontendRequestError.notHosted }
        try Task.checkCancellation()
        let declaredAnswer = entry.layout.answerSchemas[Request.method]
        if declaredAnswer == nil {
            Log.warning("\(entry.layout.name) asks \(Request.method) undeclared: add .asks(\(Request.self).self, doc:) to its declaration")
        }
        guard questions.claimed.contains(Request.method) else {
            return FrontendReply(answer: request.defaultAnswer, source: .notClaimed)
        }
        let params: JSONValue
        let answerSchema: JSONValue
        do {
            params = try JSONValueEncoder().encode(request)
            answerSchema = try declaredAnswer ?? ValueCodec<Request.Answer>.resolve().schema
        } catch let error as NoWireForm {
            throw FrontendRequestError.failed(code: ErrorCode.internalError.rawValue, message: error.reason)
        } catch {
            throw FrontendRequestError.failed(code: ErrorCode.internalError.rawValue, message: "\(Request.self) cannot be sent: \(error)")
        }
        let questions = questions
        let id = questions.nextID()
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let timer = startTimer(on: clock, after: request.timeout) { questions.end(id, .timedOut) }
                questions.wait(id, asker: entry.id, timer: timer) { continuation.resume(returning: $0) }
                emit(.asked(Protocol.Request(id: .integer(id), method: Request.method, params: Self.params(params, askedBy: entry.id, method: Request.method))))
                questions.asked(id)
            }
        } onCancel: {
            Task { @MainActor in questions.end(id, .withdrawn) }
        }
        switch outcome {
        case .answered(let json):
            do {
                return FrontendReply(answer: try JSONValueDecoder().decode(Request.Answer.self, from: json), source: .frontend)
            } catch {
                let detail = CodingFailure.detail(error, schema: answerSchema)
                emit(.answerRefused(.init(id: .integer(id), error: .invalidValue(expected: answerSchema, detail: detail))))
                throw FrontendRequestError.malformedAnswer(detail)
            }
        case .failed(let error):
            throw FrontendRequestError.failed(code: error.code.rawValue, message: error.message)
        case .timedOut:
            return FrontendReply(answer: request.defaultAnswer, source: .timedOut)
        case .withdrawn:
            throw CancellationError()
        }
    }

    /// Takes the client's response to a question, or refuses it with `frontend/answerRefused` when
    /// no question with its id is waiting.
    package func receive(answer response: Response) {
        if case .integer(let id)? = response.id {
            let outcome: Questions.Outcome =
                switch response.result {
                case .success(let json): .answered(json)
                case .failure(let error): .failed(error)
                }
            if questions.end(id, outcome) { return }
            let reason = questions.wasAsked(id) ? "was already answered or withdrawn" : "was never asked"
            refuse(response, "the server's request \(id) \(reason)")
        } else {
            refuse(response, "the server asks with integer ids only")
        }
    }

    private func refuse(_ response: Response, _ reason: String) {
        Log.warning("refusing the client's response \(response.id.map(String.init(describing:)) ?? "null"): \(reason)")
        emit(.answerRefused(.init(id: response.id, error: .invalidRequest("No question is waiting for this answer: \(reason)"))))
    }

    /// A request's params on the wire: LSP's own (`window/…`) exactly as LSP has them, any other
    /// with the asking view model's id.
    private static func params(_ params: JSONValue, askedBy asker: String, method: String) -> JSONValue {
        guard !method.hasPrefix("window/"), case .object(var object) = params else { return params }
        object["viewModel"] = .string(asker)
        return .object(object)
    }

    /// A timer on the session's clock, opened to its concrete type.
    private func startTimer<C: Clock<Duration>>(on clock: C, after delay: Duration, _ action: @escaping @MainActor () -> Void) -> any Disposable {
        let timer = ClockTimer(clock: clock)
        timer.schedule(at: clock.now.advanced(by: delay), action)
        return timer
    }
}
