/// `initialize`: the first request of a session; any other request before it is refused with
/// ServerNotInitialized. The server refuses a protocol version it does not speak and lists the
/// ones it does in `data.supported`.
public enum InitializeRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "initialize"
    /// The protocol version this specification defines.
    public static let protocolVersion = "1.0"

    /// `{protocolVersion, clientInfo?: {name, version?}, capabilities?, defaultWindow?: {offset?, count}}`.
    public struct Params: JSONConvertible, Hashable {
        /// The protocol version the client speaks; a version the server does not is refused.
        public var protocolVersion: String
        /// Who the client is, for logs; optional.
        public var clientInfo: ClientInfo?
        /// What the client supports; optional.
        public var capabilities: JSONObject?
        /// The window the client shows of every collection it has not windowed itself, pushed
        /// screens' included; nil shows them whole.
        public var defaultWindow: CollectionWindow?

        /// Params asking for `protocolVersion`.
        public init(
            protocolVersion: String, clientInfo: ClientInfo? = nil, capabilities: JSONObject? = nil,
            defaultWindow: CollectionWindow? = nil
        ) {
            self.protocolVersion = protocolVersion
            self.clientInfo = clientInfo
            self.capabilities = capabilities
            self.defaultWindow = defaultWindow
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.params(json, method: method)
            protocolVersion = try fields.string("protocolVersion")
            clientInfo = try fields.optionalNested("clientInfo").map { (info) throws(ResponseError) in
                ClientInfo(name: try info.string("name"), version: try info.optionalString("version"))
            }
            capabilities = try fields.optionalObject("capabilities")
            defaultWindow = try fields.optionalNested("defaultWindow").map { (window) throws(ResponseError) in
                try CollectionWindow(fields: window)
            }
        }

        public var json: JSONValue {
            var object: JSONObject = ["protocolVersion": .string(protocolVersion)]
            object["clientInfo"] = clientInfo.map(\.json)
            object["capabilities"] = capabilities.map { .object($0) }
            object["defaultWindow"] = defaultWindow?.json
            return .object(object)
        }
    }

    /// Who the client is, for logs.
    public struct ClientInfo: Sendable, Hashable {
        /// The client's name.
        public var name: String
        /// The client's version, when it gives one.
        public var version: String?

        /// Client info for `name`, with `version` when known.
        public init(name: String, version: String? = nil) {
            self.name = name
            self.version = version
        }

        var json: JSONValue {
            var object: JSONObject = ["name": .string(name)]
            object["version"] = version.map { .string($0) }
            return .object(object)
        }
    }

    /// Who the server is.
    public struct ServerInfo: Sendable, Hashable {
        /// The server's name.
        public var name: String
        /// The server's version.
        public var version: String

        /// Server info for `name` at `version`.
        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }
    }

    /// `{protocolVersion, serverInfo: {name, version}, capabilities, viewModelTypes}`.
    public struct Result: JSONConvertible, Hashable {
        /// The protocol version the session uses.
        public var protocolVersion: String
        /// Who the server is, for logs.
        public var serverInfo: ServerInfo
        /// What the server supports: framings, batches, cancellation and execution policies.
        public var capabilities: JSONObject
        /// The type names `viewModel/create` accepts.
        public var viewModelTypes: [String]

        /// A result for a session that speaks `protocolVersion`.
        public init(
            protocolVersion: String, serverInfo: ServerInfo, capabilities: JSONObject = [:], viewModelTypes: [String]
        ) {
            self.protocolVersion = protocolVersion
            self.serverInfo = serverInfo
            self.capabilities = capabilities
            self.viewModelTypes = viewModelTypes
        }

        public init(json: JSONValue) throws(ResponseError) {
            let fields = try FieldReader.result(json, method: method)
            protocolVersion = try fields.string("protocolVersion")
            let info = try fields.nested("serverInfo")
            serverInfo = ServerInfo(name: try info.string("name"), version: try info.string("version"))
            capabilities = try fields.object("capabilities")
            viewModelTypes = try fields.strings("viewModelTypes")
        }

        public var json: JSONValue {
            [
                "protocolVersion": .string(protocolVersion),
                "serverInfo": ["name": .string(serverInfo.name), "version": .string(serverInfo.version)],
                "capabilities": .object(capabilities),
                "viewModelTypes": .array(viewModelTypes.map { .string($0) }),
            ]
        }
    }
}
