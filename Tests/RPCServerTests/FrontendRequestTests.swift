import MVVMTesting
import Protocol
import Testing
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

/// Requests from the server to the frontend, and the progress of long commands (SPEC §12,
/// protocol.md §18–19), over the wire with `Questioner`.
@MainActor
@Suite("Requests to the frontend, and progress", .timeLimit(.minutes(5)))
struct FrontendRequestTests {
    static let every: JSONValue = [
        "frontendRequests": ["window/showMessageRequest", "window/showDocument", "frontend/choose", "frontend/input", "test/pick"]
    ]

    private func server(claims capabilities: JSONValue? = every, arguments: [String] = []) async throws -> (TestServer, String) {
        var catalog = ViewModelCatalog()
        catalog.register(Questioner.self) { _, frontend in Questioner(frontend: frontend) }
        let server = try await TestServer.initialized(
            catalog: catalog, options: try ServerOptions(arguments: arguments), capabilities: capabilities)
        let id = try #require(await server.createBound("Questioner"))
        return (server, id)
    }

    private func execute(_ command: String, on id: String, _ server: TestServer, input: JSONValue? = nil, token: JSONValue? = nil) -> JSONValue {
        var params: JSONObject = ["viewModel": .string(id), "command": .string(command)]
        params["input"] = input
        params["workDoneToken"] = token
        return server.client.start("command/execute", .object(params))
    }

    /// Reads until the server's next request, which it returns.
    private func nextRequest(_ server: TestServer) async -> JSONValue? {
        while let message = await server.client.next() {
            if message["method"] != nil, message["id"] != nil { return message }
        }
        return nil
    }

    @Test("a confirmation is LSP's window/showMessageRequest to the letter, and the chosen button comes back")
    func confirmation() async throws {
        let (server, id) = try await server()
        server.client.answer("window/showMessageRequest", with: .result(["title": "Delete"]))
        let asked = await server.client.exchange(until: execute("confirm", on: id, server))
        let request = try #require(asked.requests.first)
        #expect(request["method"] == "window/showMessageRequest")
        #expect(request["id"] == 1)
        #expect(request["params"] == ["type": 3, "message": "Delete 3 todos?", "actions": [["title": "Delete"], ["title": "Keep"]]])
        #expect(asked.result?["output"] == "Delete frontend")
        #expect(asked.notifications("property/didChange").first?["value"] == "Delete", "what the answer caused comes before the response")
    }

    @Test(
        "each built-in kind carries the asker's id unless it is LSP's, and its answer comes back typed",
        arguments: [
            ("choose", "frontend/choose", ScriptedAnswer.result(2), "2 frontend"),
            ("type", "frontend/input", .result("s3cret"), "s3cret frontend"),
            ("type", "frontend/input", .result(.null), "null frontend"),
            ("open", "window/showDocument", .result(["success": true]), "true frontend"),
            ("pick", "test/pick", .result(4), "4 frontend"),
        ])
    func kinds(command: String, method: String, answer: ScriptedAnswer, output: JSONValue) async throws {
        let (server, id) = try await server()
        server.client.answer(method, with: answer)
        let asked = await server.client.exchange(until: execute(command, on: id, server))
        let params = try #require(asked.requests.first?["params"])
        #expect(asked.requests.first?["method"] == .string(method))
        #expect((params["viewModel"] == .string(id)) == !method.hasPrefix("window/"))
        #expect(asked.result?["output"] == output)
    }

    @Test("the params of the built-in kinds are as protocol.md shows them")
    func params() async throws {
        let (server, id) = try await server()
        server.client.answer("frontend/choose", with: .result(0))
        server.client.answer("frontend/input", with: .result("x"))
        server.client.answer("window/showDocument", with: .result(["success": false]))
        let chose = await server.client.exchange(until: execute("choose", on: id, server))
        #expect(chose.requests.first?["params"] == ["title": "Colour", "items": ["red", "green", "blue"], "selected": 1, "viewModel": .string(id)])
        let typed = await server.client.exchange(until: execute("type", on: id, server))
        #expect(typed.requests.first?["params"] == ["prompt": "Password", "value": "", "secret": true, "viewModel": .string(id)])
        let opened = await server.client.exchange(until: execute("open", on: id, server))
        #expect(opened.requests.first?["params"] == ["uri": "https://example.com/help", "external": true])
    }

