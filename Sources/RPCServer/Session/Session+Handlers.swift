import Protocol
import ViewModels

extension Session {
    /// Answers every request but `command/execute`, which runs asynchronously.
    func handle(_ request: Request) throws(ResponseError) -> JSONValue {
        try checkPhase(for: request.method)
        let params = request.params ?? .null
        switch request.method {
        case InitializeRequest.method:
            return try initialize(InitializeRequest.Params(json: params)).json
        case ShutdownRequest.method:
            phase = .shutDown
            return .null
        case DescribeRequest.method:
            let params = try DescribeRequest.Params(json: params)
            return DescribeRequest.Result(types: try host.describe(params.type)).json
        case CreateRequest.method:
            return CreateRequest.Result(viewModel: try host.create(CreateRequest.Params(json: params))).json
        case GetRequest.method:
            return GetRequest.Result(viewModel: try host.snapshot(of: GetRequest.Params(json: params).viewModel)).json
        case BindRequest.method:
            return try host.bind(BindRequest.Params(json: params)).json
        case UnbindRequest.method:
            try host.unbind(UnbindRequest.Params(json: params))
            return [:]
        case DisposeRequest.method:
            try host.dispose(DisposeRequest.Params(json: params).viewModel)
            return [:]
        case PopRequest.method:
            try host.pop(PopRequest.Params(json: params).viewModel)
            return [:]
        case SetPropertyRequest.method:
            let params = try SetPropertyRequest.Params(json: params)
            let outcome = try sendCaused(by: { () throws(ResponseError) in try host.setProperty(params) }) {
                outcome, message in
                outcome.echo != nil && message.coalescingKey == outcome.echo
            }
            return SetPropertyRequest.Result(version: outcome.version).json
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
            guard phase == .running,
                let params = try? CancelRequestNotification.Params(json: notification.params ?? .null)
            else {
                Log.warning("ignoring \(notification.method) with unusable params")
                return
            }
            cancel(params.id)
        default:
            Log.debug("ignoring unknown notification \(notification.method)")
        }
    }

    /// LSP's lifecycle: nothing before `initialize`, nothing but `exit` after `shutdown`.
    func checkPhase(for method: String) throws(ResponseError) {
        switch phase {
        case .awaitingInitialize where method != InitializeRequest.method:
            throw ResponseError.serverNotInitialized()
        case .running where method == InitializeRequest.method:
            throw ResponseError.invalidRequest("initialize was already received")
        case .shutDown:
            throw ResponseError.alreadyShutDown()
        default:
            break
        }
    }

    private func initialize(_ params: InitializeRequest.Params) throws(ResponseError) -> InitializeRequest.Result {
        guard Self.protocolVersions.contains(params.protocolVersion) else {
            throw ResponseError.unsupportedProtocolVersion(params.protocolVersion, supported: Self.protocolVersions)
        }
        phase = .running
        return InitializeRequest.Result(
            protocolVersion: params.protocolVersion,
            serverInfo: InitializeRequest.ServerInfo(name: Self.serverName, version: Self.serverVersion),
            capabilities: [
                "framings": ["lsp", "ndjson"], "batches": true, "cancellation": true,
                "executionPolicies": ["serial", "concurrent", "latest"],
            ],
            viewModelTypes: host.creatableTypeNames)
    }
}
