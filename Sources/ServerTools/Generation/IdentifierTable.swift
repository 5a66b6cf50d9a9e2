/// The identifiers taken in one scope of generated code: a module's top-level names, or a class's
/// members.
///
/// Rules:
/// - A name keeps its wire spelling where the language allows it, so the code, the docs and
///   `viewModel/describe` read the same; a character an identifier cannot hold becomes `_`.
/// - A name already taken, reserved (a keyword, a name of the base class or of an import) gets `_`
///   appended until it is free. Names are claimed in declaration order, so the result is the same
///   on every run.
struct IdentifierTable {
    private var taken: Set<String>

    /// A scope where `reserved` can never be claimed as they are.
    init(reserved: Set<String>) {
        taken = reserved
    }

    /// `preferred`, made a valid identifier and free, now taken.
    mutating func claim(_ preferred: String) -> String {
        var name = Self.identifier(preferred)
        while taken.contains(name) { name += "_" }
        taken.insert(name)
        return name
    }

    /// `text` with every character an identifier of both languages cannot hold replaced by `_`, and
    /// `_` before a leading digit.
    static func identifier(_ text: String) -> String {
        var result = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber ?? true { result = "_" + result }
        return result
    }

    /// `name` with its first letter upper-cased: `playerName` → `PlayerName`.
    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
