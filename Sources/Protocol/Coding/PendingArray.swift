/// The elements of an array being encoded; a class for the same reason as ``PendingObject``.
final class PendingArray {
    private var elements: [PendingValue] = []

    var count: Int { elements.count }

    func append(_ value: PendingValue) {
        elements.append(value)
    }

    func finish() -> [JSONValue] {
        elements.map { $0.finish() }
    }
}
