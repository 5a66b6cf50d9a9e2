/// The names of the members a client bound, of one kind, on one view model.
///
/// Every change of an observed member asks whether its name is among these, so that question must
/// be cheap: a client binds a handful of members, whose names are short, and comparing a name with a
/// handful of others costs less than hashing it, which a `Set` does on every change.
struct MemberNames {
    private var names: [String] = []

    var isEmpty: Bool { names.isEmpty }

    func contains(_ name: String) -> Bool {
        names.contains(name)
    }

    mutating func formUnion(_ others: [String]) {
        // Room for all of them at once: binding every member, the usual case, then allocates once.
        names.reserveCapacity(names.count + others.count)
        for name in others where !contains(name) {
            names.append(name)
        }
    }

    mutating func subtract(_ others: [String]) {
        names.removeAll { others.contains($0) }
    }
}
