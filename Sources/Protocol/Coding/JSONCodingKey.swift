/// A coding key the coders make up themselves: an array index in a coding path, or the `super`
/// key that `superEncoder()` and `superDecoder()` use by convention.
struct JSONCodingKey: CodingKey, Sendable {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    /// The key of an array element; its string form is the index, as a reader would write it.
    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }

    /// The key a class's superclass encodes itself under, as `superEncoder()` documents.
    static let superKey = JSONCodingKey(stringValue: "super")
}
