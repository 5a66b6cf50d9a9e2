/// A count Flickr sends as a number in some answers and as a string of digits in others
/// (`"total": 1200` from a search, `"total": "12"` from getFavorites, `"_content": "3"` from getInfo).
struct FlickrCount: Decodable, Hashable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
            return
        }
        let text = try container.decode(String.self)
        guard let number = Int(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a count")
        }
        value = number
    }
}
