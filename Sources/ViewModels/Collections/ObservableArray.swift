/// An array a view model owns and a list view follows (seed 004's CEObservableMutableArray): every
/// edit is reported as a change set a frontend can animate.
///
/// Rules:
/// - Each edit outside `batch` is visible in `elements` at once and then reported as a change set of
///   one step. Inside `batch`, edits are visible at once too, and all of them are reported together,
///   as one change set whose steps apply in order, when the outermost batch ends.
/// - Edits that change nothing (inserting or removing no elements) report nothing; nor does a batch
///   of them.
/// - `observe` starts with the current elements, as a change set of one `reset`, then follows every
///   change set: applying them all in order to an empty array gives `elements`.
/// - Change sets are delivered through `Delivery`, like every signal: from inside an observer they
///   wait their turn, and `changes` completes when the array deinitializes.
/// - Important: Main actor only. Indices out of range are programming errors and stop the program,
///   as they do for `Array`.
@MainActor
public final class ObservableArray<Element>: ViewModelMember {
    /// The current elements, always up to date, even inside an observer whose change set is older.
    public var elements: [Element] {
        ReadRecording.noteUnobservedRead()
        return stored
    }
    /// What `elements` gives.
    private var stored: [Element]
    /// Every change set, each sent after it became visible in `elements`.
    public let changes: Signal<[ArrayChange<Element>]>
    private let input: Signal<[ArrayChange<Element>]>.Observer
    /// The steps of the running batch; nil outside a batch.
    private var batched: [ArrayChange<Element>]?
    /// Whether a batch joins a step to the one before it when they touch one run of positions
    /// (inserts one after the other or at the same place, removals of neighbours): set by `Rows`,
    /// whose change sets must be minimal; other arrays report every step as it was made.
    var joinsSteps = false

    /// An array holding `elements`, which an observer hears first as one `reset`.
    public init(_ elements: [Element] = []) {
        stored = elements
        (changes, input) = Signal.pipe()
    }

    isolated deinit {
        input.sendCompleted()
    }

    /// The number of elements.
    public var count: Int { elements.count }

    /// The element at `index`; an index out of range stops the program.
    public subscript(index: Int) -> Element {
        elements[index]
    }

    /// Calls `action` with the current elements as a `reset`, then with every change set.
    @discardableResult
    public func observe(_ action: @escaping @MainActor ([ArrayChange<Element>]) -> Void) -> any Disposable {
        changes.observe(startingWith: [.reset(elements: elements)], action)
    }

    /// Appends `element`, reported as an insert at the end.
    public func append(_ element: Element) {
        insert(contentsOf: [element], at: stored.count)
    }

    /// Inserts `element` so that it stands at `index`.
    public func insert(_ element: Element, at index: Int) {
        insert(contentsOf: [element], at: index)
    }

    /// Inserts `newElements` so that the first stands at `index`, reported as one step.
    public func insert(contentsOf newElements: [Element], at index: Int) {
        record(.insert(index: index, elements: newElements), changesSomething: !newElements.isEmpty)
    }

    /// Removes the element at `index`.
    public func remove(at index: Int) {
        remove(at: index, count: 1)
    }

    /// Removes the `count` elements starting at `index`.
    public func remove(at index: Int, count: Int) {
        record(.remove(index: index, count: count), changesSomething: count > 0)
    }

    /// Removes every element, reported as a `reset` even when there were none.
    public func removeAll() {
        reset([])
    }

    /// Replaces the element at `index`, as a price update does: the item stays where it is.
    public func replace(at index: Int, with element: Element) {
        replace(at: index, with: [element])
    }

    /// Replaces the elements starting at `index`, one for one, with `newElements`.
    public func replace(at index: Int, with newElements: [Element]) {
        record(.replace(index: index, elements: newElements), changesSomething: !newElements.isEmpty)
    }

    /// Takes the element at `from` out and puts it back so that it stands at `to`.
    public func move(from: Int, to: Int) {
        record(.move(from: from, to: to), changesSomething: from != to)
    }

    /// Replaces every element: for a new search result, where a list view reloads.
    public func reset(_ newElements: [Element]) {
        record(.reset(elements: newElements), changesSomething: true)
    }

    /// Makes the edits `updates` does and reports them as one change set when it returns.
    ///
    /// Batches nest: an inner batch joins the outer one, so a helper that batches its own edits can
    /// be called from inside a larger batch.
    public func batch(_ updates: () throws -> Void) rethrows {
        guard batched == nil else {
            try updates()
            return
        }
        batched = []
        defer {
            let steps = batched ?? []
            batched = nil
            if !steps.isEmpty {
                input.send(steps)
            }
        }
        try updates()
    }

    /// Makes the array `elements`, reported as `steps`, which must lead from the current elements to
    /// them: for a caller that computed both, so that thousands of steps are not applied one by one.
    func replace(with elements: [Element], reporting steps: [ArrayChange<Element>]) {
        guard !steps.isEmpty else { return }
        stored = elements
        report(steps)
    }

    /// Applies `steps` in place and reports them as they are: a change set another array reported,
    /// followed step for step (the rows `Rows` shows, after the ids it shows).
    func apply(reporting steps: [ArrayChange<Element>]) {
        guard !steps.isEmpty else { return }
        stored.apply(steps)
        report(steps)
    }

    private func report(_ steps: [ArrayChange<Element>]) {
        if batched != nil {
            batched? += steps
        } else {
            input.send(steps)
        }
    }

    private func record(_ change: ArrayChange<Element>, changesSomething: Bool) {
        guard changesSomething else { return }
        stored.apply(change)
        guard var steps = batched else {
            input.send([change])
            return
        }
        // Taken out while it grows, so that the append finds its storage unshared and copies nothing.
        batched = nil
        if joinsSteps, let last = steps.last, let joined = Self.join(last, change) {
            steps[steps.count - 1] = joined
        } else {
            steps.append(change)
        }
        batched = steps
    }

    /// One step doing what `first` then `second` do, when they touch one run of positions.
    private static func join(_ first: ArrayChange<Element>, _ second: ArrayChange<Element>) -> ArrayChange<Element>? {
        switch (first, second) {
        case (.insert(let index, let earlier), .insert(let next, let later)) where next == index + earlier.count:
            .insert(index: index, elements: earlier + later)
        case (.insert(let index, let earlier), .insert(let next, let later)) where next == index:
            .insert(index: index, elements: later + earlier)
        case (.remove(let index, let count), .remove(let next, let more)) where next == index:
            .remove(index: index, count: count + more)
        case (.remove(let index, let count), .remove(let next, let more)) where next + more == index:
            .remove(index: next, count: count + more)
        default:
            nil
        }
    }
}
