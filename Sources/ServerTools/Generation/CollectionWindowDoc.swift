import Protocol

/// What a generated client says of a collection and of its window method, in either language: a
/// collection that describe declares with a page size may grow large, and is best shown a page at a
/// time (docs/protocol.md §9.3).
struct CollectionWindowDoc {
    /// The count a window method takes unless told: the declared page size, or 50.
    static let defaultCount = 50

    let collection: String
    let window: String
    let count: Int

    /// The docs of `description` and of its window method, named `method`.
    init(_ description: CollectionDescription, method: String) {
        count = description.pageSize ?? Self.defaultCount
        let name = description.name
        if let pageSize = description.pageSize {
            let large = "May grow large: describe declares pages of \(pageSize); show part of it with \(method)."
            collection = description.doc.isEmpty ? large : description.doc + " " + large
        } else {
            collection = description.doc
        }
        window =
            "Shows `count` items of \(name) from `offset` (collection/window) and returns the window, "
            + "which follows the server; its rows are bound while they are in it. Called again, it moves the window."
            + (description.pageSize.map { " \(name) may grow large: describe declares pages of \($0)." } ?? "")
    }
}
