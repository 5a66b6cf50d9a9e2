import Protocol
import ServerLog
import ServerTransport
import ViewModelHosting
import ViewModels

extension Session {
    /// Answers every request but `command/execute`, which runs asynchronously.
    ///
    /// Returns the typed result, not its `JSONValue`: a single request's answer writes its result
    /// straight into the output (`OutgoingMessage.result`), with no one-member object for a
    /// `property/set` built as a tree, walked and freed (docs/performance.md, "A byte-level JSON
    /// reader and writer").
    func handle(_ request: Request) throws(ResponseError) -> any JSONConvertible {
        try lifecycle.check(initializing: request.method == InitializeRequest.method)
        // A switch over strings compares case by case, each miss a full string comparison: the
        // request clients send most (a set per keystroke) comes first.
        switch request.method {
        case SetPropertyRequest.method:
            return SetPropertyRequest.Result(
                version: try setProperty(SetPropertyRequest.Params(params: request.params)))
        case InitializeRequest.method:
            return try initialize(InitializeRequest.Params(params: request.params))
        case ShutdownRequest.method:
            // In a batch: answered in its place, whatever runs.
            _ = lifecycle.shutdown(request.id, executionsRunning: false)
            return ShutdownRequest.Result()
        case DescribeRequest.method:
            let params = try DescribeRequest.Params(params: request.params)
            return DescribeRequest.Result(types: try host.describe(params.type))
        case CreateRequest.method:
            return CreateRequest.Result(viewModel: try host.create(CreateRequest.Params(params: request.params)))
        case GetRequest.method:
            let params = try GetRequest.Params(params: request.params)
            return GetRequest.Result(viewModel: try host.snapshot(of: params.viewModel, windows: params.windows))
        case BindRequest.method:
            return try host.bind(BindRequest.Params(params: request.params))
        case UnbindRequest.method:
            try host.unbind(UnbindRequest.Params(params: request.params))
            return UnbindRequest.Result()
        case DisposeRequest.method:
            try host.dispose(DisposeRequest.Params(params: request.params).viewModel)
            return DisposeRequest.Result()
        case WindowRequest.method:
            return try host.window(WindowRequest.Params(params: request.params))
        case PopRequest.method:
            try host.pop(PopRequest.Params(params: request.params).viewModel)
            return PopRequest.Result()
        default:
            throw ResponseError.methodNotFound(request.method)
        }
    }

    func handle(_ notification: Notification) {
        switch notification.method {
        case ExitNotification.method:
            exit()
        case InitializedNotification.method:
            break
        case CancelRequestNotification.method:
            do {
                cancel(try CancelRequestNotification.Params(params: notification.params).id)
            } catch {
                Log.warning("ignoring \(notification.method): \(error.message)")
            }
        default:
            Log.debug("ignoring unknown notification \(notification.method)")
        }
    }

    private func initialize(_ params: InitializeRequest.Params) throws(ResponseError) -> InitializeRequest.Result {
        guard Self.protocolVersions.contains(params.protocolVersion) else {
            throw ResponseError.unsupportedProtocolVersion(params.protocolVersion, supported: Self.protocolVersions)
        }
        lifecycle.initialized()
        host.questions.claimed = Questions.claims(in: params.capabilities)
        host.unwindowed = params.defaultWindow.map { .window($0) } ?? .whole
        return InitializeRequest.Result(
            protocolVersion: params.protocolVersion,
            serverInfo: InitializeRequest.ServerInfo(name: identity.name, version: identity.version),
            capabilities: [
                "framings": ["lsp", "ndjson"], "batches": true, "cancellation": true,
                "executionPolicies": ["serial", "concurrent", "latest"], "windows": true,
                "clock": ["controlled": .bool(controlledClock != nil)],
            ],
            viewModelTypes: host.creatableTypeNames)
    }
}

extension Session {
    /// Answers one element synchronously; nil for notifications and the client's answers.
    func answer(_ element: MessageResult) -> Response? {
        switch element {
        case .failure(let id, let error):
            return Response(id: id, result: .failure(error))
        case .message(.notification(let notification)):
            handle(notification)
            return nil
        case .message(.response(let response)):
            host.receive(answer: response)
            return nil
        case .message(.request(let request)):
            do {
                return Response(id: request.id, result: .success(try handle(request).json))
            } catch {
                return Response(id: request.id, result: .failure(error))
            }
        }
    }

    /// Answers a single request synchronously, with its typed result as it is written out.
    func reply(to request: Request) -> OutgoingMessage {
        do {
            return .result(try handle(request), for: request.id)
        } catch {
            return .single(.response(Response(id: request.id, result: .failure(error))))
        }
    }

    /// Answers a set whose params the decoder typed, with the version held in the message itself.
    func reply(toSet params: SetPropertyRequest.Params, id: RequestID) -> OutgoingMessage {
        do {
            try lifecycle.check(initializing: false)
            return .propertySetResult(version: try setProperty(params), for: id)
        } catch {
            return .single(.response(Response(id: id, result: .failure(error))))
        }
    }

    func receive(batch elements: [MessageResult]) {
        let executions = elements.compactMap { element -> Request? in
            guard case .message(.request(let request)) = element, Self.answersLater(request.method)
            else { return nil }
            return request
        }
        guard !executions.isEmpty else {
            isCollecting = true
            let responses = elements.compactMap(answer)
            if !responses.isEmpty { collected.append(.batch(responses.map(Message.response))) }
            flushCollected()
            return
        }
        track(executions.map(\.id)) { @MainActor in
            var responses: [Response] = []
            for element in elements {
                if case .message(.request(let request)) = element, Self.answersLater(request.method) {
                    responses.append(await self.answerLater(request))
                } else if let response = self.answer(element) {
                    responses.append(response)
                }
            }
            return .batch(responses.map(Message.response))
        }
    }
}
