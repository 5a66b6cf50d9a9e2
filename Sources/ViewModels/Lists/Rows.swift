/// A list of row view models kept by key from a `Models` store: filtered, ordered, and made one row
/// per model (DynamicData's Filter → Sort → Transform → Bind, in one member). Declared as a
/// collection; frontends list the rows `shownIDs` names, each made when read.
///
/// ```swift
/// public private(set) lazy var messages = Rows(of: mail, in: self) { inbox, message in MessageRow(message, in: inbox) }
///     .filter(by: search) { message, text in text.isEmpty || message.subject.contains(text) }
///     .sort { $0.date > $1.date }
/// ```
///
/// Rules:
/// - A model's row is made when it is first read (from `shown`, `row(at:)` or `row(for:)`: a host
///   that shows a window of a hundred thousand reads fifty), with `row(owner, model)`, and its
///   `Field`s shown the model; when the model changes the same row is shown the new model, and moved
///   when its place in the order changed. A row the filter hides stays made: it is shown again as
///   the same row, so a frontend's id for it lasts. A row ends (`ended`) only when its model leaves
///   the store.
/// - A row that holds nothing but what its model shows (every property a `Field`; commands and
///   events allowed) may be let go of (`letGo(of:)`) while nothing selects it and `shown` was never
///   read: it is made again from its model the next time it is read. A host lets go of the rows
///   that leave a client's window, so a list of a hundred thousand costs the rows on screen.
/// - The order is the sort's, and the store's order among models the sort calls equal (all of them
///   when there is no sort).
/// - Change sets are minimal: a filter change removes the rows it hides (runs, from the end) and
///   inserts the rows it shows again, and moves nothing; an update moves at most its own row; a new
///   order moves the rows that changed places, or resets when more than a quarter of them did.
/// - An add, update or removal costs a binary search and one array edit; a filter change one test
///   per model.
/// - The filter and sort are first applied when `shownIDs` or `shown` is first read (by a host, when
///   it hosts the owner): the builder calls that follow `init` cost nothing. `shown` makes every
///   shown row; `shownIDs`, `count` and `row(at:)` make none but those read.
/// - Important: Main actor only. The owner is held weakly and handed to `row`, so the factory
///   captures nothing that keeps the owner alive.
@MainActor
public final class Rows<Model: Identifiable, Row: ViewModel>: ViewModelMember {
    /// A model with its place in the store's order and its row, once made.
    final class Entry {
        var model: Model
        var place: Int
        var row: Row?
        var isShown = false

        init(_ model: Model, place: Int) {
            self.model = model
            self.place = place
        }
    }

    /// The ids of the models the filter shows, in order, with the change sets that keep them so: what
    /// a host lists, making only the rows it reads.
    public private(set) lazy var shownIDs: ObservableArray<Model.ID> = {
        let ids = ObservableArray(start().map(\.model.id))
        ids.joinsSteps = true
        return ids
    }()
    /// The rows the filter shows, in order, every one of them made: what a frontend of the whole
    /// list shows. Once read, no row is let go of, and each change set of `shownIDs` is followed
    /// step for step; with the owner gone no row can be made, and it stays as it was.
    public private(set) lazy var shown: ObservableArray<Row> = {
        let ids = shownIDs
        isShownMade = true
        let shown = ObservableArray(shownEntries.compactMap { row(of: $0) })
        shown.joinsSteps = true
        subscriptions.add(
            ids.changes.observe { [weak self, weak shown] changes in
                guard let self, let shown, owner != nil else { return }
                shown.apply(reporting: changes.map { $0.map { self.row(for: $0)! } })
            })
        return shown
    }()
    /// The rows whose model left the store, after `shown` reported their removal: ended for good.
    public let ended: Signal<[Row]>
    private let endedInput: Signal<[Row]>.Observer
    /// The ids of the models that left the store, their rows made or not, told after `ended`.
    public let endedIDs: Signal<[Model.ID]>
    private let endedIDsInput: Signal<[Model.ID]>.Observer
    let source: Models<Model>
    /// The view model the rows belong to: the presenter of the screens a selection opens.
    private(set) weak var owner: (any ViewModel)?
    private let make: @MainActor (any ViewModel, Model) -> Row
    private var entries: [Model.ID: Entry] = [:]
    /// Every entry, shown or not, in order.
    private var ordered: [Entry] = []
    /// The entries of `shown`'s rows, in its order.
    private var shownEntries: [Entry] = []
    /// The filter as it stands: a test of a model, given the values its properties hold now, made
    /// again for each pass so that a pass over thousands of models reads each property once.
    private var include: (@MainActor () -> (Model) -> Bool)?
    private var areInIncreasingOrder: (@MainActor (Model, Model) -> Bool)?
    private var isStarted = false
    /// What shows a model to each of the row type's declared `Field`s, found once.
    private lazy var fieldShowers: [@MainActor (Row, Model) -> Void] = Row.declaration.members.compactMap {
        ($0.declared.memberType as? any ModelFieldType.Type)?.shower(at: $0.declared.keyPath, in: Row.self)
            as? @MainActor (Row, Model) -> Void
    }
    /// What keeps each selection made from these rows to shown rows, run after every change set.
    var selectionRules: [@MainActor () -> Void] = []
    /// Whether a selection made from these rows holds a row, one test per selection.
    var selectionHolds: [@MainActor (Row) -> Bool] = []
    private var isShownMade = false
    /// Whether a row of this type holds nothing but what its model shows, so that it can be made again.
    private lazy var rowsAreRemade: Bool = Row.declaration.members.allSatisfy { member in
        switch member.declared.kind {
        case .property: member.declared.memberType is any ModelFieldType.Type
        case .command, .event, .request, .argument: true
        case .computed, .collection, .kept: false
        }
    }
    private let subscriptions = CompositeDisposable()

