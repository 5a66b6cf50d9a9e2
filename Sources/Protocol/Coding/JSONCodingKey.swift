/// A coding key the coders make up themselves: an array index in a coding path, or the `super`
/// key that `superEncoder()` and `superDecoder()` use by convention.
///
/// An index is stored as a number and spelled only when asked, and the whole key fits an
/// existential's inline buffer: a decoder makes one per array element, so neither formatting nor
/// boxing may cost an allocation.
struct JSONCodingKey: CodingKey, Sendable {
    private enum Storage: Sendable {
        case name(String)
        case index(Int)
    }

    private let storage: Storage

    init(stringValue: String) {
        storage = .name(stringValue)
    }

    /// The key of an array element; its string form is the index, as a reader would write it.
    init(intValue: Int) {
        storage = .index(intValue)
    }

    var stringValue: String {
        switch storage {
        case .name(let name): name
        case .index(let index): String(index)
        }
    }

    var intValue: Int? {
        guard case .index(let index) = storage else { return nil }
        return index
    }

    /// The key a class's superclass encodes itself under, as `superEncoder()` documents.
    static let superKey = JSONCodingKey(stringValue: "super")
}
