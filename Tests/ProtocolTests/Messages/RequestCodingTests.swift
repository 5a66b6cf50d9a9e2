import Testing

@testable import Protocol

@Suite("Requests code to and from their golden JSON")
struct RequestCodingTests {
    static let snapshot = Snapshot(
        id: "vm-1",
        type: "Player",
        version: 3,
        properties: ["playerName": "Colin", "points": 100.0],
        commands: [("stepUp", CommandState(enabled: true, executing: false))],
        collections: [("items", CollectionSnapshot(version: 1, items: ["a"]))]
    )
    static let snapshotJSON = """
        {"id":"vm-1","type":"Player","version":3,"properties":{"playerName":"Colin","points":100.0},
         "commands":{"stepUp":{"enabled":true,"executing":false}},
         "collections":{"items":{"version":1,"count":1,"items":["a"]}}}
        """

    @Test("initialize")
    func initialize() throws {
        #expect(InitializeRequest.method == "initialize")
        try checkCoding(InitializeRequest.Params(protocolVersion: "1.0"), json: #"{"protocolVersion":"1.0"}"#)
        try checkCoding(
            InitializeRequest.Params(
                protocolVersion: "1.0",
                clientInfo: .init(name: "nvim", version: "0.10"),
                capabilities: ["experimental": true]
            ),
            json:
                #"{"protocolVersion":"1.0","clientInfo":{"name":"nvim","version":"0.10"},"capabilities":{"experimental":true}}"#
        )
        try checkCoding(
            InitializeRequest.Params(protocolVersion: "1.0", clientInfo: .init(name: "py")),
            json: #"{"protocolVersion":"1.0","clientInfo":{"name":"py"}}"#
        )
        try checkCoding(
            InitializeRequest.Result(
                protocolVersion: "1.0",
                serverInfo: .init(name: "mvvm-server", version: "0.1.0"),
                capabilities: [:],
                viewModelTypes: ["Player", "QuoteList"]
            ),
            json:
                #"{"protocolVersion":"1.0","serverInfo":{"name":"mvvm-server","version":"0.1.0"},"capabilities":{},"viewModelTypes":["Player","QuoteList"]}"#
        )
    }

    @Test("shutdown takes nothing and answers null")
    func shutdown() throws {
        #expect(ShutdownRequest.method == "shutdown")
        try checkCoding(ShutdownRequest.Params(), json: "{}")
        #expect(throws: Never.self) { try ShutdownRequest.Params(json: .null) }
        #expect(throws: Never.self) { try ShutdownRequest.Params(params: nil) }
        try checkCoding(ShutdownRequest.Result(), json: "null")
    }

    @Test("viewModel/describe")
    func describe() throws {
        #expect(DescribeRequest.method == "viewModel/describe")
        try checkCoding(DescribeRequest.Params(), json: "{}")
        try checkCoding(DescribeRequest.Params(type: "Player"), json: #"{"type":"Player"}"#)
        #expect(try DescribeRequest.Params(params: nil) == DescribeRequest.Params())
        try checkCoding(
            DescribeRequest.Result(types: [TypeDescription(name: "Empty", doc: "Nothing.")]),
            json:
                #"{"types":[{"name":"Empty","doc":"Nothing.","creatable":true,"properties":[],"commands":[],"collections":[],"events":[]}]}"#
        )
    }

    @Test("viewModel/create")
    func create() throws {
        #expect(CreateRequest.method == "viewModel/create")
        try checkCoding(CreateRequest.Params(type: "Player"), json: #"{"type":"Player"}"#)
        try checkCoding(
            CreateRequest.Params(type: "QuoteList", arguments: ["tickInterval": 0.5, "seed": 7]),
            json: #"{"type":"QuoteList","arguments":{"tickInterval":0.5,"seed":7}}"#
        )
        try checkCoding(CreateRequest.Result(viewModel: Self.snapshot), json: #"{"viewModel":\#(Self.snapshotJSON)}"#)
    }

    @Test("viewModel/get")
    func get() throws {
        #expect(GetRequest.method == "viewModel/get")
        try checkCoding(GetRequest.Params(viewModel: "vm-1"), json: #"{"viewModel":"vm-1"}"#)
        try checkCoding(GetRequest.Result(viewModel: Self.snapshot), json: #"{"viewModel":\#(Self.snapshotJSON)}"#)
    }

    @Test("viewModel/bind")
    func bind() throws {
        #expect(BindRequest.method == "viewModel/bind")
        try checkCoding(BindRequest.Params(viewModel: "vm-1"), json: #"{"viewModel":"vm-1"}"#)
        try checkCoding(
            BindRequest.Params(
                viewModel: "vm-1", properties: ["points"], commands: [], collections: ["items"], events: false),
            json: #"{"viewModel":"vm-1","properties":["points"],"commands":[],"collections":["items"],"events":false}"#
        )
        try checkCoding(
            BindResult(
                version: 4,
                properties: ["points": 100],
                commands: [("stepUp", CommandState(enabled: false, executing: true))],
                collections: [("items", CollectionSnapshot(version: 2, items: []))]
            ),
            json:
                #"{"version":4,"properties":{"points":100},"commands":{"stepUp":{"enabled":false,"executing":true}},"collections":{"items":{"version":2,"count":0,"items":[]}}}"#
        )
    }

    @Test("viewModel/unbind has bind's params and answers {}")
    func unbind() throws {
        #expect(UnbindRequest.method == "viewModel/unbind")
        try checkCoding(
            UnbindRequest.Params(viewModel: "vm-1", properties: ["points"]),
            json: #"{"viewModel":"vm-1","properties":["points"]}"#)
        try checkCoding(
            UnbindRequest.Params(viewModel: "vm-1", commands: ["a"], collections: [], events: true),
            json: #"{"viewModel":"vm-1","commands":["a"],"collections":[],"events":true}"#
        )
        try checkCoding(UnbindRequest.Result(), json: "{}")
    }

    @Test("viewModel/dispose and navigation/pop take a view model and answer {}")
    func disposeAndPop() throws {
        #expect(DisposeRequest.method == "viewModel/dispose")
        #expect(PopRequest.method == "navigation/pop")
        try checkCoding(DisposeRequest.Params(viewModel: "vm-2"), json: #"{"viewModel":"vm-2"}"#)
        try checkCoding(DisposeRequest.Result(), json: "{}")
        try checkCoding(PopRequest.Params(viewModel: "vm-3"), json: #"{"viewModel":"vm-3"}"#)
        try checkCoding(PopRequest.Result(), json: "{}")
    }

    @Test("property/set keeps the value exactly, null included")
    func setProperty() throws {
        #expect(SetPropertyRequest.method == "property/set")
        try checkCoding(
            SetPropertyRequest.Params(viewModel: "vm-1", property: "points", value: 150),
            json: #"{"viewModel":"vm-1","property":"points","value":150}"#
        )
        try checkCoding(
            SetPropertyRequest.Params(viewModel: "vm-1", property: "note", value: .null),
            json: #"{"viewModel":"vm-1","property":"note","value":null}"#
        )
        try checkCoding(SetPropertyRequest.Result(version: 12), json: #"{"version":12}"#)
    }

    @Test("command/execute")
    func executeCommand() throws {
        #expect(ExecuteCommandRequest.method == "command/execute")
        try checkCoding(
            ExecuteCommandRequest.Params(viewModel: "vm-1", command: "stepUp"),
            json: #"{"viewModel":"vm-1","command":"stepUp"}"#)
        try checkCoding(
            ExecuteCommandRequest.Params(viewModel: "vm-1", command: "select", input: ["id": 3]),
            json: #"{"viewModel":"vm-1","command":"select","input":{"id":3}}"#
        )
        try checkCoding(ExecuteCommandRequest.Result(), json: #"{"output":null}"#)
        try checkCoding(ExecuteCommandRequest.Result(output: "done"), json: #"{"output":"done"}"#)
    }

    @Test("request(id:_:) builds the message with the method and params")
    func buildsRequests() {
        let request = SetPropertyRequest.request(id: 5, .init(viewModel: "vm-1", property: "points", value: 1))
        #expect(
            request
                == Request(
                    id: 5, method: "property/set", params: ["viewModel": "vm-1", "property": "points", "value": 1]))
    }
}