    /// Rows of `owner` made from `source`'s models by `row`, all shown, in the store's order, until
    /// `filter` and `sort` say otherwise.
    public init<Owner: ViewModel>(
        of source: Models<Model>, in owner: Owner, row: @escaping @MainActor (Owner, Model) -> Row
    ) {
        self.source = source
        self.owner = owner
        make = { owner, model in row(owner as! Owner, model) }
        (ended, endedInput) = Signal.pipe()
        (endedIDs, endedIDsInput) = Signal.pipe()
    }

    isolated deinit {
        subscriptions.dispose()
        endedInput.sendCompleted()
        endedIDsInput.sendCompleted()
    }

    /// Shows only the models `include` is true of, given the current values of `properties`, and
    /// tests every model again whenever one of them changes.
    @discardableResult
    public func filter<each P: PropertyProtocol>(
        by properties: repeat each P, include: @escaping @MainActor (Model, repeat (each P).Value) -> Bool
    ) -> Self {
        self.include = {
            let values = (repeat (each properties).value)
            return { model in include(model, repeat each values) }
        }
        for property in repeat each properties {
            subscriptions.add(property.signal.observe { [weak self] _ in self?.refilter() })
        }
        if isStarted { refilter() }
        return self
    }

    /// Orders the rows by their models; models the sort calls equal keep the store's order.
    @discardableResult
    public func sort(by areInIncreasingOrder: @escaping @MainActor (Model, Model) -> Bool) -> Self {
        self.areInIncreasingOrder = areInIncreasingOrder
        if isStarted {
            reorder()
            settle(ending: [])
        }
        return self
    }

    /// How many rows are shown.
    public var count: Int { shownIDs.count }

    /// The rows made now, in order, hidden ones included.
    public var madeRows: [Row] {
        ordered.compactMap(\.row)
    }

    /// The shown row at `index`, made if it was not yet; nil when the owner is gone.
    /// - Precondition: `index` is below `count`.
    public func row(at index: Int) -> Row? {
        _ = shownIDs
        return row(of: shownEntries[index])
    }

    /// The row of the model with `id`, made if it was not yet; nil when the store has no such model
    /// or the owner is gone.
    public func row(for id: Model.ID) -> Row? {
        _ = shownIDs
        return entries[id].flatMap(row(of:))
    }

    /// Lets go of the row of the model with `id`, to be made again from its model the next time it is
    /// read, when rows of this type hold nothing but what their model shows, nothing selects it and
    /// `shown` was never read.
    /// - Returns: whether it let go; false leaves the row as it was.
    @discardableResult
    public func letGo(of id: Model.ID) -> Bool {
        guard rowsAreRemade, !isShownMade, let entry = entries[id], let row = entry.row,
            !selectionHolds.contains(where: { $0(row) })
        else { return false }
        entry.row = nil
        return true
    }

    /// The model `row` shows now, when it is one of the rows shown.
    public func model(of row: Row) -> Model? {
        shownEntries.first { $0.row === row }?.model
    }

    /// Whether `row` is one of the rows shown now.
    public func isShown(_ row: Row) -> Bool {
        shownEntries.contains { $0.row === row }
    }