    @Test("a kind the client did not claim is never sent: the view model gets its default at once")
    func notClaimed() async throws {
        let (server, id) = try await server(claims: ["frontendRequests": ["frontend/input"]])
        let asked = await server.client.exchange(until: execute("confirm", on: id, server))
        #expect(asked.requests.isEmpty)
        #expect(asked.result?["output"] == "Keep notClaimed")
        let chose = await server.client.exchange(until: execute("choose", on: id, server))
        #expect(chose.result?["output"] == "1 notClaimed")
    }

    @Test("LSP's own capabilities claim LSP's requests")
    func lspCapabilities() async throws {
        let (server, id) = try await server(claims: ["window": ["showMessage": [:], "showDocument": ["support": true]]])
        server.client.answer("window/showMessageRequest", with: .result(.null))
        server.client.answer("window/showDocument", with: .result(["success": true]))
        #expect(await server.client.exchange(until: execute("confirm", on: id, server)).result?["output"] == "null frontend")
        #expect(await server.client.exchange(until: execute("open", on: id, server)).result?["output"] == "true frontend")
        #expect(await server.client.exchange(until: execute("type", on: id, server)).result?["output"] == "null notClaimed")
    }

    @Test("an error answer fails the command with the client's message")
    func errorAnswer() async throws {
        let (server, id) = try await server()
        server.client.answer("frontend/input", with: .error(code: -32601, message: "no prompt here"))
        let asked = await server.client.exchange(until: execute("type", on: id, server))
        #expect(asked.error?["data"]?["kind"] == "commandFailed")
        #expect(asked.error?["data"]?["message"]?.stringValue?.contains("no prompt here") == true)
    }

    @Test("a malformed answer is refused back with InvalidValue and fails the command; the session goes on")
    func malformedAnswer() async throws {
        let (server, id) = try await server()
        server.client.answer("window/showMessageRequest", with: .result("yes"))
        let asked = await server.client.exchange(until: execute("confirm", on: id, server))
        let refused = try #require(asked.notifications("frontend/answerRefused").first)
        #expect(refused["id"] == 1)
        #expect(refused["error"]?["code"] == .integer(Int64(ErrorCode.invalidValue.rawValue)))
        #expect(refused["error"]?["data"]?["expected"] != nil)
        #expect(asked.error?["data"]?["kind"] == "commandFailed")
        server.client.answer("window/showMessageRequest", with: .result(["title": "Keep"]))
        #expect(await server.client.exchange(until: execute("confirm", on: id, server)).result?["output"] == "Keep frontend")
    }

    @Test("an answer twice, or to an id never asked, is refused with InvalidRequest and changes nothing")
    func strayAnswers() async throws {
        let (server, id) = try await server()
        let executing = execute("type", on: id, server)
        let request = try #require(await nextRequest(server))
        server.client.respond(to: request, with: .result("first"))
        #expect(await server.client.exchange(until: executing).result?["output"] == "first frontend")
        for stray in [request, ["id": 99] as JSONValue, ["id": "1"]] {
            server.client.respond(to: stray, with: .result("again"))
            let refused = await server.client.next()
            #expect(refused?["method"] == "frontend/answerRefused")
            #expect(refused?["params"]?["id"] == stray["id"])
            #expect(refused?["params"]?["error"]?["code"] == .integer(Int64(ErrorCode.invalidRequest.rawValue)))
        }
        let snapshot = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(snapshot.result?["viewModel"]?["properties"]?["lastAnswer"] == "first")
    }

    @Test("silence ends at the timeout on the controlled clock: the question is withdrawn and the default stands in")
    func timeout() async throws {
        let (server, id) = try await server(arguments: ["--clock", "controlled"])
        let executing = execute("pick", on: id, server)
        let request = try #require(await nextRequest(server))
        let early = await server.client.request("clock/advance", ["milliseconds": 9_999])
        #expect(early.notifications("$/cancelRequest").isEmpty)
        let late = await server.client.request("clock/advance", ["milliseconds": 1])
        #expect(late.notifications("$/cancelRequest") == [["id": request["id"]!]])
        let answered = late.before.firstIndex { $0["id"] == executing && $0["method"] == nil }
        #expect(answered.map { late.before[$0]["result"]?["output"] } == "1 timedOut", "answered before the advance")
        #expect(late.methods.first == "$/cancelRequest", "withdrawn before the command answers")
    }

