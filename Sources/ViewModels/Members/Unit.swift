/// The input or output of a command that takes or gives nothing.
///
/// It encodes as null, so a host can pass it through any `Codable` bridge.
public struct Unit: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The one value.
    public init() {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard container.decodeNil() else {
            throw DecodingError.typeMismatch(
                Unit.self,
                .init(codingPath: decoder.codingPath, debugDescription: "expected null")
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }

    public var description: String { "()" }
}
