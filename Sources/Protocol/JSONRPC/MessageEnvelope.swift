/// The members of a message object that JSON-RPC defines, each as sent (or nil when absent); a
/// repeated member keeps its last value, as in a ``JSONObject``.
///
/// The decoder reads a frame's top-level object straight into these fields instead of building a
/// ``JSONObject`` only to look five keys up in it and throw it away, which every message paid for
/// (docs/performance.md, "A byte-level JSON reader and writer").
struct MessageEnvelope: JSONMemberSink {
    var jsonrpc: JSONValue?
    var id: JSONValue?
    var method: JSONValue?
    var params: JSONValue?
    /// The params of a `property/set`, read typed when `method` came before them (see
    /// ``Request/propertySetParams``); `params` is then nil.
    var propertySetParams: SetPropertyRequest.Params?
    var result: JSONValue?
    var error: JSONValue?

    init() {}

    /// The members of a message already parsed as an object (an element of a batch).
    init(_ object: JSONObject) {
        jsonrpc = object["jsonrpc"]
        id = object["id"]
        method = object["method"]
        params = object["params"]
        result = object["result"]
        error = object["error"]
    }

    /// The members JSON-RPC defines; any other member is parsed and dropped.
    enum Member {
        case jsonrpc, id, method, params, result, error

        /// The member spelled by a key's raw bytes; the length and the first byte leave at most
        /// one candidate to compare.
        @inline(__always)
        init?(_ key: UnsafeBufferPointer<UInt8>) {
            let candidate: Member
            switch (key.count, key.first) {
            case (2, UInt8(ascii: "i")?): candidate = .id
            case (7, UInt8(ascii: "j")?): candidate = .jsonrpc
            case (6, UInt8(ascii: "m")?): candidate = .method
            case (6, UInt8(ascii: "p")?): candidate = .params
            case (6, UInt8(ascii: "r")?): candidate = .result
            case (5, UInt8(ascii: "e")?): candidate = .error
            default: return nil
            }
            guard key.spells(candidate.spelling) else { return nil }
            self = candidate
        }

        private var spelling: StaticString {
            switch self {
            case .jsonrpc: "jsonrpc"
            case .id: "id"
            case .method: "method"
            case .params: "params"
            case .result: "result"
            case .error: "error"
            }
        }
    }

    @inline(__always)
    static func parseKey(_ reader: inout JSONReader) throws(JSONError) -> Member? {
        try reader.parseKey { Member($0) }
    }

    @inline(__always)
    static func isID(_ key: Member?) -> Bool {
        key == .id
    }

    /// The members of a request in the order clients send them: `jsonrpc`, `id`, `method`, `params`.
    @inline(__always)
    var expectedKey: (spelling: StaticString, key: Member?)? {
        if jsonrpc == nil { return (#""jsonrpc":"#, .jsonrpc) }
        if id == nil { return (#""id":"#, .id) }
        if method == nil { return (#""method":"#, .method) }
        if params == nil, propertySetParams == nil { return (#""params":"#, .params) }
        return nil
    }

    @inline(__always)
    mutating func add(_ value: JSONValue, forKey key: Member?) {
        switch key {
        case .jsonrpc?: jsonrpc = value
        case .id?: id = value
        case .method?: method = value
        case .params?:
            params = value
            propertySetParams = nil
        case .result?: result = value
        case .error?: error = value
        case nil: break
        }
    }

    /// Reads a `property/set`'s params typed when the method is already known, and the version
    /// "2.0" by its bytes; any other member, and params the typed reading does not cover, as any
    /// sink does.
    @inline(__always)
    mutating func readValue(forKey key: Member?, from reader: inout JSONReader, depth: Int) throws(JSONError) {
        // The version every message carries, taken as its bytes: no string parsed and looked up.
        if key == .jsonrpc, reader.skip(#""2.0""#) {
            jsonrpc = .string("2.0")
            return
        }
        // The method sent most, taken as its bytes as well.
        if key == .method, reader.skip(#""property/set""#) {
            method = .string(SetPropertyRequest.method)
            return
        }
        if key == .params, case .string(SetPropertyRequest.method)? = method,
            let typed = reader.parsePropertySetParams(depth: depth)
        {
            params = nil
            propertySetParams = typed
            return
        }
        add(try reader.parseMemberValue(isID: Self.isID(key), depth: depth), forKey: key)
    }
}

extension JSONReader {
    /// Parses a whole frame as `parseDocument` does, accepting and rejecting exactly the same texts
    /// with the same errors, except that a top-level object goes into `envelope` and nil is
    /// returned; any other top-level value (a batch, a scalar) is returned as parsed.
    mutating func parseFrame(into envelope: inout MessageEnvelope) throws(JSONError) -> JSONValue? {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            let value = try parseValue(depth: 0)
            try expectEnd()
            return value
        }
        try parseMembers(depth: 1, into: &envelope)
        try expectEnd()
        return nil
    }
}
