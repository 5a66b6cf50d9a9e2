/// What a type asked of one unkeyed container while its schema was recorded.
///
/// A type that asks where the array ends (`isAtEnd` or `count`) reads a list, and is told it has
/// one element, whose schema becomes `items`. A type that reads elements without asking reads a
/// fixed number of them, a tuple: each element's schema goes into `prefixItems`, in order.
final class RecordedArray {
    private struct Element {
        var schema: RecordedSchema?
        var isNullable = false
    }

    private var elements: [Element] = []
    private var asksForEnd = false

    /// Answers `isAtEnd` for an index: the recorder reports exactly one element.
    func isAtEnd(_ index: Int) -> Bool {
        asksForEnd = true
        return index >= 1
    }

    /// Answers `count`: one element, as `isAtEnd` reports.
    func count() -> Int {
        asksForEnd = true
        return 1
    }

    func record(_ index: Int, schema: RecordedSchema? = nil, isNullable: Bool = false) {
        while elements.count <= index {
            elements.append(Element())
        }
        if elements[index].schema == nil {
            elements[index].schema = schema
        }
        elements[index].isNullable = elements[index].isNullable || isNullable
    }

    var schema: JSONValue {
        let schemas = elements.map { RecordedSchema.nullable($0.schema?.schema ?? [:], if: $0.isNullable) }
        guard asksForEnd else {
            return ["type": "array", "prefixItems": .array(schemas), "minItems": .integer(Int64(schemas.count))]
        }
        guard let items = schemas.first else { return ["type": "array"] }
        return ["type": "array", "items": items]
    }
}
