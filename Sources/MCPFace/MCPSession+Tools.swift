import Protocol

/// `tools/call`: what a tool does to the host, and its result. A tool that exists but cannot do
/// what was asked (bad arguments, a disabled command, a failed one) answers a result marked
/// `isError` with the reason, which the agent reads and can act on; an unknown tool is a protocol
/// error, as MCP says.
extension MCPSession {
    func call(_ request: Request) {
        let params = request.params?.objectValue ?? [:]
        let name = params["name"]?.stringValue ?? ""
        guard let tool = tools.tool(named: name) else {
            send(.response(Response(id: request.id, error: .invalidParams("Unknown tool: \(name)"))))
            return
        }
        let arguments = params["arguments"]?.objectValue ?? [:]
        let unknown = arguments.keys.filter { !tool.argumentNames.contains($0) }
        guard unknown.isEmpty else {
            let takes = tool.argumentNames.isEmpty ? "it takes none" : "it takes " + tool.argumentNames.joined(separator: ", ")
            let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
            send(.response(Response(id: request.id, result: Self.outcome { () throws(ResponseError) in
                throw ResponseError.invalidParams("\(name) has no argument \(names): \(takes)")
            })))
            return
        }
        guard case .execute(let type, let command) = tool else {
            send(.response(Response(id: request.id, result: Self.outcome { () throws(ResponseError) in try run(tool, arguments) })))
            return
        }
        let token = params["_meta"]?["progressToken"]
        let call = MCPRunningCall(progressToken: token)
        running[request.id] = call
        call.task = Task.immediate { @MainActor in
            let result = await self.execute(type: type, command: command, arguments, progressToken: token)
            guard self.running[request.id] === call, !Task.isCancelled else { return }
            self.running[request.id] = nil
            self.send(.response(Response(id: request.id, result: result)))
            self.flush()
        }
    }

    /// The tools that answer at once.
    private func run(_ tool: MCPTool, _ arguments: JSONObject) throws(ResponseError) -> JSONObject {
        switch tool {
        case .create(let type, _):
            let given = arguments["arguments"] ?? .null
            guard given.isNull || given.objectValue != nil else {
                throw ResponseError.invalidParams("arguments must be an object of the type's own arguments")
            }
            return ["viewModel": watched(try host.create(CreateRequest.Params(type: type, arguments: given.objectValue)))]
        case .set(let type, let property):
            let id = try viewModel(arguments, of: type)
            guard let value = arguments["value"] else { throw ResponseError.invalidParams("value is missing") }
            let watch = MCPCallWatch(viewModel: id)
            watches.append(watch)
            defer { watches.removeAll { $0 === watch } }
            _ = try host.setProperty(SetPropertyRequest.Params(viewModel: id, property: property.name, value: value))
            var result: JSONObject = ["viewModel": try host.snapshot(of: id).json, "events": .array(watch.events)]
            if !property.pushes.isEmpty { result["pushed"] = .array(watch.pushed) }
            return result
        case .pop:
            let id = try viewModel(arguments, of: nil)
            try host.pop(id)
            return ["disposed": .string(id)]
        case .dispose:
            let id = try viewModel(arguments, of: nil)
            try host.dispose(id)
            resources.disposed(id)
            return ["disposed": .string(id)]
        case .page:
            let id = try viewModel(arguments, of: nil)
            guard let collection = arguments["collection"]?.stringValue else {
                throw ResponseError.invalidParams("collection is missing: pass the name of one of \(id)'s collections")
            }
            guard let offset = arguments["offset"]?.int64Value, offset >= 0 else {
                throw ResponseError.invalidParams("offset must be an index: 0 or more")
            }
            let count = try pageCount(arguments["count"], of: collection, in: id)
            let shown = try host.window(
                WindowRequest.Params(
                    viewModel: id, collection: collection, window: CollectionWindow(offset: Int(offset), count: count)))
            return ["total": .integer(Int64(shown.total)), "offset": .integer(Int64(shown.offset)), "items": .array(shown.items)]
        case .execute:
            preconditionFailure("execute answers later")
        }
    }

    private func execute(
        type: String, command: CommandDescription, _ arguments: JSONObject, progressToken: JSONValue?
    ) async -> Result<JSONValue, ResponseError> {
        let id: String
        do {
            id = try viewModel(arguments, of: type)
        } catch {
            return Self.outcome { () throws(ResponseError) in throw error }
        }
        let watch = MCPCallWatch(viewModel: id)
        watches.append(watch)
        defer { watches.removeAll { $0 === watch } }
        if let progressToken { progressTokens[progressToken] = MCPProgress(token: progressToken) }
        defer { if let progressToken { progressTokens[progressToken] = nil } }
        let params = ExecuteCommandRequest.Params(
            viewModel: id, command: command.name, input: arguments["input"], workDoneToken: progressToken)
        let outcome: Result<JSONValue, ResponseError>
        do {
            outcome = .success(try await host.execute(params))
        } catch {
            outcome = .failure(error)
        }
        return Self.outcome { () throws(ResponseError) in
            var result: JSONObject = ["output": try outcome.get()]
            if let snapshot = try? host.snapshot(of: id) { result["viewModel"] = snapshot.json }
            result["pushed"] = .array(watch.pushed)
            result["events"] = .array(watch.events)
            return result
        }
    }

    /// A snapshot the agent is given of a view model it now holds, whose events are bound so that
    /// the calls on it report them.
    private func watched(_ snapshot: Snapshot) -> JSONValue {
        _ = try? host.bind(BindRequest.Params(viewModel: snapshot.id, properties: [], commands: [], collections: [], events: true))
        resources.membersChanged()
        return snapshot.json
    }

    /// The live view model the arguments name, which must be of `type` when one is given.
    /// The rows a page shows: `given`, or the collection's page size.
    private func pageCount(_ given: JSONValue?, of collection: String, in id: String) throws(ResponseError) -> Int {
        guard let given, !given.isNull else {
            return host.unwindowed.window(for: collection, in: try host.lookUp(id).layout)?.count ?? MCPSession.pageSize
        }
        guard let count = given.int64Value, count >= 0 else { throw ResponseError.invalidParams("count must be 0 or more") }
        return Int(count)
    }

    private func viewModel(_ arguments: JSONObject, of type: String?) throws(ResponseError) -> String {
        guard let given = arguments["viewModel"] else {
            throw ResponseError.invalidParams("viewModel is missing: pass the id of a live view model, such as vm-1")
        }
        guard let id = given.stringValue else {
            throw ResponseError.invalidParams("viewModel is \(given), not a view model's id: pass one as a string, such as \"vm-1\"")
        }
        let entry = try host.lookUp(id)
        if let type, entry.layout.name != type {
            let actual = entry.layout.name
            throw ResponseError.invalidParams(
                "\(id) is \(actual.withIndefiniteArticle), not \(type.withIndefiniteArticle): use the \(actual) tools")
        }
        return id
    }

    /// A tool's result: its structured content, also as text for agents that read only text, or the
    /// error as a result marked `isError`.
    static func outcome(_ body: () throws(ResponseError) -> JSONObject) -> Result<JSONValue, ResponseError> {
        do {
            let structured = JSONValue.object(try body())
            return .success(["content": [["type": "text", "text": .string(structured.description)]], "structuredContent": structured])
        } catch {
            var text = error.message
            if error.data.count > 1 { text += " " + JSONValue.object(error.data).description }
            return .success(["content": [["type": "text", "text": .string(text)]], "isError": true])
        }
    }
}
