import Protocol

/// How a face shows the collections its client has not windowed itself.
package enum UnwindowedCollections {
    /// Whole: a JSON-RPC client that named no default window.
    case whole
    /// Through this window (`initialize`'s `defaultWindow`).
    case window(CollectionWindow)
    /// A page at a time from the first row: the collection's declared page size, or this many (the
    /// MCP face: an agent reads a page, with the total).
    case pages(Int)

    /// The window a collection named `name` of a type laid out as `layout` is shown through; nil
    /// when it is shown whole.
    package func window(for name: String, in layout: TypeLayout) -> CollectionWindow? {
        let shown: CollectionWindow? =
            switch self {
            case .whole: nil
            case .window(let window): window
            case .pages(let size): CollectionWindow(offset: 0, count: layout.pageSizes[name] ?? size)
            }
        return shown?.isWhole == false ? shown : nil
    }
}
