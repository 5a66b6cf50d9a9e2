import Protocol

/// What a client is told when its JSON does not decode as a `Codable` value: the place and the
/// problem in one phrase ("at 'due': expected a number"), never Swift's own text.
///
/// A value outside an enum lists the values the schema allows; Swift's "Cannot initialize …" of a
/// raw-value enum names a Swift type, which means nothing to a client in another language.
enum CodingFailure {
    static func detail(_ error: any Error, schema: JSONValue? = nil) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .dataCorrupted(let context):
            let allowed = schema.flatMap { allowedValues(in: $0, at: context.codingPath) }
            if let allowed {
                return located("expected one of \(allowed.map(\.description).joined(separator: ", "))", at: context.codingPath)
            }
            if context.debugDescription.hasPrefix("Cannot initialize ") {
                return located("not a value the type allows", at: context.codingPath)
            }
            return located(context.debugDescription, at: context.codingPath)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return located(context.debugDescription, at: context.codingPath)
        case .keyNotFound(let key, let context):
            return located("missing '\(key.stringValue)'", at: context.codingPath)
        @unknown default:
            return String(describing: error)
        }
    }

    private static func located(_ problem: String, at path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return problem }
        let place = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return "at '\(place)': \(problem)"
    }

    /// The `enum` of the schema that describes the value at `path`, when it has one.
    private static func allowedValues(in schema: JSONValue, at path: [any CodingKey]) -> [JSONValue]? {
        var current = schema
        for key in path {
            guard let inner = child(of: current, for: key) else { return nil }
            current = inner
        }
        return enumeration(of: current)
    }

    private static func child(of schema: JSONValue, for key: any CodingKey) -> JSONValue? {
        if key.intValue != nil, let items = schema["items"] { return items }
        if let property = schema["properties"]?[key.stringValue] { return property }
        for alternative in alternatives(of: schema) {
            if let inner = child(of: alternative, for: key) { return inner }
        }
        return nil
    }

    private static func enumeration(of schema: JSONValue) -> [JSONValue]? {
        if case .array(let values)? = schema["enum"] { return values }
        let values = alternatives(of: schema).compactMap { enumeration(of: $0) }.flatMap { $0 }
        return values.isEmpty ? nil : values
    }

    private static func alternatives(of schema: JSONValue) -> [JSONValue] {
        ["anyOf", "oneOf"].flatMap { key -> [JSONValue] in
            if case .array(let options)? = schema[key] { return options }
            return []
        }
    }
}