    private func start() -> [Entry] {
        isStarted = true
        for (place, model) in source.placedModels {
            entries[model.id] = Entry(model, place: place)
        }
        ordered = entries.values.sorted(by: precedes)
        let includes = test()
        shownEntries = ordered.filter { includes($0.model) }
        for entry in shownEntries { entry.isShown = true }
        subscriptions.add(source.changes.observe { [weak self] changes in self?.apply(changes) })
        return shownEntries
    }

    /// The filter's test as its properties stand now; every model passes when there is no filter.
    private func test() -> (Model) -> Bool {
        include?() ?? { _ in true }
    }

    private func precedes(_ first: Entry, _ second: Entry) -> Bool {
        if let areInIncreasingOrder {
            if areInIncreasingOrder(first.model, second.model) { return true }
            if areInIncreasingOrder(second.model, first.model) { return false }
        }
        return first.place < second.place
    }

    /// The entry's row, made and shown its model the first time.
    private func row(of entry: Entry) -> Row? {
        if let row = entry.row { return row }
        guard let owner else { return nil }
        let row = make(owner, entry.model)
        entry.row = row
        showModel(of: entry)
        return row
    }

    /// Shows the entry's model to its row's declared fields.
    private func showModel(of entry: Entry) {
        guard let row = entry.row else { return }
        for show in fieldShowers { show(row, entry.model) }
    }

    /// Where `entry` would stand in `entries`, by the order: the first place whose entry follows it.
    private func insertionIndex(of entry: Entry, in entries: [Entry]) -> Int {
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if precedes(entries[middle], entry) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where `entry` stands in `entries`, found by the order, or by looking at each when a sort
    /// that contradicts itself misplaced it.
    private func index(of entry: Entry, in entries: [Entry]) -> Int? {
        let found = insertionIndex(of: entry, in: entries)
        if found < entries.count, entries[found] === entry { return found }
        return entries.firstIndex { $0 === entry }
    }

    /// Whether the entry at `index` still stands between its neighbours by the order.
    private func isInPlace(_ index: Int, in entries: [Entry]) -> Bool {
        (index == 0 || precedes(entries[index - 1], entries[index]))
            && (index == entries.count - 1 || precedes(entries[index], entries[index + 1]))
    }

    private func apply(_ changes: [ModelChange<Model>]) {
        var endedRows: [Row] = []
        var endedIDs: [Model.ID] = []
        shownIDs.batch {
            if changes.contains(where: { if case .reordered = $0 { true } else { false } }) {
                applyReordering(changes, ending: &endedRows, &endedIDs)
                return
            }
            for change in changes {
                switch change {
                case .added(let model): add(model)
                case .updated(_, let model): update(model)
                case .removed(let model): remove(model.id, ending: &endedRows, &endedIDs)
                case .reordered: break
                }
            }
        }
        settle(ending: endedRows, endedIDs)
    }

    private func add(_ model: Model) {
        let entry = Entry(model, place: source.place(of: model.id) ?? ordered.count)
        entries[model.id] = entry
        ordered.insert(entry, at: insertionIndex(of: entry, in: ordered))
        if test()(model) { show(entry) }
    }

    private func update(_ model: Model) {
        guard let entry = entries[model.id] else { return }
        let orderedIndex = index(of: entry, in: ordered)
        let shownIndex = entry.isShown ? index(of: entry, in: shownEntries) : nil
        entry.model = model
        showModel(of: entry)
        if let orderedIndex, !isInPlace(orderedIndex, in: ordered) {
            ordered.remove(at: orderedIndex)
            ordered.insert(entry, at: insertionIndex(of: entry, in: ordered))
        }
        switch (shownIndex, test()(model)) {
        case (let from?, true):
            guard !isInPlace(from, in: shownEntries) else { break }
            shownEntries.remove(at: from)
            let to = insertionIndex(of: entry, in: shownEntries)
            shownEntries.insert(entry, at: to)
            shownIDs.move(from: from, to: to)
        case (let from?, false):
            entry.isShown = false
            shownEntries.remove(at: from)
            shownIDs.remove(at: from)
        case (nil, true):
            show(entry)
        case (nil, false):
            break
        }
    }

    private func remove(_ id: Model.ID, ending endedRows: inout [Row], _ endedIDs: inout [Model.ID]) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        if let index = index(of: entry, in: ordered) { ordered.remove(at: index) }
        if entry.isShown, let index = index(of: entry, in: shownEntries) {
            shownEntries.remove(at: index)
            shownIDs.remove(at: index)
        }
        if let row = entry.row { endedRows.append(row) }
        endedIDs.append(id)
    }

