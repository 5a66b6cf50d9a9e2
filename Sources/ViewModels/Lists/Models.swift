/// The model values a list is made from, kept by their ids, in the order they were added: the source
/// of `Rows` (DynamicData's SourceCache).
///
/// Rules:
/// - An id is in the store at most once: `add` of an id already there replaces its model in place.
/// - Every edit is visible at once and then reported to `changes` as a change set, keyed: what was
///   added, updated (with the model it replaced) and removed. An edit of an id the store does not
///   hold reports nothing.
/// - `values` lists the models in order; an id's place is where it was first added, or where
///   `replaceAll(with:)` last put it.
/// - An add, update or removal costs a hash look-up, whatever the store's size; `values` costs a
///   sort on its first read after a change.
/// - Important: Main actor only. It never refers to what is made from it, so a row may hold the
///   store it was made from (to change its model) without keeping anything alive.
@MainActor
public final class Models<Model: Identifiable> {
    /// A model with its place in the order.
    struct Slot {
        var place: Int
        var model: Model
    }

    private var slots: [Model.ID: Slot]
    private var nextPlace = 0
    /// `values` as last read; nil after a change of the order or of the ids.
    private var ordered: [Model]?
    /// Every change set, each sent after it became visible.
    public let changes: Signal<[ModelChange<Model>]>
    private let input: Signal<[ModelChange<Model>]>.Observer

    /// A store holding `models`, in their order; a later model with the id of an earlier one replaces it.
    public init(_ models: [Model] = []) {
        slots = [:]
        (changes, input) = Signal.pipe()
        for model in models { place(model) }
    }

    isolated deinit {
        input.sendCompleted()
    }

    /// How many models the store holds.
    public var count: Int { slots.count }

    /// The models in order.
    public var values: [Model] {
        ReadRecording.noteUnobservedRead()
        if let ordered { return ordered }
        let made = slots.values.sorted { $0.place < $1.place }.map(\.model)
        ordered = made
        return made
    }

    /// The model with `id`, or nil.
    public subscript(id: Model.ID) -> Model? {
        slots[id]?.model
    }

    /// Adds `model` after the others, or replaces the model with its id where it stands.
    public func add(_ model: Model) {
        add(contentsOf: [model])
    }

    /// Adds each model as `add(_:)` does, reported as one change set.
    public func add(contentsOf models: [Model]) {
        var changes: [ModelChange<Model>] = []
        for model in models {
            if let replaced = place(model) {
                changes.append(.updated(from: replaced, to: model))
            } else {
                changes.append(.added(model))
            }
        }
        report(changes)
    }

    /// Changes the model with `id` in place; nothing when there is none.
    /// - Returns: the model as `change` left it, or nil when there was none.
    @discardableResult
    public func update(_ id: Model.ID, _ change: (inout Model) throws -> Void) rethrows -> Model? {
        guard var slot = slots[id] else { return nil }
        let replaced = slot.model
        try change(&slot.model)
        slots[id] = slot
        ordered = nil
        report([.updated(from: replaced, to: slot.model)])
        return slot.model
    }

    /// Removes the model with `id`; nothing when there is none.
    public func remove(_ id: Model.ID) {
        guard let slot = slots.removeValue(forKey: id) else { return }
        ordered = nil
        report([.removed(slot.model)])
    }

    /// Removes every model `shouldRemove` is true of, reported as one change set.
    /// - Returns: how many were removed.
    @discardableResult
    public func removeAll(where shouldRemove: (Model) throws -> Bool) rethrows -> Int {
        var removed: [ModelChange<Model>] = []
        for model in values where try shouldRemove(model) {
            slots[model.id] = nil
            removed.append(.removed(model))
        }
        if !removed.isEmpty { ordered = nil }
        report(removed)
        return removed.count
    }

    /// Makes the store hold exactly `models`, in their order, as a refresh from a service does: ids
    /// kept are updated in place (their rows stay), new ones added, missing ones removed, all
    /// reported as one change set ending in `reordered`, since every place is given anew. A later
    /// model with the id of an earlier one is left out.
    public func replaceAll(with models: [Model]) {
        var seen = Set<Model.ID>()
        let unique = models.filter { seen.insert($0.id).inserted }
        var changes: [ModelChange<Model>] = []
        for model in values where !seen.contains(model.id) {
            slots[model.id] = nil
            changes.append(.removed(model))
        }
        nextPlace = 0
        for model in unique {
            if let replaced = slots[model.id]?.model {
                changes.append(.updated(from: replaced, to: model))
            } else {
                changes.append(.added(model))
            }
            slots[model.id] = Slot(place: nextPlace, model: model)
            nextPlace += 1
        }
        ordered = nil
        changes.append(.reordered)
        report(changes)
    }

    /// A read-only count of the models `included` is true of, kept up to date from each change set
    /// without reading the store again: an unread count over thousands of messages costs one test
    /// per change.
    public func count(where included: @escaping @MainActor (Model) -> Bool) -> Property<Int> {
        let counted = MutableProperty(slots.values.count { included($0.model) })
        changes.observe { [weak counted] changes in
            guard let counted else { return }
            var difference = 0
            for change in changes {
                switch change {
                case .added(let model): difference += included(model) ? 1 : 0
                case .updated(let old, let new): difference += (included(new) ? 1 : 0) - (included(old) ? 1 : 0)
                case .removed(let model): difference -= included(model) ? 1 : 0
                case .reordered: break
                }
            }
            if difference != 0 { counted.value += difference }
        }
        return Property(capturing: counted)
    }

    /// The place in the order of the model with `id`: `Rows` orders by it when no sort is given.
    func place(of id: Model.ID) -> Int? {
        slots[id]?.place
    }

    /// Every model with its place, in no order: what `Rows` starts from.
    var placedModels: [(place: Int, model: Model)] {
        slots.values.map { ($0.place, $0.model) }
    }

    /// Puts `model` in its slot, after the others when its id is new; returns the model it replaced.
    @discardableResult
    private func place(_ model: Model) -> Model? {
        if var slot = slots[model.id] {
            let replaced = slot.model
            slot.model = model
            slots[model.id] = slot
            ordered = nil
            return replaced
        }
        slots[model.id] = Slot(place: nextPlace, model: model)
        nextPlace += 1
        ordered = nil
        return nil
    }

    private func report(_ changes: [ModelChange<Model>]) {
        if !changes.isEmpty { input.send(changes) }
    }
}
