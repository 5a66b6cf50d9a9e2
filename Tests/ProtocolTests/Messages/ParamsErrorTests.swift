import Testing

@testable import Protocol

@Suite("Typed params report exactly what was wrong")
struct ParamsErrorTests {
    @Test(
        "wrong or missing members name the method and the member",
        arguments: [
            (#"{"viewModel":1,"property":"p","value":1}"#, "property/set: 'viewModel' must be a string"),
            (#"{"property":"p","value":1}"#, "property/set: 'viewModel' is required"),
            (#"{"viewModel":"v","property":"p"}"#, "property/set: 'value' is required"),
            (#"{"viewModel":null,"property":"p","value":1}"#, "property/set: 'viewModel' must be a string"),
            ("[1,2]", "property/set: params must be an object"),
        ]
    )
    func setProperty(json: String, message: String) throws {
        #expect(try decodingFailure(SetPropertyRequest.Params.self, json) == message)
    }

    @Test("nested members are named by their path")
    func nestedPaths() throws {
        #expect(
            try decodingFailure(InitializeRequest.Params.self, #"{"protocolVersion":"1.0","clientInfo":{"name":3}}"#)
                == "initialize: 'clientInfo.name' must be a string")
        #expect(
            try decodingFailure(InitializeRequest.Params.self, #"{"protocolVersion":"1.0","clientInfo":"nvim"}"#)
                == "initialize: 'clientInfo' must be an object")
        #expect(
            try decodingFailure(BindRequest.Params.self, #"{"viewModel":"v","properties":["a",2]}"#)
                == "viewModel/bind: 'properties[1]' must be a string")
        #expect(
            try decodingFailure(
                CollectionDidChange.Params.self,
                #"{"viewModel":"v","collection":"c","version":1,"changes":[{"op":"shuffle"}]}"#)
                == "collection/didChange: 'changes[0].op' must be one of insert, remove, replace, move, reset")
        #expect(
            try decodingFailure(
                CollectionDidChange.Params.self,
                #"{"viewModel":"v","collection":"c","version":1,"changes":[{"op":"remove","index":-1,"count":1}]}"#)
                == "collection/didChange: 'changes[0].index' must be a non-negative integer")
        #expect(
            try decodingFailure(GetRequest.Result.self, #"{"viewModel":{"id":"v","type":"T","version":"1"}}"#)
                == "viewModel/get result: 'viewModel.version' must be an integer")
        #expect(
            try decodingFailure(
                BindResult.self, #"{"version":1,"properties":{},"commands":{"go":{"enabled":true}},"collections":{}}"#)
                == "viewModel/bind result: 'commands.go.executing' is required")
        #expect(
            try decodingFailure(
                DescribeRequest.Result.self,
                #"{"types":[{"name":"T","properties":[1],"commands":[],"collections":[],"events":[]}]}"#)
                == "viewModel/describe result: 'types[0].properties[0]' must be an object")
    }

    @Test("shared types decoded on their own name the type")
    func standaloneTypes() throws {
        #expect(try decodingFailure(Snapshot.self, #"{"id":"v"}"#) == "Snapshot: 'type' is required")
        #expect(try decodingFailure(CommandState.self, "3") == "CommandState: must be an object")
        #expect(
            try decodingFailure(CollectionChange.self, #"{"op":"move","from":0}"#)
                == "CollectionChange: 'to' is required")
    }

    @Test("other wrong kinds say what was expected")
    func otherKinds() throws {
        #expect(
            try decodingFailure(CancelRequestNotification.Params.self, #"{"id":true}"#)
                == "$/cancelRequest: 'id' must be a string or a number")
        #expect(
            try decodingFailure(BindRequest.Params.self, #"{"viewModel":"v","events":"yes"}"#)
                == "viewModel/bind: 'events' must be a boolean")
        #expect(
            try decodingFailure(BindRequest.Params.self, #"{"viewModel":"v","commands":"all"}"#)
                == "viewModel/bind: 'commands' must be an array of strings")
        #expect(
            try decodingFailure(CreateRequest.Params.self, #"{"type":"T","arguments":[1]}"#)
                == "viewModel/create: 'arguments' must be an object")
        #expect(
            try decodingFailure(
                PropertyDidChange.Params.self, #"{"viewModel":"v","property":"p","value":1,"version":1.5}"#)
                == "property/didChange: 'version' must be an integer")
        #expect(try decodingFailure(ShutdownRequest.Result.self, "{}") == "shutdown result: must be null")
    }

    @Test("optional members may be null, and unknown members are ignored")
    func lenience() throws {
        let params = try BindRequest.Params(
            json: try JSONParser.parse(#"{"viewModel":"v","properties":null,"events":null,"future":{"x":1}}"#))
        #expect(params == BindRequest.Params(viewModel: "v"))
        let initialize = try InitializeRequest.Params(
            json: try JSONParser.parse(#"{"protocolVersion":"1.0","clientInfo":null,"trace":"off"}"#))
        #expect(initialize == InitializeRequest.Params(protocolVersion: "1.0"))
        let execute = try ExecuteCommandRequest.Params(
            json: try JSONParser.parse(#"{"viewModel":"v","command":"c","input":null}"#))
        #expect(execute.input == nil)
    }

    @Test("an integer-valued double is accepted where an integer is expected")
    func integralDoubles() throws {
        let result = try SetPropertyRequest.Result(json: ["version": 3.0])
        #expect(result.version == 3)
    }

    @Test("absent params decode as {} only when every member is optional")
    func absentParams() throws {
        #expect(try DescribeRequest.Params(params: nil) == DescribeRequest.Params())
        #expect(throws: ResponseError.invalidParams("viewModel/get: 'viewModel' is required")) {
            try GetRequest.Params(params: nil)
        }
    }

    @Test("params null decode exactly as omitted params, for every client message")
    func nullParams() {
        for type in MethodRegistry.requestTypes {
            #expect(requestOutcome(type, params: .null) == requestOutcome(type, params: nil), "\(type.method)")
        }
        for type in MethodRegistry.clientNotificationTypes {
            #expect(
                notificationOutcome(type, params: .null) == notificationOutcome(type, params: nil), "\(type.method)")
        }
        #expect(requestOutcome(ShutdownRequest.self, params: .null) == "{}")
        #expect(notificationOutcome(ExitNotification.self, params: .null) == "{}")
    }

    private func requestOutcome<Request: RequestType>(_ type: Request.Type, params: JSONValue?) -> String {
        outcome(Request.Params.self, params: params)
    }

    private func notificationOutcome<Notification: NotificationType>(
        _ type: Notification.Type, params: JSONValue?
    ) -> String {
        outcome(Notification.Params.self, params: params)
    }

    /// The params as they decoded, or the error they got.
    private func outcome<Params: JSONConvertible>(_ type: Params.Type, params: JSONValue?) -> String {
        do {
            return try Params(params: params).json.description
        } catch {
            return "error: \(error.message)"
        }
    }
}