    @Test("the default timeout is five minutes")
    func defaultTimeout() async throws {
        let (server, id) = try await server(arguments: ["--clock", "controlled"])
        let executing = execute("type", on: id, server)
        _ = try #require(await nextRequest(server))
        #expect(await server.client.request("clock/advance", ["milliseconds": 299_999]).notifications("$/cancelRequest").isEmpty)
        let late = await server.client.request("clock/advance", ["milliseconds": 1])
        #expect(late.before.contains { $0["id"] == executing && $0["result"]?["output"] == "null timedOut" })
    }

    @Test("disposing the asker withdraws its question and cancels the command; a late answer is refused")
    func askerDisposed() async throws {
        let (server, id) = try await server()
        let executing = execute("type", on: id, server)
        let request = try #require(await nextRequest(server))
        let disposed = await server.client.request("viewModel/dispose", ["viewModel": .string(id)])
        #expect(disposed.notifications("$/cancelRequest") == [["id": request["id"]!]])
        #expect(await server.client.exchange(until: executing).errorCode == Int64(ErrorCode.requestCancelled.rawValue))
        server.client.respond(to: request, with: .result("late"))
        #expect(await server.client.next()?["method"] == "frontend/answerRefused")
    }

    @Test("cancelling the command withdraws its question")
    func commandCancelled() async throws {
        let (server, id) = try await server()
        let executing = execute("type", on: id, server)
        let request = try #require(await nextRequest(server))
        server.client.notify("$/cancelRequest", ["id": executing])
        let cancelled = await server.client.exchange(until: executing)
        #expect(cancelled.notifications("$/cancelRequest") == [["id": request["id"]!]])
        #expect(cancelled.errorCode == Int64(ErrorCode.requestCancelled.rawValue))
    }

    @Test("under latest, a new execution withdraws the question of the one it supersedes")
    func latestPolicy() async throws {
        let (server, id) = try await server()
        let first = execute("confirmLatest", on: id, server)
        let firstRequest = try #require(await nextRequest(server))
        let second = execute("confirmLatest", on: id, server)
        let superseded = await server.client.exchange(until: first)
        #expect(superseded.errorCode == Int64(ErrorCode.requestCancelled.rawValue))
        #expect(superseded.notifications("$/cancelRequest") == [["id": firstRequest["id"]!]])
        let secondRequest = try #require(superseded.requests.first)
        server.client.respond(to: secondRequest, with: .result(["title": "Delete"]))
        #expect(await server.client.exchange(until: second).result?["output"] == "Delete frontend")
    }

    @Test("in sequential mode an answer overtakes the messages waiting behind the execution that asked")
    func sequential() async throws {
        let (server, id) = try await server(arguments: ["--sequential"])
        let executing = execute("type", on: id, server)
        let describing = server.client.start("viewModel/get", ["viewModel": .string(id)])
        let request = try #require(await nextRequest(server))
        server.client.respond(to: request, with: .result("typed"))
        #expect(await server.client.exchange(until: executing).result?["output"] == "typed frontend")
        #expect(await server.client.exchange(until: describing).result?["viewModel"]?["properties"]?["lastAnswer"] == "typed")
    }

    @Test("in sequential mode an answer piped before its question is asked waits for it")
    func pipedAnswer() async throws {
        let (server, id) = try await server(arguments: ["--sequential"])
        let first = execute("type", on: id, server)
        let second = execute("type", on: id, server)
        server.client.send(["jsonrpc": "2.0", "id": 2, "result": "second"])
        server.client.send(["jsonrpc": "2.0", "id": 1, "result": "first"])
        let answered = await server.client.exchange(until: first)
        #expect(answered.result?["output"] == "first frontend")
        #expect(await server.client.exchange(until: second).result?["output"] == "second frontend")
    }

