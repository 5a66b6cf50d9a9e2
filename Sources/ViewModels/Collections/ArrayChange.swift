/// One step of a change set: what happened to an array, in the terms a list view animates.
///
/// A change set (`[ArrayChange]`) is applied step by step, each step to the result of the one
/// before, so indices always refer to the array as the previous steps left it (SPEC §5).
public enum ArrayChange<Element> {
    /// `elements` now stand at `index`, in order; what stood there and after moved up.
    case insert(index: Int, elements: [Element])
    /// The `count` elements starting at `index` are gone; what followed moved down.
    case remove(index: Int, count: Int)
    /// The elements starting at `index` are now `elements`, one for one; nothing moved.
    case replace(index: Int, elements: [Element])
    /// The element at `from` was taken out and put back so that it now stands at `to`.
    case move(from: Int, to: Int)
    /// Everything was replaced by `elements`: a list view reloads.
    case reset(elements: [Element])
}

extension ArrayChange {
    /// The same step with each element it carries transformed: a change set of ids read as rows.
    public func map<Other>(_ transform: (Element) throws -> Other) rethrows -> ArrayChange<Other> {
        switch self {
        case .insert(let index, let elements): .insert(index: index, elements: try elements.map(transform))
        case .remove(let index, let count): .remove(index: index, count: count)
        case .replace(let index, let elements): .replace(index: index, elements: try elements.map(transform))
        case .move(let from, let to): .move(from: from, to: to)
        case .reset(let elements): .reset(elements: try elements.map(transform))
        }
    }
}

extension ArrayChange: Equatable where Element: Equatable {}
extension ArrayChange: Sendable where Element: Sendable {}

extension Array {
    /// Applies a change set, step by step, as a frontend does with what an `ObservableArray` reports.
    ///
    /// Applying every change set an observation delivered, starting from an empty array, gives the
    /// observed array: that is how the tests prove the change sets right.
    /// - Precondition: every index is valid for the array as the previous steps left it.
    public mutating func apply(_ changes: [ArrayChange<Element>]) {
        for change in changes {
            apply(change)
        }
    }

    /// Applies one step of a change set.
    /// - Precondition: its indices are valid for this array.
    public mutating func apply(_ change: ArrayChange<Element>) {
        switch change {
        case .insert(let index, let elements):
            insert(contentsOf: elements, at: index)
        case .remove(let index, let count):
            removeSubrange(index..<index + count)
        case .replace(let index, let elements):
            replaceSubrange(index..<index + elements.count, with: elements)
        case .move(let from, let to):
            insert(remove(at: from), at: to)
        case .reset(let elements):
            self = elements
        }
    }
}
