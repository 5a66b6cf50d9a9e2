import Foundation
import Protocol
import Testing

/// Every method of `MethodRegistry` is in the protocol's documents: the schema's `x-methods` table,
/// with the direction and kind it has, and docs/protocol.md, a request under a heading of its own
/// and a server notification in §6's table. A new message missing from either fails here.
@Suite("The protocol's documents cover every method")
struct ProtocolDocumentTests {
    private static func xMethods() throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repository.path("schema/mvvm-server.schema.json")))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["x-methods"] as? [String: [String: Any]])
    }

    private static func protocolLines() throws -> [String] {
        try Repository.lines(of: "docs/protocol.md")
    }

    @Test("the schema's x-methods lists every method of the registry, with its direction and kind, and no other")
    func schemaListsEveryMethod() throws {
        let table = try Self.xMethods()
        var expected: [String: (direction: String, kind: String)] = [:]
        for method in MethodRegistry.requests { expected[method] = ("client", "request") }
        for type in MethodRegistry.clientNotificationTypes { expected[type.method] = ("client", "notification") }
        for type in MethodRegistry.serverNotificationTypes { expected[type.method] = ("server", "notification") }
        for method in MethodRegistry.serverRequests { expected[method] = ("server", "request") }
        // Sent both ways: the client cancels its requests, the server withdraws its own.
        expected[CancelRequestNotification.method] = ("both", "notification")
        #expect(Set(table.keys) == Set(expected.keys))
        for (method, entry) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(table[method]?["direction"] as? String == entry.direction, "\(method)")
            #expect(table[method]?["kind"] as? String == entry.kind, "\(method)")
        }
    }

    @Test("docs/protocol.md gives every client request a heading and lists every server notification in §6")
    func protocolDocumentsEveryMethod() throws {
        let lines = try Self.protocolLines()
        let headings = lines.filter { $0.hasPrefix("#") }
        for method in MethodRegistry.requests {
            #expect(headings.contains { $0.contains("`\(method)`") }, "no heading names \(method)")
        }
        for type in MethodRegistry.serverNotificationTypes {
            #expect(lines.contains { $0.hasPrefix("| `\(type.method)` |") }, "§6's table lacks \(type.method)")
        }
        for method in MethodRegistry.notifications + MethodRegistry.serverRequests {
            #expect(lines.contains { $0.contains("`\(method)`") }, "protocol.md never names \(method)")
        }
    }
}
