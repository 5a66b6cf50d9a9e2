/// Reads the members of one JSON object for a typed message, naming the message and the member's
/// path in every error so that a client learns exactly what to fix.
///
/// Optional members treat `null` like absence; unknown members are ignored.
struct FieldReader {
    let context: String
    /// Prefix for member names, such as "clientInfo." or "types[2].", empty at the top level.
    let path: String
    let members: JSONObject

    /// Reads `json` as the params of `method`.
    static func params(_ json: JSONValue, method: String) throws(ResponseError) -> FieldReader {
        guard case .object(let object) = json else { throw .invalidParams("\(method): params must be an object") }
        return FieldReader(context: method, path: "", members: object)
    }

    /// Reads `json` as the result of `method`.
    static func result(_ json: JSONValue, method: String) throws(ResponseError) -> FieldReader {
        guard case .object(let object) = json else { throw .invalidParams("\(method): result must be an object") }
        return FieldReader(context: "\(method) result", path: "", members: object)
    }

    /// Reads `json` as a standalone value of a shared type such as `Snapshot`.
    static func value(_ json: JSONValue, type: String) throws(ResponseError) -> FieldReader {
        guard case .object(let object) = json else { throw .invalidParams("\(type): must be an object") }
        return FieldReader(context: type, path: "", members: object)
    }

    func failure(_ key: String, _ problem: String) -> ResponseError {
        .invalidParams("\(context): '\(path)\(key)' \(problem)")
    }

    /// Any JSON value, `null` included, that must be present.
    func value(_ key: String) throws(ResponseError) -> JSONValue {
        guard let value = members[key] else { throw failure(key, "is required") }
        return value
    }

    func optionalValue(_ key: String) -> JSONValue? {
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    func string(_ key: String) throws(ResponseError) -> String {
        guard let string = try value(key).stringValue else { throw failure(key, "must be a string") }
        return string
    }

    func optionalString(_ key: String) throws(ResponseError) -> String? {
        guard let value = optionalValue(key) else { return nil }
        guard let string = value.stringValue else { throw failure(key, "must be a string") }
        return string
    }

    func bool(_ key: String) throws(ResponseError) -> Bool {
        guard let bool = try value(key).boolValue else { throw failure(key, "must be a boolean") }
        return bool
    }

    func optionalBool(_ key: String) throws(ResponseError) -> Bool? {
        guard let value = optionalValue(key) else { return nil }
        guard let bool = value.boolValue else { throw failure(key, "must be a boolean") }
        return bool
    }

    func int64(_ key: String) throws(ResponseError) -> Int64 {
        guard let integer = try value(key).int64Value else { throw failure(key, "must be an integer") }
        return integer
    }

    func optionalCount(_ key: String) throws(ResponseError) -> Int? {
        optionalValue(key) == nil ? nil : try count(key)
    }

    /// An index or a count.
    func count(_ key: String) throws(ResponseError) -> Int {
        guard let integer = try value(key).int64Value, let count = Int(exactly: integer), count >= 0 else {
            throw failure(key, "must be a non-negative integer")
        }
        return count
    }

    func object(_ key: String) throws(ResponseError) -> JSONObject {
        guard let object = try value(key).objectValue else { throw failure(key, "must be an object") }
        return object
    }

    func optionalObject(_ key: String) throws(ResponseError) -> JSONObject? {
        guard let value = optionalValue(key) else { return nil }
        guard let object = value.objectValue else { throw failure(key, "must be an object") }
        return object
    }

    func array(_ key: String) throws(ResponseError) -> [JSONValue] {
        guard let array = try value(key).arrayValue else { throw failure(key, "must be an array") }
        return array
    }

    func strings(_ key: String) throws(ResponseError) -> [String] {
        try strings(key, from: value(key))
    }

    func optionalStrings(_ key: String) throws(ResponseError) -> [String]? {
        guard let value = optionalValue(key) else { return nil }
        return try strings(key, from: value)
    }

    private func strings(_ key: String, from value: JSONValue) throws(ResponseError) -> [String] {
        guard let array = value.arrayValue else { throw failure(key, "must be an array of strings") }
        var strings: [String] = []
        strings.reserveCapacity(array.count)
        for (position, element) in array.enumerated() {
            guard let string = element.stringValue else { throw failure("\(key)[\(position)]", "must be a string") }
            strings.append(string)
        }
        return strings
    }

    func requestID(_ key: String) throws(ResponseError) -> RequestID {
        guard let id = try RequestID(json: value(key)) else { throw failure(key, "must be a string or a number") }
        return id
    }

    /// A nested object read member by member, its path extending this one.
    func nested(_ key: String) throws(ResponseError) -> FieldReader {
        FieldReader(context: context, path: "\(path)\(key).", members: try object(key))
    }

    func optionalNested(_ key: String) throws(ResponseError) -> FieldReader? {
        guard let object = try optionalObject(key) else { return nil }
        return FieldReader(context: context, path: "\(path)\(key).", members: object)
    }

    func decode<T: FieldDecodable>(_ key: String, as type: T.Type = T.self) throws(ResponseError) -> T {
        try T(fields: nested(key))
    }

    func decodeArray<T: FieldDecodable>(_ key: String, of type: T.Type = T.self) throws(ResponseError) -> [T] {
        var decoded: [T] = []
        for (position, element) in try array(key).enumerated() {
            let elementKey = "\(key)[\(position)]"
            guard case .object(let object) = element else { throw failure(elementKey, "must be an object") }
            decoded.append(try T(fields: FieldReader(context: context, path: "\(path)\(elementKey).", members: object)))
        }
        return decoded
    }

    /// An object whose members all have the shape `T`, kept in their order.
    func decodeMembers<T: FieldDecodable>(_ key: String, of type: T.Type = T.self) throws(ResponseError) -> [(
        String, T
    )] {
        var decoded: [(String, T)] = []
        for (name, member) in try object(key) {
            let memberKey = "\(key).\(name)"
            guard case .object(let object) = member else { throw failure(memberKey, "must be an object") }
            decoded.append(
                (name, try T(fields: FieldReader(context: context, path: "\(path)\(memberKey).", members: object))))
        }
        return decoded
    }
}
