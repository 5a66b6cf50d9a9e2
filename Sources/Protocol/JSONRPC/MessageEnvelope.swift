/// The members of a message object that JSON-RPC defines, each as sent (or nil when absent); a
/// repeated member keeps its last value, as in a ``JSONObject``.
///
/// The decoder reads a frame's top-level object straight into these fields instead of building a
/// ``JSONObject`` only to look five keys up in it and throw it away: per `property/set`, the
/// object, its searches and its release were about a tenth of the server's work.
struct MessageEnvelope: JSONMemberSink {
    var jsonrpc: JSONValue?
    var id: JSONValue?
    var method: JSONValue?
    var params: JSONValue?
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

    @inline(__always)
    mutating func add(_ value: JSONValue, forKey key: String) {
        // The length and first byte pick the one candidate, so a key costs one comparison at most.
        switch (key.utf8.count, key.utf8.first) {
        case (2, UInt8(ascii: "i")) where key == "id": id = value
        case (7, UInt8(ascii: "j")) where key == "jsonrpc": jsonrpc = value
        case (6, UInt8(ascii: "m")) where key == "method": method = value
        case (6, UInt8(ascii: "p")) where key == "params": params = value
        case (6, UInt8(ascii: "r")) where key == "result": result = value
        case (5, UInt8(ascii: "e")) where key == "error": error = value
        default: break
        }
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
