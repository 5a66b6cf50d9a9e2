import Testing

@testable import Protocol

@Suite("MethodRegistry")
struct MethodRegistryTests {
    @Test("lists every request of the specification once")
    func requests() {
        #expect(
            Set(MethodRegistry.requests) == [
                "initialize", "shutdown", "viewModel/describe", "viewModel/create", "viewModel/get", "viewModel/bind",
                "viewModel/unbind", "viewModel/dispose", "property/set", "command/execute", "navigation/pop",
                "clock/advance", "collection/window",
            ])
        #expect(Set(MethodRegistry.requests).count == MethodRegistry.requests.count)
    }

    @Test("lists every notification of the specification once, in both directions")
    func notifications() {
        #expect(
            Set(MethodRegistry.notifications) == [
                "initialized", "exit", "$/cancelRequest", "property/didChange", "command/didChange",
                "collection/didChange",
                "viewModel/event", "navigation/push", "navigation/didPop", "viewModel/didDispose", "$/progress",
                "frontend/answerRefused",
            ])
        #expect(Set(MethodRegistry.notifications).count == MethodRegistry.notifications.count)
        #expect(Set(MethodRegistry.requests).isDisjoint(with: MethodRegistry.notifications))
    }

    @Test("lists the server's own requests, none of them a client's method")
    func serverRequests() {
        #expect(
            MethodRegistry.serverRequests == [
                "window/showMessageRequest", "window/showDocument", "frontend/choose", "frontend/input",
            ])
        #expect(Set(MethodRegistry.serverRequests).isDisjoint(with: MethodRegistry.requests + MethodRegistry.notifications))
    }

    @Test("no method uses the reserved rpc. prefix")
    func reservedPrefix() {
        for method in MethodRegistry.requests + MethodRegistry.notifications + MethodRegistry.serverRequests {
            #expect(!method.hasPrefix("rpc."))
        }
    }
}
