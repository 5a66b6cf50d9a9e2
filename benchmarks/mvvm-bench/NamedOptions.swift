/// `--name value` pairs, the only form of option the benchmark's subcommands take.
enum NamedOptions {
    /// The options by name without the dashes; nil when anything is left that is not such a pair, so
    /// the caller prints its usage.
    static func parse(_ arguments: [String]) -> [String: String]? {
        var options: [String: String] = [:]
        var remaining = arguments[...]
        while let name = remaining.first, name.hasPrefix("--"), remaining.count >= 2 {
            options[String(name.dropFirst(2))] = remaining.dropFirst().first
            remaining = remaining.dropFirst(2)
        }
        return remaining.isEmpty ? options : nil
    }
}
