import Protocol
import Testing

/// Helpers shared by the coding suites.
enum CodingCheck {
    /// `value` encoded and decoded again.
    static func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONValueDecoder().decode(T.self, from: JSONValueEncoder().encode(value))
    }

    /// The error decoding `json` as `T` fails with; records an issue when it decodes.
    static func decodingError<T: Decodable>(
        _ type: T.Type,
        _ json: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> DecodingError? {
        let value = try JSONParser.parse(json)
        do {
            let decoded = try JSONValueDecoder().decode(type, from: value)
            Issue.record("decoded \(decoded) from \(json)", sourceLocation: sourceLocation)
            return nil
        } catch let error as DecodingError {
            return error
        }
    }

    /// The keys of a coding path as they would be written in a message, such as `tags.2`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map(\.stringValue).joined(separator: ".")
    }
}

extension DecodingError {
    /// The context every case carries, so tests can check its path and message.
    var codingContext: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default:
            nil
        }
    }

    /// The case's name, which says how a decode failed without pinning the wording.
    var caseName: String {
        switch self {
        case .typeMismatch: "typeMismatch"
        case .valueNotFound: "valueNotFound"
        case .keyNotFound: "keyNotFound"
        case .dataCorrupted: "dataCorrupted"
        @unknown default: "unknown"
        }
    }
}