    private func show(_ entry: Entry) {
        entry.isShown = true
        let index = insertionIndex(of: entry, in: shownEntries)
        shownEntries.insert(entry, at: index)
        shownIDs.insert(entry.model.id, at: index)
    }

    /// A change set that reorders the store: the entries take the new models and places, then the
    /// whole order is made again.
    private func applyReordering(
        _ changes: [ModelChange<Model>], ending endedRows: inout [Row], _ endedIDs: inout [Model.ID]
    ) {
        for change in changes {
            switch change {
            case .added(let model): entries[model.id] = Entry(model, place: 0)
            case .updated(_, let model):
                entries[model.id]?.model = model
                if let entry = entries[model.id] { showModel(of: entry) }
            case .removed(let model):
                if let row = entries.removeValue(forKey: model.id)?.row { endedRows.append(row) }
                endedIDs.append(model.id)
            case .reordered: break
            }
        }
        for (id, entry) in entries { entry.place = source.place(of: id) ?? entry.place }
        reorder()
    }

    /// Tests every model again against the filter: the rows it hides are removed, in runs from the
    /// end, and the rows it shows again inserted, in runs from the start; the shown rows are set at
    /// once and the runs reported as the change set.
    private func refilter() {
        guard isStarted else { return }
        let includes = test()
        var removals: [(index: Int, count: Int)] = []
        var insertions: [ArrayChange<Model.ID>] = []
        var run: (index: Int, ids: [Model.ID]) = (0, [])
        var (oldIndex, newShown, newIDs) = (0, [Entry](), [Model.ID]())
        for entry in ordered {
            let isShown = entry.isShown
            guard includes(entry.model) else {
                entry.isShown = false
                if isShown {
                    if let last = removals.last, last.index + last.count == oldIndex {
                        removals[removals.count - 1].count += 1
                    } else {
                        removals.append((oldIndex, 1))
                    }
                    oldIndex += 1
                }
                continue
            }
            if isShown {
                oldIndex += 1
            } else {
                entry.isShown = true
                if run.index + run.ids.count != newIDs.count, !run.ids.isEmpty {
                    insertions.append(.insert(index: run.index, elements: run.ids))
                    run.ids = []
                }
                if run.ids.isEmpty { run.index = newIDs.count }
                run.ids.append(entry.model.id)
            }
            newShown.append(entry)
            newIDs.append(entry.model.id)
        }
        if !run.ids.isEmpty { insertions.append(.insert(index: run.index, elements: run.ids)) }
        shownEntries = newShown
        shownIDs.replace(with: newIDs, reporting: removals.reversed().map { .remove(index: $0.index, count: $0.count) } + insertions)
        settle(ending: [])
    }

    /// Orders every entry again and brings `shown` in line: removals, then moves (or a reset when
    /// more than a quarter of the rows move), then insertions. The caller settles.
    private func reorder() {
        ordered = entries.values.sorted(by: precedes)
        let includes = test()
        let newShown = ordered.filter { includes($0.model) }
        let staying = Set(newShown.map(ObjectIdentifier.init))
        let wasShown = Set(shownEntries.map(ObjectIdentifier.init))
        shownIDs.batch {
            for index in shownEntries.indices.reversed() where !staying.contains(ObjectIdentifier(shownEntries[index])) {
                shownEntries[index].isShown = false
                shownIDs.remove(at: index)
            }
            var current = shownEntries.filter { staying.contains(ObjectIdentifier($0)) }
            let target = newShown.filter { wasShown.contains(ObjectIdentifier($0)) }
            var moves: [(from: Int, to: Int)] = []
            for place in target.indices where current[place] !== target[place] {
                guard moves.count * 4 <= target.count,
                    let from = current[(place + 1)...].firstIndex(where: { $0 === target[place] })
                else { break }
                moves.append((from, place))
                current.insert(current.remove(at: from), at: place)
            }
            if moves.count * 4 > target.count {
                for entry in newShown { entry.isShown = true }
                shownEntries = newShown
                shownIDs.reset(newShown.map(\.model.id))
                return
            }
            for move in moves { shownIDs.move(from: move.from, to: move.to) }
            shownEntries = current
            for entry in newShown where !entry.isShown { show(entry) }
        }
    }

    /// After a change set: selections let go of rows no longer shown, then ended rows are told.
    private func settle(ending endedRows: [Row], _ endedIDs: [Model.ID] = []) {
        for rule in selectionRules { rule() }
        if !endedRows.isEmpty { endedInput.send(endedRows) }
        if !endedIDs.isEmpty { endedIDsInput.send(endedIDs) }
    }
}
