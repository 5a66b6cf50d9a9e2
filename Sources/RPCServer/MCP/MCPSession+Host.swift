import Protocol

/// What the host says, told the MCP way: a change marks a view model's resource as updated, an
/// event is logged and kept for the call that caused it, a push adds a resource, a question is an
/// elicitation, and progress is MCP's progress.
extension MCPSession {
    func observe(_ message: consuming OutgoingMessage) {
        guard !hasEnded else { return }
        // The changes, sent most, are read in their typed form: a subscribed ticking list makes
        // thousands a second, and a collection's change carries its items' snapshots.
        switch message.payload {
        case .propertyChange(let params):
            resources.changed(params.viewModel)
        case .notification(let change as PendingNotification<CommandDidChange>):
            resources.changed(change.params.viewModel)
        case .notification(let change as PendingNotification<CollectionDidChange>):
            resources.changed(change.params.viewModel)
            resources.membersChanged()
        default:
            observeEncoded(message)
        }
        scheduleFlush()
    }

    /// Every other message, read back from the JSON it would be written as.
    private func observeEncoded(_ message: consuming OutgoingMessage) {
        guard case .object(let object) = try? JSONParser.parse(message.payload.compactJSON) else { return }
        let params = object["params"] ?? .null
        let viewModel = params["viewModel"]?.stringValue
        if let id = object["id"], let method = object["method"]?.stringValue {
            ask(id: id, method: method, params: params)
            return
        }
        switch object["method"]?.stringValue {
        case ViewModelEvent.method?:
            eventRaised(params)
        case NavigationPush.method?:
            pushed(params)
        case NavigationDidPop.method?:
            resources.navigationChanged()
        case ViewModelDidDispose.method?:
            if let viewModel { resources.disposed(viewModel) }
        case ProgressNotification.method?:
            progressed(params)
        case CancelRequestNotification.method?:
            if let id = params["id"] { notify(MCPMethod.cancelled, ["requestId": id, "reason": "the view model stopped waiting"]) }
        case AnswerRefused.method?:
            Log.warning("an elicitation's answer was refused: \(params)")
        default:
            break
        }
    }

    private func eventRaised(_ params: JSONValue) {
        for watch in watches where watch.viewModel == params["viewModel"]?.stringValue { watch.events.append(params) }
        guard logLevel <= .info else { return }
        let logger = params["viewModel"]?.stringValue ?? "view model"
        notify(MCPMethod.logMessage, ["level": .string(MCPLogLevel.info.rawValue), "logger": .string(logger), "data": params])
    }

    private func pushed(_ params: JSONValue) {
        guard let snapshot = params["viewModel"], let id = snapshot["id"]?.stringValue else { return }
        for watch in watches where watch.viewModel == params["from"]?.stringValue { watch.pushed.append(snapshot) }
        _ = try? host.bind(BindRequest.Params(viewModel: id, properties: [], commands: [], collections: [], events: true))
        resources.navigationChanged()
    }

    private func progressed(_ params: JSONValue) {
        guard let token = params["token"], let value = params["value"] else { return }
        if let update = progressTokens[token]?.update(value) { notify(MCPMethod.progress, update) }
    }

    /// A question of a view model's: an elicitation where the agent takes one, else refused so that
    /// the view model's default stands (only claimed kinds are ever asked).
    private func ask(id: JSONValue, method: String, params: JSONValue) {
        guard let request = elicitation.request(id: id, method: method, params: params) else {
            host.receive(answer: Response(id: RequestID(json: id), error: .methodNotFound(method)))
            return
        }
        send(.request(request))
    }
}
