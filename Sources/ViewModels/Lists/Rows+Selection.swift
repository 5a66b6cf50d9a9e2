/// Selections of rows: a property holding a shown row or none (or several shown rows), which frontends
/// set with the rows' ids.
///
/// Rules:
/// - Only a shown row of these rows can be proposed (InvalidValue otherwise, naming the row type).
/// - A selected row that stops being shown (hidden by the filter, or its model gone) leaves the
///   selection once the change set that hid it is reported, with the property's own notification.
/// - A selection made `opening:` a screen pushes it from the rows' owner each time a row is selected,
///   and is cleared when that screen is popped or closed while its row is still the one selected.
extension Rows {
    /// A selection of one row, or none.
    public func selection() -> MutableProperty<Row?> {
        let selected = MutableProperty<Row?>(nil)
        selected.validate = { [weak self] row throws(InvalidValue) in
            guard let row, let self else { return }
            try self.checkShown(row)
        }
        selectionRules.append { [weak self, weak selected] in
            guard let self, let selected, let row = selected.value, !self.isShown(row) else { return }
            selected.value = nil
        }
        selectionHolds.append { [weak selected] row in selected?.value === row }
        return selected
    }

    /// A selection of one row, or none, that opens `screen(row, model)` on the owner's navigation
    /// stack each time a row is selected, with the model the row shows then: "pick a message, read it".
    public func selection<Screen: ViewModel>(
        opening screen: @escaping @MainActor (Row, Model) -> Screen, via navigator: any Navigator
    ) -> MutableProperty<Row?> {
        let selected = selection()
        selected.signal.observe { [weak self, weak selected, weak navigator] row in
            guard let row, let self, let owner, let model = model(of: row), let navigator else { return }
            navigator.push(screen(row, model), from: owner) { [weak selected] in
                if let selected, selected.value === row { selected.value = nil }
            }
        }
        return selected
    }

    /// A selection of any number of rows, in the order they were selected.
    public func multipleSelection() -> MutableProperty<[Row]> {
        let selected = MutableProperty<[Row]>([])
        selected.validate = { [weak self] rows throws(InvalidValue) in
            guard let self else { return }
            for row in rows { try self.checkShown(row) }
        }
        selectionRules.append { [weak self, weak selected] in
            guard let self, let selected else { return }
            let kept = selected.value.filter(self.isShown)
            if kept.count != selected.value.count { selected.value = kept }
        }
        selectionHolds.append { [weak selected] row in selected?.value.contains { $0 === row } ?? false }
        return selected
    }

    private func checkShown(_ row: Row) throws(InvalidValue) {
        guard !isShown(row) else { return }
        throw InvalidValue(
            reason: "That \(Row.typeName) is not one of the rows shown now, so it cannot be selected.",
            expected: "one of the rows shown now")
    }
}
