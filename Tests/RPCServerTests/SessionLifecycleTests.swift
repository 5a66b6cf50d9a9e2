@testable import JSONRPCFace
import Protocol
import Testing

@testable import RPCServer

/// `SessionLifecycle` alone: each event from each state, and what it tells the session to do.
@Suite("The session's lifecycle")
struct SessionLifecycleTests {
    private func running() -> SessionLifecycle {
        var lifecycle = SessionLifecycle()
        lifecycle.initialized()
        return lifecycle
    }

    @Test("nothing but initialize before initialize, no second initialize, nothing after shutdown")
    func accepts() throws {
        var lifecycle = SessionLifecycle()
        #expect(throws: ResponseError.serverNotInitialized()) { try lifecycle.check(initializing: false) }
        try lifecycle.check(initializing: true)
        lifecycle.initialized()
        try lifecycle.check(initializing: false)
        #expect(throws: ResponseError.self) { try lifecycle.check(initializing: true) }
        #expect(lifecycle.shutdown(1, executionsRunning: false) == .answerNow)
        #expect(throws: ResponseError.alreadyShutDown()) { try lifecycle.check(initializing: false) }
    }

    @Test("exit ends with 0 after shutdown and 1 without, once")
    func exitStatus() {
        var plain = running()
        #expect(plain.exit() == .end(status: 1))
        #expect(plain.exit() == .none, "ended once")
        #expect(plain.hasEnded)
        var shut = running()
        _ = shut.shutdown(1, executionsRunning: false)
        #expect(shut.exit() == .end(status: 0))
        var early = SessionLifecycle()
        #expect(early.exit() == .end(status: 1))
    }

    @Test("shutdown with executions running answers when they have, and an exit meanwhile waits behind it")
    func shutdownWaits() throws {
        var lifecycle = running()
        #expect(lifecycle.shutdown("s", executionsRunning: true) == .answerWhenIdle)
        #expect(throws: ResponseError.alreadyShutDown()) { try lifecycle.check(initializing: false) }
        #expect(lifecycle.exit() == .none)
        #expect(!lifecycle.hasEnded)
        #expect(lifecycle.executionsFinished() == .answerShutdown("s", thenEnd: true))
        #expect(lifecycle.hasEnded)

        var noExit = running()
        _ = noExit.shutdown(2, executionsRunning: true)
        #expect(noExit.executionsFinished() == .answerShutdown(2, thenEnd: false))
        #expect(noExit.executionsFinished() == .none, "answered once")
        #expect(noExit.exit() == .end(status: 0))
    }

    @Test("a stop from outside ends at once, with the status shutdown decides, even while shutdown waits")
    func stop() {
        var waiting = running()
        _ = waiting.shutdown(1, executionsRunning: true)
        #expect(waiting.stop() == .end(status: 0))
        #expect(waiting.executionsFinished() == .none)
        var plain = running()
        #expect(plain.stop() == .end(status: 1))
    }

    @Test("after the end of input the session ends once idle, and not before the input ends")
    func endOfInput() {
        var lifecycle = running()
        #expect(lifecycle.becameIdle() == .none)
        lifecycle.endOfInput()
        #expect(lifecycle.becameIdle() == .end(status: 1))
        var shut = running()
        _ = shut.shutdown(1, executionsRunning: false)
        shut.endOfInput()
        #expect(shut.becameIdle() == .end(status: 0))
    }
}
