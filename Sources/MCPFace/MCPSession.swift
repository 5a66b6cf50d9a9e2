import Protocol
import ServerLog
import ServerTransport
import ViewModelHosting
import ViewModels

/// `--mcp`: one agent's conversation in the Model Context Protocol, over the same host a `Session`
/// drives (docs/mcp.md has the mapping and docs/design/mcp.md the reasons).
///
/// Requests are answered in the order they arrive; `tools/call` of a command answers when the
/// command finishes, as `command/execute` does. What the host says between requests becomes MCP's
/// notifications: resource updates and list changes, gathered per turn and sent once each.
@MainActor
package final class MCPSession: Conversation {
    /// The revisions the `initialize` handshake agrees on, oldest first (MCP's own list of handshake
    /// revisions; the stateless 2026 revision has no handshake and is not spoken).
    static let protocolVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]

    let host: ViewModelHost
    /// The rows of a collection an agent is shown at a time when its declaration names no page size.
    static let pageSize = 50
    let identity: ServerIdentity
    let outbox: Outbox
    let endProcess: @MainActor (Int32) -> Void
    let tools: MCPToolCatalog
    let resources = MCPResources()
    let elicitation = MCPElicitation()
    /// What the calls running now have seen happen: events and pushes, by call.
    var watches: [MCPCallWatch] = []
    /// The tool calls that answer later (commands), by the agent's request id.
    var running: [RequestID: MCPRunningCall] = [:]
    /// The agent's progress tokens, by the work-done token the host reports progress under.
    var progressTokens: [JSONValue: MCPProgress] = [:]
    /// The revision agreed in `initialize`; nil before.
    var protocolVersion: String?
    /// The least severe log level the agent wants (`logging/setLevel`).
    var logLevel = MCPLogLevel.info
    var hasEnded = false
    /// Whether a turn's notifications are already scheduled to go out.
    private var isFlushScheduled = false

    package init(
        catalog: ViewModelCatalog, identity: ServerIdentity, outbox: Outbox, clock: TestClock?,
        terminate: @escaping @MainActor (Int32) -> Void
    ) {
        self.identity = identity
        self.outbox = outbox
        self.endProcess = terminate
        self.tools = MCPToolCatalog(descriptions: catalog.descriptions)
        self.host = ViewModelHost(catalog: catalog, clock: clock ?? ContinuousClock())
        host.tell { [weak self] event in self?.observe(event) }
        host.unwindowed = .pages(Self.pageSize)
    }

    package func receive(_ event: consuming InputEvent) {
        guard !hasEnded else { return }
        switch consume event {
        case .frame(.error(let error)):
            send(.response(Response(id: nil, result: .failure(error))))
        case .frame(.message(.batch)):
            send(.response(Response(id: nil, error: .invalidRequest("MCP has no batches since its 2025-06-18 revision: send each message alone"))))
        case .frame(.message(.single(let element))):
            receive(element)
        case .endOfInput:
            stop()
        }
        flush()
    }

    package func disposeAll() {
        host.disposeAll()
    }

    package func stop() {
        guard !hasEnded else { return }
        hasEnded = true
        for call in running.values { call.task?.cancel() }
        host.questions.withdrawAll()
        endProcess(0)
    }

    private func receive(_ element: MessageResult) {
        switch element {
        case .failure(let id, let error):
            send(.response(Response(id: id, result: .failure(error))))
        case .message(.notification(let notification)):
            handle(notification)
        case .message(.response(let response)):
            if let answer = elicitation.answer(to: response) {
                host.receive(answer: answer)
            } else {
                Log.warning("ignoring an answer to \(response.id.map { "\($0)" } ?? "null"), which was never asked")
            }
        case .message(.request(let request)):
            if request.method == MCPMethod.callTool, protocolVersion != nil {
                call(request)
            } else {
                send(.response(Response(id: request.id, result: answer(request))))
            }
        }
    }

    private func answer(_ request: Request) -> Result<JSONValue, ResponseError> {
        do {
            return .success(try handle(request))
        } catch {
            return .failure(error)
        }
    }

    private func handle(_ request: Request) throws(ResponseError) -> JSONValue {
        if request.method == MCPMethod.ping { return [:] }
        if request.method == MCPMethod.initialize { return try initialize(request.params) }
        guard MCPMethod.answered.contains(request.method) else { throw ResponseError.methodNotFound(request.method) }
        guard protocolVersion != nil else { throw ResponseError.serverNotInitialized() }
        let params = request.params?.objectValue ?? [:]
        switch request.method {
        case MCPMethod.listTools:
            return ["tools": .array(tools.definitions())]
        case MCPMethod.listResources:
            return try resources.list(host.live, cursor: params["cursor"]?.stringValue, catalog: tools)
        case MCPMethod.listResourceTemplates:
            return ["resourceTemplates": .array([MCPResources.template])]
        case MCPMethod.readResource:
            return try resources.read(try Self.uri(in: params), host: host)
        case MCPMethod.subscribe:
            let uri = try Self.uri(in: params)
            try resources.subscribe(uri, host: host)
            return [:]
        case MCPMethod.unsubscribe:
            resources.unsubscribe(try Self.uri(in: params))
            return [:]
        case MCPMethod.setLevel:
            guard let name = params["level"]?.stringValue, let level = MCPLogLevel(rawValue: name) else {
                throw ResponseError.invalidParams("logging/setLevel: level is one of \(MCPLogLevel.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            logLevel = level
            return [:]
        default:
            throw ResponseError.methodNotFound(request.method)
        }
    }

    private static func uri(in params: JSONObject) throws(ResponseError) -> String {
        guard let uri = params["uri"]?.stringValue else { throw ResponseError.invalidParams("params.uri is missing") }
        return uri
    }

    private func initialize(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard protocolVersion == nil else { throw ResponseError.invalidRequest("initialize was already received") }
        let requested = params?["protocolVersion"]?.stringValue
        let version = requested.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions.last!
        protocolVersion = version
        host.questions.claimed = elicitation.claims(
            capabilities: params?["capabilities"]?.objectValue, descriptions: tools.descriptions)
        return [
            "protocolVersion": .string(version),
            "capabilities": [
                "tools": ["listChanged": false],
                "resources": ["subscribe": true, "listChanged": true],
                "logging": [:],
            ],
            "serverInfo": ["name": .string(identity.name), "version": .string(identity.version)],
            "instructions": .string(MCPToolCatalog.instructions),
        ]
    }

    private func handle(_ notification: Notification) {
        switch notification.method {
        case MCPMethod.cancelled:
            guard let id = notification.params?["requestId"].flatMap(RequestID.init(json:)) else {
                Log.warning("ignoring notifications/cancelled without a requestId")
                return
            }
            cancel(id)
        case MCPMethod.initialized, MCPMethod.rootsListChanged:
            break
        default:
            Log.debug("ignoring unknown notification \(notification.method)")
        }
    }

    /// Ends a running call: it is not answered, and its progress token is forgotten, so nothing is
    /// said of it any more (MCP: progress only for operations in progress).
    private func cancel(_ id: RequestID) {
        guard let call = running.removeValue(forKey: id) else { return }
        if let token = call.progressToken { progressTokens[token] = nil }
        call.task?.cancel()
    }

    /// Sends one message now, after any turn's notifications still to go.
    func send(_ message: Message) {
        var queue = MessageQueue(capacity: 1)
        queue.append(.single(message))
        outbox.enqueue(moving: &queue)
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(.notification(Notification(method: method, params: params)))
    }

    /// Sends what the turn gathered: resource updates, then list changes, each once.
    func flush() {
        guard !hasEnded else { return }
        for uri in resources.takeUpdated() { notify(MCPMethod.resourceUpdated, ["uri": .string(uri)]) }
        if resources.takeListChanged() { notify(MCPMethod.resourceListChanged, [:]) }
    }

    /// Flushes once the main actor's current job has ended: changes a timer makes between requests
    /// go out together.
    func scheduleFlush() {
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        Task {
            self.isFlushScheduled = false
            self.flush()
        }
    }
}
