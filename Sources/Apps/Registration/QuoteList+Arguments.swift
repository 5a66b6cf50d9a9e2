import RPCServer

extension QuoteList {
    /// The longest tick a client may ask for: a day. Longer is surely a mistake, and the limit keeps
    /// the interval far inside what `Duration` holds.
    static let maxTickInterval = 86_400.0
    /// The most quotes a list may start with: enough to measure what a hundred thousand hosted item
    /// view models cost (docs/performance.md), few enough that a mistyped count cannot exhaust memory.
    static let maxInitialCount = 100_000

    /// A list made from `viewModel/create` arguments
    /// `{tickInterval?: seconds > 0, seed?: integer, initialCount?: 0...maxInitialCount}`, ticking on
    /// `clock`: the continuous clock in the server, a test clock in tests.
    static func make(arguments: ViewModelArguments, clock: some Clock<Duration>) throws(ArgumentError) -> QuoteList {
        let seconds = try arguments.optional("tickInterval", as: Double.self) ?? 1
        let seed = try arguments.optional("seed", as: Int.self).map { UInt64(bitPattern: Int64($0)) } ?? defaultSeed
        let initialCount = try arguments.optional("initialCount", as: Int.self) ?? defaultInitialCount
        guard seconds > 0, seconds <= maxTickInterval else {
            throw arguments.invalid("tickInterval", "expected seconds above 0, at most \(Int(maxTickInterval))")
        }
        guard (0...maxInitialCount).contains(initialCount) else {
            throw arguments.invalid("initialCount", "expected an integer from 0 to \(maxInitialCount)")
        }
        return QuoteList(tickInterval: .seconds(seconds), seed: seed, initialCount: initialCount, clock: clock)
    }
}
