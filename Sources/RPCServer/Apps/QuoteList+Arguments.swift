import Protocol
import ViewModels

extension QuoteList {
    /// The longest tick a client may ask for: a day. Longer is surely a mistake, and the limit keeps
    /// the interval far inside what `Duration` holds.
    static let maxTickInterval = 86_400.0

    /// A list made from `viewModel/create` arguments `{tickInterval?: seconds > 0, seed?: integer}`,
    /// ticking on `clock`: the continuous clock in the server, a test clock in tests.
    static func make(arguments: JSONObject?, clock: some Clock<Duration>) throws(ResponseError) -> QuoteList {
        var reader = ArgumentReader(arguments, for: typeName)
        let seconds = try reader.optional("tickInterval", as: Double.self) ?? 1
        let seed = try reader.optional("seed", as: Int.self).map { UInt64(bitPattern: Int64($0)) } ?? defaultSeed
        try reader.done()
        guard seconds > 0, seconds <= maxTickInterval else {
            throw ResponseError.invalidParams(
                "\(typeName) argument 'tickInterval': expected seconds above 0, at most \(Int(maxTickInterval))")
        }
        return QuoteList(tickInterval: .seconds(seconds), seed: seed, clock: clock)
    }
}
