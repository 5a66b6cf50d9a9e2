import Testing

@testable import Protocol

@Suite("ResponseError and ErrorCode")
struct ResponseErrorTests {
    @Test("every factory sets its code and a kind in data, written first")
    func factories() {
        let cases: [(ResponseError, ErrorCode, String)] = [
            (.parseError("x"), .parseError, "parseError"),
            (.parseError(JSONError(kind: .tooDeep, offset: 3, message: "m")), .parseError, "tooDeep"),
            (.parseError(JSONError(kind: .invalidUTF8, offset: 3, message: "m")), .parseError, "invalidUTF8"),
            (.invalidRequest("x"), .invalidRequest, "invalidRequest"),
            (.methodNotFound("m"), .methodNotFound, "methodNotFound"),
            (.invalidParams("x"), .invalidParams, "invalidParams"),
            (.internalError("x"), .internalError, "internalError"),
            (.serverNotInitialized(), .serverNotInitialized, "serverNotInitialized"),
            (.alreadyShutDown(), .invalidRequest, "shutdown"),
            (.requestCancelled(), .requestCancelled, "requestCancelled"),
            (.viewModelNotFound("vm-1"), .viewModelNotFound, "viewModelNotFound"),
            (.typeNotFound("T", known: ["Player"]), .typeNotFound, "typeNotFound"),
            (.memberNotFound(viewModel: "vm-1", type: "Player", member: "x", kind: "property"), .memberNotFound, "memberNotFound"),
            (.readOnlyProperty(viewModel: "vm-1", property: "p"), .readOnlyProperty, "readOnlyProperty"),
            (.invalidValue(expected: ["type": "number"], detail: "d"), .invalidValue, "invalidValue"),
            (.commandDisabled(viewModel: "vm-1", command: "c"), .commandDisabled, "commandDisabled"),
            (.commandFailed(viewModel: "vm-1", command: "c", message: "boom"), .commandFailed, "commandFailed"),
            (.unsupportedProtocolVersion("9", supported: ["1.0"]), .invalidParams, "unsupportedProtocolVersion"),
            (.messageTooLarge(length: 10, limit: 5), .invalidRequest, "messageTooLarge"),
            (.badFrame("x"), .parseError, "badFrame"),
            (.unsupportedCharset("latin1"), .parseError, "unsupportedCharset"),
        ]
        for (error, code, kind) in cases {
            #expect(error.code == code)
            #expect(error.kind == kind)
            #expect(error.data.keys.first == "kind")
            #expect(!error.message.isEmpty && !error.message.contains("\n"))
        }
    }

    @Test("factories put what a client needs into data")
    func data() {
        #expect(ResponseError.methodNotFound("m").data["method"] == "m")
        #expect(ResponseError.typeNotFound("T", known: ["A", "B"]).data["known"] == ["A", "B"])
        #expect(
            ResponseError.memberNotFound(viewModel: "vm-1", type: "Player", member: "x", kind: "command").data["memberKind"]
                == "command")
        #expect(
            ResponseError.invalidValue(expected: ["type": "number"], detail: "d").data["expected"] == ["type": "number"]
        )
        #expect(ResponseError.commandFailed(viewModel: "v", command: "c", message: "boom").data["message"] == "boom")
        #expect(ResponseError.unsupportedProtocolVersion("9", supported: ["1.0"]).data["supported"] == ["1.0"])
        #expect(ResponseError.messageTooLarge(length: 10, limit: 5).data["limit"] == 5)
        #expect(ResponseError.unsupportedCharset("latin1").data["charset"] == "latin1")
        #expect(
            ResponseError.invalidParams("property/set: 'viewModel' must be a string").message
                == "property/set: 'viewModel' must be a string")
    }

    @Test(
        "a view-model type is named with the article of its first letter",
        arguments: [
            ("Inbox", "an Inbox"), ("Player", "a Player"), ("order", "an order"), ("UploadJob", "an UploadJob"),
            ("Event", "an Event"), ("Tweet", "a Tweet"), ("Yard", "a Yard"), ("_Draft", "a _Draft"),
        ])
    func article(name: String, named: String) {
        #expect(name.withIndefiniteArticle == named)
    }

    @Test("MemberNotFound says what type the view model is, so a member sent to the wrong one is plain")
    func memberNotFoundNamesTheType() {
        #expect(
            ResponseError.memberNotFound(viewModel: "vm-2", type: "TodoItem", member: "filter", kind: "property").message
                == "View model 'vm-2' (a TodoItem) has no property named 'filter'")
        #expect(
            ResponseError.memberNotFound(viewModel: "vm-1", type: "Inbox", member: "send", kind: "command").message
                == "View model 'vm-1' (an Inbox) has no command named 'send'")
    }

    @Test("the kind argument wins over a kind key in data")
    func kindWins() {
        let error = ResponseError(code: .internalError, message: "m", kind: "mine", data: ["kind": "theirs", "x": 1])
        #expect(error.data == ["kind": "mine", "x": 1])
    }

    @Test("json is {code, message, data} and decodes back")
    func json() {
        let error = ResponseError.viewModelNotFound("vm-3")
        #expect(
            JSONWriter.string(error.json)
                == #"{"code":-31001,"message":"No view model with id 'vm-3'","data":{"kind":"viewModelNotFound","viewModel":"vm-3"}}"#
        )
        #expect(ResponseError(json: error.json) == error)
        #expect(ResponseError(json: ["code": 1.5, "message": "m"]) == nil)
        #expect(ResponseError(json: ["code": 1, "message": "m"])?.kind == "unknown")
    }

    @Test("codes have the documented values, names and one-line meanings")
    func codes() {
        #expect(
            ErrorCode.all.map(\.rawValue) == [
                -32700, -32600, -32601, -32602, -32603, -32002, -32800, -31001, -31002, -31003, -31004, -31005, -31006,
                -31007,
            ])
        #expect(Set(ErrorCode.all.map(\.name)).count == ErrorCode.all.count)
        #expect(ErrorCode.viewModelNotFound.name == "ViewModelNotFound")
        #expect(ErrorCode.parseError.name == "ParseError")
        for code in ErrorCode.all {
            #expect(!code.meaning.isEmpty && !code.meaning.contains("\n"))
            #expect(!code.name.hasPrefix("Unknown"))
        }
        #expect(ErrorCode(-1).name == "Unknown(-1)")
        #expect(ErrorCode(rawValue: -32601) == .methodNotFound)
    }
}
