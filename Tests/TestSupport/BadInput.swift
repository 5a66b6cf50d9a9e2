import Foundation
import Protocol
import Testing

/// One malformed or invalid message and the error it must get.
package struct BadInput: CustomTestStringConvertible, Sendable {
    package var name: String
    /// The line sent; `$VM` stands for the id of a live Player.
    package var line: String
    package var code: ErrorCode
    package var kind: String
    /// False where no id can be recovered, so the error answers with id null.
    package var answersWithID = false

    package var testDescription: String { name }

    /// The id the error must carry: the request's own where it could be read, else null.
    package var expectedID: JSONValue {
        guard answersWithID, let parsed = try? JSONParser.parse(line) else { return .null }
        return parsed["id"] ?? .null
    }

    package var bytes: (String) -> [UInt8] {
        { id in Array(line.replacingOccurrences(of: "$VM", with: id).utf8) + [0x0A] }
    }
}

extension BadInput {
    /// A request line with id 7; `$VM` in `params` stands for the id of the view model under test.
    package static func call(_ method: String, _ params: String) -> String {
        #"{"jsonrpc":"2.0","id":7,"method":"\#(method)","params":\#(params)}"#
    }

    package static let catalog: [BadInput] = [
        BadInput(name: "truncated JSON", line: #"{"jsonrpc":"2.0","id":1,"#, code: .parseError, kind: "parseError"),
        BadInput(
            name: "trailing garbage", line: #"{"jsonrpc":"2.0","id":1,"method":"x"} x"#, code: .parseError,
            kind: "parseError"),
        BadInput(name: "single quotes", line: "{'jsonrpc':'2.0'}", code: .parseError, kind: "parseError"),
        BadInput(name: "not an object", line: "42", code: .invalidRequest, kind: "invalidRequest"),
        BadInput(
            name: "missing jsonrpc", line: #"{"id":1,"method":"viewModel/get"}"#, code: .invalidRequest,
            kind: "invalidRequest", answersWithID: true),
        BadInput(
            name: "wrong jsonrpc version", line: #"{"jsonrpc":"1.0","id":1,"method":"viewModel/get"}"#,
            code: .invalidRequest, kind: "invalidRequest", answersWithID: true),
        BadInput(
            name: "method not a string", line: #"{"jsonrpc":"2.0","id":1,"method":5}"#, code: .invalidRequest,
            kind: "invalidRequest", answersWithID: true),
        BadInput(
            name: "id is an object", line: #"{"jsonrpc":"2.0","id":{},"method":"viewModel/get"}"#,
            code: .invalidRequest, kind: "invalidRequest"),
        BadInput(
            name: "id is a boolean", line: #"{"jsonrpc":"2.0","id":true,"method":"viewModel/get"}"#,
            code: .invalidRequest, kind: "invalidRequest"),
        BadInput(
            name: "id beyond the range of a double, on a request that would change the name",
            line: #"{"jsonrpc":"2.0","id":1e400,"method":"property/set","#
                + #""params":{"viewModel":"$VM","property":"playerName","value":"Changed"}}"#,
            code: .invalidRequest, kind: "invalidRequest"),
        BadInput(
            name: "params is a string", line: #"{"jsonrpc":"2.0","id":1,"method":"viewModel/get","params":"vm-1"}"#,
            code: .invalidRequest, kind: "invalidRequest", answersWithID: true),
        BadInput(name: "empty batch", line: "[]", code: .invalidRequest, kind: "invalidRequest"),
        BadInput(
            name: "unknown method", line: call("viewModel/frobnicate", "{}"), code: .methodNotFound,
            kind: "methodNotFound", answersWithID: true),
        BadInput(
            name: "reserved rpc. method", line: call("rpc.discover", "{}"), code: .methodNotFound,
            kind: "methodNotFound", answersWithID: true),
        BadInput(
            name: "second initialize", line: call("initialize", #"{"protocolVersion":"1.0"}"#), code: .invalidRequest,
            kind: "invalidRequest", answersWithID: true),
        BadInput(
            name: "unknown view model", line: call("viewModel/get", #"{"viewModel":"vm-999"}"#),
            code: .viewModelNotFound, kind: "viewModelNotFound", answersWithID: true),
        BadInput(
            name: "unknown type", line: call("viewModel/create", #"{"type":"Spaceship"}"#), code: .typeNotFound,
            kind: "typeNotFound", answersWithID: true),
        BadInput(
            name: "unknown create argument",
            line: call("viewModel/create", #"{"type":"Player","arguments":{"colour":"red"}}"#), code: .invalidParams,
            kind: "invalidParams", answersWithID: true),
        BadInput(
            name: "unknown property", line: call("property/set", #"{"viewModel":"$VM","property":"score","value":1}"#),
            code: .memberNotFound, kind: "memberNotFound", answersWithID: true),
        BadInput(
            name: "read-only property",
            line: call("property/set", #"{"viewModel":"$VM","property":"isValid","value":false}"#),
            code: .readOnlyProperty, kind: "readOnlyProperty", answersWithID: true),
        BadInput(
            name: "wrong value type",
            line: call("property/set", #"{"viewModel":"$VM","property":"points","value":"150"}"#), code: .invalidValue,
            kind: "invalidValue", answersWithID: true),
        BadInput(
            name: "number out of Double's range",
            line: call("property/set", #"{"viewModel":"$VM","property":"points","value":1e400}"#), code: .invalidValue,
            kind: "invalidValue", answersWithID: true),
        BadInput(
            name: "points above maxPoints",
            line: call("property/set", #"{"viewModel":"$VM","property":"points","value":20000}"#), code: .invalidValue,
            kind: "invalidValue", answersWithID: true),
        BadInput(
            name: "missing value", line: call("property/set", #"{"viewModel":"$VM","property":"points"}"#),
            code: .invalidParams, kind: "invalidParams", answersWithID: true),
        BadInput(
            name: "view model id not a string", line: call("viewModel/get", #"{"viewModel":1}"#), code: .invalidParams,
            kind: "invalidParams", answersWithID: true),
        BadInput(
            name: "unknown command", line: call("command/execute", #"{"viewModel":"$VM","command":"launch"}"#),
            code: .memberNotFound, kind: "memberNotFound", answersWithID: true),
        BadInput(
            name: "command input of the wrong type",
            line: call("command/execute", #"{"viewModel":"$VM","command":"stepUp","input":[1]}"#), code: .invalidValue,
            kind: "invalidValue", answersWithID: true),
        BadInput(
            name: "bind of an unknown property",
            line: call("viewModel/bind", #"{"viewModel":"$VM","properties":["score"]}"#), code: .memberNotFound,
            kind: "memberNotFound", answersWithID: true),
        BadInput(
            name: "nesting deeper than the limit",
            line: String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000), code: .parseError,
            kind: "tooDeep"),
        BadInput(
            name: "invalid UTF-8 escape sequence", line: #"{"jsonrpc":"2.0","id":1,"method":"\ud800"}"#,
            code: .parseError, kind: "parseError"),
    ]
}
