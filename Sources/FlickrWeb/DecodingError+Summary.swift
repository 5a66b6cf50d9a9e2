import Foundation

extension DecodingError {
    /// Where and why decoding stopped, in one line ("photos.photo[0].id: Expected String …"), since
    /// the default description is a nested dump no user can read.
    var summary: String {
        switch self {
        case .keyNotFound(let key, let context):
            Self.location(of: context) + "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            Self.location(of: context) + context.debugDescription
        @unknown default:
            String(describing: self)
        }
    }

    private static func location(of context: Context) -> String {
        guard !context.codingPath.isEmpty else { return "" }
        let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? "." + key.stringValue }
        return String(path.joined().drop { $0 == "." }) + ": "
    }
}
