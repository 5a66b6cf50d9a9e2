/// The elements of an array being encoded; a class, and open elements kept on the side, for the
/// same reasons as ``PendingObject``.
final class PendingArray {
    private var elements: [JSONValue] = []
    private var openElements: [(position: Int, node: EncodingNode)] = []

    var count: Int { elements.count }

    func append(_ value: JSONValue) {
        elements.append(value)
    }

    func appendOpen(_ node: EncodingNode) {
        openElements.append((elements.count, node))
        elements.append(.null)
    }

    /// The finished elements; an open node never written to becomes `{}`, as in ``PendingObject``.
    func finish() -> [JSONValue] {
        for (position, node) in openElements {
            elements[position] = node.finish() ?? .object(JSONObject())
        }
        return elements
    }
}
