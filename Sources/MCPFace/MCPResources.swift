import Protocol
import ViewModelHosting

/// Every live view model as an MCP resource, `vm://vm-1`, whose contents are its snapshot, and the
/// navigation stack as `vm://navigation`. A subscribed resource is updated once per turn however
/// often it changed; the list is announced as changed once per turn a view model came or went.
@MainActor
final class MCPResources {
    static let navigation = "vm://navigation"
    static let prefix = "vm://"
    /// Resources per page of `resources/list`: a list of a hundred thousand quotes comes in pieces.
    static let pageSize = 500
    static let template: JSONValue = [
        "uriTemplate": "vm://{viewModel}", "name": "viewModel", "title": "A live view model",
        "description": "The snapshot of the view model with this id (vm-1, vm-2, …): its properties, commands and collections.",
        "mimeType": "application/json",
    ]

    private(set) var subscribed: Set<String> = []
    private var updated: [String] = []
    private var isListChanged = false

    /// A hosted view model's state changed.
    func changed(_ viewModel: String) {
        let uri = Self.prefix + viewModel
        if subscribed.contains(uri), !updated.contains(uri) { updated.append(uri) }
    }

    /// A collection changed, so view models may have come or gone with its items.
    func membersChanged() {
        isListChanged = true
    }

    func navigationChanged() {
        isListChanged = true
        if subscribed.contains(Self.navigation), !updated.contains(Self.navigation) { updated.append(Self.navigation) }
    }

    func disposed(_ viewModel: String) {
        subscribed.remove(Self.prefix + viewModel)
        updated.removeAll { $0 == Self.prefix + viewModel }
        navigationChanged()
    }

    func takeUpdated() -> [String] {
        defer { updated.removeAll() }
        return updated
    }

    func takeListChanged() -> Bool {
        defer { isListChanged = false }
        return isListChanged
    }

    func list(_ live: [HostedViewModel], cursor: String?, catalog: MCPToolCatalog) throws(ResponseError) -> JSONValue {
        let start: Int
        if let cursor {
            guard let number = Int(cursor), number >= 0, number <= live.count else {
                throw ResponseError.invalidParams("resources/list: \(cursor) is not a cursor this server gave")
            }
            start = number
        } else {
            start = 0
        }
        var resources: [JSONValue] = []
        if start == 0 {
            resources.append([
                "uri": .string(Self.navigation), "name": "navigation", "title": "Navigation stack",
                "description": "The screens pushed so far, oldest first, each with the view model that pushed it.",
                "mimeType": "application/json",
            ])
        }
        let end = min(live.count, start + Self.pageSize)
        for entry in live[start..<end] {
            let doc = catalog.description(of: entry.layout.name)?.doc ?? ""
            resources.append([
                "uri": .string(Self.prefix + entry.id), "name": .string(entry.id),
                "title": .string("\(entry.layout.name) \(entry.id)"),
                "description": .string(doc.isEmpty ? "A \(entry.layout.name)." : doc), "mimeType": "application/json",
            ])
        }
        var result: JSONObject = ["resources": .array(resources)]
        if end < live.count { result["nextCursor"] = .string(String(end)) }
        return .object(result)
    }

    func read(_ uri: String, host: ViewModelHost) throws(ResponseError) -> JSONValue {
        let contents: JSONValue
        if uri == Self.navigation {
            contents = ["screens": .array(host.live.compactMap(Self.screen))]
        } else {
            contents = try host.snapshot(of: try Self.viewModel(in: uri, host: host)).json
        }
        return ["contents": [["uri": .string(uri), "mimeType": "application/json", "text": .string(contents.description)]]]
    }

    /// Subscribes to `uri`; a view model's members are bound so that every change reaches the host.
    func subscribe(_ uri: String, host: ViewModelHost) throws(ResponseError) {
        if uri != Self.navigation {
            _ = try host.bind(BindRequest.Params(viewModel: try Self.viewModel(in: uri, host: host), events: true))
        }
        subscribed.insert(uri)
    }

    func unsubscribe(_ uri: String) {
        subscribed.remove(uri)
    }

    private static func screen(_ entry: HostedViewModel) -> JSONValue? {
        guard case .pushed(let presenter) = entry.origin else { return nil }
        return ["viewModel": .string(entry.id), "type": .string(entry.layout.name), "from": .string(presenter)]
    }

    /// The id of the live view model `uri` names; MCP's "resource not found" otherwise.
    private static func viewModel(in uri: String, host: ViewModelHost) throws(ResponseError) -> String {
        guard uri.hasPrefix(prefix), host.hosted(String(uri.dropFirst(prefix.count))) != nil else {
            throw ResponseError(code: ErrorCode(-32002), message: "Resource not found", kind: "resourceNotFound", data: ["uri": .string(uri)])
        }
        return String(uri.dropFirst(prefix.count))
    }
}