    @Test("with a work-done token the client gets begin, the reports and end, the end before the response")
    func progress() async throws {
        let (server, id) = try await server()
        server.client.answer("frontend/input", with: .result("yes"))
        let worked = await server.client.exchange(until: execute("work", on: id, server, input: 2, token: "w1"))
        let values = worked.notifications("$/progress").map { $0["value"]! }
        #expect(worked.notifications("$/progress").allSatisfy { $0["token"] == "w1" })
        #expect(
            values == [
                ["kind": "begin", "title": "work", "cancellable": true],
                ["kind": "report", "message": "starting", "percentage": 0],
                ["kind": "report", "message": "step 1", "percentage": 50],
                ["kind": "report", "message": "step 2", "percentage": 100],
                ["kind": "end"],
            ])
        #expect(worked.methods.last == "$/progress", "end comes last, before the response")
        #expect(worked.result?["output"] == "yes frontend")
    }

    @Test("a burst of reports is coalesced like property changes: the latest stands, begin and end stay")
    func coalescedProgress() async throws {
        let (server, id) = try await server()
        let counted = await server.client.exchange(until: execute("count", on: id, server, input: 20_000, token: "c"))
        let values = counted.notifications("$/progress").map { $0["value"]! }
        let reports = values.filter { $0["kind"] == "report" }
        #expect(values.first?["kind"] == "begin" && values.last?["kind"] == "end")
        #expect(reports.count < 20_000, "\(reports.count) reports")
        #expect(reports.last == ["kind": "report", "message": "step 20000", "percentage": 100])
        #expect(counted.result?["output"] == 20_000)
    }

    @Test("without a token nothing of progress is sent; a token in use is refused")
    func noToken() async throws {
        let (server, id) = try await server()
        server.client.answer("frontend/input", with: .result("a"))
        let worked = await server.client.exchange(until: execute("work", on: id, server, input: 1))
        #expect(worked.notifications("$/progress").isEmpty)
        let running = execute("work", on: id, server, input: 1, token: 7)
        let request = try #require(await nextRequest(server))
        let second = await server.client.exchange(until: execute("confirm", on: id, server, token: 7))
        #expect(second.errorCode == Int64(ErrorCode.invalidParams.rawValue))
        server.client.respond(to: request, with: .result("b"))
        #expect(await server.client.exchange(until: running).result?["output"] == "b frontend")
        let bad = await server.client.exchange(until: execute("confirm", on: id, server, token: 1.5))
        #expect(bad.errorCode == Int64(ErrorCode.invalidParams.rawValue))
    }

    @Test("an execution the command refuses reports no progress")
    func refusedExecution() async throws {
        let (server, id) = try await server()
        let refused = await server.client.exchange(until: execute("count", on: id, server, input: "many", token: "r"))
        #expect(refused.error?["data"]?["kind"] == "invalidValue")
        #expect(refused.notifications("$/progress").isEmpty)
    }

    @Test("describe lists the questions a type asks with their schemas, and which commands report progress")
    func described() async throws {
        let (server, _) = try await server()
        let described = await server.client.request("viewModel/describe", ["type": "Questioner"])
        let type = try #require(described.result?["types"]?.arrayValue?.first)
        let requests = type["requests"]?.arrayValue ?? []
        #expect(requests.map { $0["method"] } == ["window/showMessageRequest", "frontend/choose", "frontend/input", "window/showDocument", "test/pick"])
        #expect(requests.allSatisfy { $0["paramsSchema"] != nil && $0["answerSchema"] != nil && $0["doc"] != "" })
        let commands = type["commands"]?.arrayValue ?? []
        #expect(commands.filter { $0["progress"] == true }.map { $0["name"] } == ["work", "count"])
    }

    @Test("when input ends, a waiting question is withdrawn and the session ends")
    func inputEnds() async throws {
        let (server, id) = try await server()
        _ = execute("type", on: id, server)
        _ = try #require(await nextRequest(server))
        server.client.closeInput()
        var rest: [JSONValue] = []
        while let message = await server.client.next() { rest.append(message) }
        #expect(rest.contains { $0["method"] == "$/cancelRequest" })
        #expect(rest.contains { $0["error"]?["code"] == .integer(Int64(ErrorCode.requestCancelled.rawValue)) })
        #expect(await server.status.value == 1)
    }
}

