@testable import JSONRPCFace
import Protocol
import Testing

@testable import RPCServer

/// `MessageGate` alone: what waits, for what, and in which order it goes.
@Suite("The message gate")
struct MessageGateTests {
    private static func incoming(_ json: String) -> Incoming {
        MessageDecoder.decode(Array(json.utf8))
    }

    private static let get = incoming(#"{"jsonrpc":"2.0","id":1,"method":"viewModel/get","params":{"viewModel":"vm-1"}}"#)
    private static let cancel = incoming(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
    private static let advance = incoming(#"{"jsonrpc":"2.0","id":2,"method":"clock/advance","params":{"milliseconds":1}}"#)
    private static let answer = incoming(#"{"jsonrpc":"2.0","id":7,"result":"yes"}"#)

    @Test("by default nothing waits, whatever runs")
    func open() {
        let gate = MessageGate(isSequential: false)
        #expect(!gate.mustWait(Self.get, executionsRunning: true))
    }

    @Test("while clock/advance runs everything waits, and goes in order once it has answered")
    func advancing() {
        var gate = MessageGate(isSequential: false)
        gate.isAdvancing = true
        #expect(gate.mustWait(Self.cancel, executionsRunning: false))
        gate.hold(Self.get)
        gate.hold(Self.cancel)
        #expect(gate.release(executionsRunning: false) == nil)
        gate.isAdvancing = false
        #expect(gate.mustWait(Self.get, executionsRunning: false), "behind what waits")
        #expect(gate.release(executionsRunning: false).map(Self.method) == "viewModel/get")
        #expect(gate.release(executionsRunning: false).map(Self.method) == "$/cancelRequest")
        #expect(gate.release(executionsRunning: false) == nil && gate.isEmpty)
    }

    @Test("in sequential mode a message waits behind a running execution, but a cancel and clock/advance overtake")
    func sequential() {
        var gate = MessageGate(isSequential: true)
        #expect(!gate.mustWait(Self.get, executionsRunning: false))
        #expect(gate.mustWait(Self.get, executionsRunning: true))
        #expect(!gate.mustWait(Self.cancel, executionsRunning: true))
        #expect(!gate.mustWait(Self.advance, executionsRunning: true))
        gate.hold(Self.get)
        #expect(gate.release(executionsRunning: true) == nil)
        #expect(gate.mustWait(Self.get, executionsRunning: false), "behind what waits")
        #expect(gate.release(executionsRunning: false).map(Self.method) == "viewModel/get")
    }

    @Test("an answer that came before its question is taken out when the question is asked")
    func earlyAnswer() {
        var gate = MessageGate(isSequential: true)
        gate.hold(Self.get)
        gate.hold(Self.answer)
        #expect(gate.takeAnswer(to: 8) == nil)
        #expect(gate.takeAnswer(to: 7)?.id == 7)
        #expect(gate.takeAnswer(to: 7) == nil)
        #expect(gate.release(executionsRunning: false).map(Self.method) == "viewModel/get")
        #expect(gate.isEmpty)
    }

    private static func method(_ incoming: Incoming) -> String? {
        switch incoming {
        case .single(.message(.request(let request))): request.method
        case .single(.message(.notification(let notification))): notification.method
        default: nil
        }
    }
}
