import Protocol
import ServerLog
import ViewModelHosting

/// What the host tells, said the MCP way: a change marks a view model's resource as updated, an
/// event is logged and kept for the call that caused it, a push adds a resource, a question is an
/// elicitation, and progress is MCP's progress. Read in its typed form, never from JSON.
extension MCPSession {
    func observe(_ event: consuming HostEvent) {
        guard !hasEnded else { return }
        switch consume event {
        case .propertyChanged(let params):
            resources.changed(params.viewModel)
        case .commandChanged(let params):
            resources.changed(params.viewModel)
        case .collectionChanged(let params, _, _):
            resources.changed(params.viewModel)
            resources.membersChanged()
        case .raised(let params):
            raised(params)
        case .pushed(let params):
            pushed(params)
        case .popped:
            resources.navigationChanged()
        case .disposed(let params):
            resources.disposed(params.viewModel)
        case .asked(let request):
            ask(request)
        case .withdrawn(let params):
            notify(MCPMethod.cancelled, ["requestId": params.id.json, "reason": "the view model stopped waiting"])
        case .answerRefused(let params):
            Log.warning("an elicitation's answer was refused: \(params.error.message)")
        case .progress(let params):
            if let update = progressTokens[params.token]?.update(params.value) { notify(MCPMethod.progress, update) }
        }
        scheduleFlush()
    }

    private func raised(_ params: ViewModelEvent.Params) {
        let json = params.json
        for watch in watches where watch.viewModel == params.viewModel { watch.events.append(json) }
        guard logLevel <= .info else { return }
        notify(MCPMethod.logMessage, ["level": .string(MCPLogLevel.info.rawValue), "logger": .string(params.viewModel), "data": json])
    }

    private func pushed(_ params: NavigationPush.Params) {
        let snapshot = params.viewModel.json
        for watch in watches where watch.viewModel == params.from { watch.pushed.append(snapshot) }
        _ = try? host.bind(BindRequest.Params(viewModel: params.viewModel.id, properties: [], commands: [], collections: [], events: true))
        resources.navigationChanged()
    }

    /// A question of a view model's: an elicitation where the agent takes one, else refused so that
    /// the view model's default stands (only claimed kinds are ever asked).
    private func ask(_ question: Request) {
        guard let request = elicitation.request(id: question.id, method: question.method, params: question.params ?? .null) else {
            host.receive(answer: Response(id: question.id, error: .methodNotFound(question.method)))
            return
        }
        send(.request(request))
    }
}
