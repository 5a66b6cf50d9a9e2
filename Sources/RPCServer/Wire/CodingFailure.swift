/// What a client is told when its JSON does not decode as a `Codable` value: the place and the
/// problem in one phrase ("at 'due': expected a number"), not Swift's debug text.
enum CodingFailure {
    static func detail(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
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
}