@MainActor
@Suite("The built-in request kinds")
struct FrontendRequestKindTests {
    @Test("their stated schemas are the ones their types derive")
    func statedSchemas() throws {
        func check<Request: FrontendRequest>(_ type: Request.Type) throws {
            let stated = try #require(BuiltInRequestSchemas.schemas(of: type))
            #expect(stated.params == (try ValueCodec<Request>.resolve().schema), "\(type)")
            #expect(stated.answer == (try ValueCodec<Request.Answer>.resolve().schema), "\(type)")
        }
        try check(Confirmation.self)
        try check(ShowDocument.self)
        try check(Choice.self)
        try check(TextInput.self)
        #expect(BuiltInRequestSchemas.schemas(of: Questioner.Pick.self) == nil)
    }

    @Test("their methods are the ones the protocol lists")
    func methods() {
        #expect(
            [Confirmation.method, ShowDocument.method, Choice.method, TextInput.method] == MethodRegistry.serverRequests)
    }
}

/// A kind of question whose params are not an object, which the catalog refuses.
private enum Shade: String, FrontendRequest, CaseIterable {
    case light, dark
    static let method = "test/shade"
    var defaultAnswer: Bool { false }
}

/// A view model that declares `Shade`.
@MainActor
private final class ShadeAsker: ViewModel {
    static let declaration = Declaration<ShadeAsker>(doc: "Asks a shade.", .asks(Shade.self, doc: "Which shade."))
}

@MainActor
@Suite("Declared kinds of question")
struct DeclaredRequestTests {
    @Test("a kind whose params are not an object stops the server at start-up, naming the type and kind")
    func paramsNotAnObject() {
        var catalog = ViewModelCatalog()
        catalog.register(ShadeAsker.self) { _, _ in ShadeAsker() }
        #expect {
            _ = try TestServer(catalog: catalog)
        } throws: { error in
            "\(error)".contains("ShadeAsker asks test/shade: Shade must encode as an object")
        }
    }
}

@MainActor
@Suite("Questions leave nothing behind")
struct QuestionLifetimeTests {
    /// Questioners made by the catalog, remembered weakly.
    private final class Made {
        var questioners: [() -> Questioner?] = []
    }

    /// A host whose client answers text input, with Questioners remembered in `made`.
    private func host(_ made: Made) -> ViewModelHost {
        var catalog = ViewModelCatalog()
        catalog.register(Questioner.self) { _, frontend in
            let questioner = Questioner(frontend: frontend)
            made.questioners.append { [weak questioner] in questioner }
            return questioner
        }
        let host = ViewModelHost(catalog: catalog, clock: TestClock())
        host.questions.claimed = [TextInput.method]
        return host
    }

    @Test("disposing an asker with a question waiting ends the question and releases the asker")
    func disposedAsker() async throws {
        let made = Made()
        let host = host(made)
        let id = try host.create(CreateRequest.Params(type: "Questioner")).id
        let asking = Task.immediate { @MainActor in
            try await host.execute(ExecuteCommandRequest.Params(viewModel: id, command: "type"))
        }
        #expect(!host.questions.isEmpty)
        try host.dispose(id)
        #expect(host.questions.isEmpty)
        switch await asking.result {
        case .success(let output): Issue.record("expected a cancellation, got \(output)")
        case .failure(let error): #expect(error as? ResponseError == .requestCancelled())
        }
        #expect(made.questioners.allSatisfy { $0() == nil })
    }

    @Test("an answered question leaves no entry and no timer")
    func answered() async throws {
        let clock = TestClock()
        var catalog = ViewModelCatalog()
        catalog.register(Questioner.self) { _, frontend in Questioner(frontend: frontend) }
        let host = ViewModelHost(catalog: catalog, clock: clock)
        host.questions.claimed = [TextInput.method]
        let id = try host.create(CreateRequest.Params(type: "Questioner")).id
        let asking = Task.immediate { @MainActor in
            try await host.execute(ExecuteCommandRequest.Params(viewModel: id, command: "type"))
        }
        #expect(clock.pendingSleeps == 1, "the question's timeout")
        host.receive(answer: Response(id: 1, result: .success("typed")))
        #expect(try await asking.value == "typed frontend")
        #expect(host.questions.isEmpty)
        #expect(clock.pendingSleeps == 0)
    }
}
