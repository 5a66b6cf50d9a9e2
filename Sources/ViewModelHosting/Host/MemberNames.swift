/// The names of the members a client bound, of one kind, on one view model.
///
/// Every change of an observed member asks whether its name is among these, so that question must
/// be cheap: a client binds a handful of members, whose names are short, and comparing a name with a
/// handful of others costs less than hashing it, which a `Set` does on every change. A client that
/// binds every member of the kind, the usual case, is answered without a list: none is kept.
struct MemberNames {
    /// The names bound; nil when every member of the kind is.
    private var names: [String]? = []

    var isEmpty: Bool { names?.isEmpty ?? false }

    func contains(_ name: String) -> Bool {
        names?.contains(name) ?? true
    }

    /// Adds `others`, names out of `all`, the names of every member of the kind.
    mutating func formUnion(_ others: [String], of all: [String]) {
        guard var bound = names else { return }
        // Room for all of them at once: binding a list of members then allocates once.
        bound.reserveCapacity(bound.count + others.count)
        for name in others where !bound.contains(name) {
            bound.append(name)
        }
        names = !all.isEmpty && bound.count == all.count ? nil : bound
    }

    /// Removes `others`, names out of `all`, the names of every member of the kind.
    mutating func subtract(_ others: [String], of all: [String]) {
        var bound = names ?? all
        bound.removeAll { others.contains($0) }
        names = bound
    }
}
