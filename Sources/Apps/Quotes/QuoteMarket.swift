import ViewModels

/// The made-up market behind `QuoteList`: what each tick does, drawn from a seeded generator, so a
/// seed always gives the same session.
///
/// Rules:
/// - A new quote has a symbol of 3 or 4 capital letters that no listed quote has, and a price from
///   $5 to $500 in cents. The market keeps the listed symbols itself, so a new listing costs the
///   same in a list of twenty or of a hundred thousand; whoever drops a quote calls `delist`.
/// - On a tick each price moves, with even odds, by up to 2% either way, rounded to cents and never
///   below a cent; a move that rounds to no change is no move.
/// - Then, each with odds of one in three: a quote is removed (while more than `minimumCount` are
///   listed), one is inserted (while fewer than `maximumCount` are), and one is replaced by a new
///   quote. Indices in `edits` refer to the list as the edits before them left it.
/// - Important: A plain value with no time in it: `QuoteList` owns the timer and applies the edits.
struct QuoteMarket {
    enum Edit: Equatable {
        case remove(at: Int)
        case insert(at: Int)
        case replace(at: Int)
    }

    static let minimumCount = 5
    static let maximumCount = 40

    private var generator: SplitMix64
    /// The listed symbols, each packed into the four bytes its letters fit in rather than kept as a
    /// string, since a list may hold a hundred thousand.
    private var listed: Set<UInt32> = []

    /// A market whose draws follow `seed`, with room for `listings` symbols without growing.
    init(seed: UInt64, listings: Int = 0) {
        generator = SplitMix64(seed: seed)
        listed.reserveCapacity(listings)
    }

    /// A new quote, whose symbol counts as listed until it is delisted.
    mutating func newListing() -> (symbol: String, price: Double) {
        var symbol: String
        repeat {
            // Built in place: a string this short lives inside its own bytes, with no allocation.
            symbol = ""
            for _ in 0..<3 + generator.next(below: 2) {
                symbol.unicodeScalars.append(UnicodeScalar(UInt8(65 + generator.next(below: 26))))
            }
        } while !listed.insert(Self.key(symbol.utf8)).inserted
        return (symbol, Double(500 + generator.next(below: 49_501)) / 100)
    }

    /// The quote with this symbol left the list; a new listing may take the symbol again.
    mutating func delist(_ symbol: String) {
        listed.remove(Self.key(symbol.utf8))
    }

    private static func key(_ letters: some Sequence<UInt8>) -> UInt32 {
        letters.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The price after a tick, or nil when it does not move.
    mutating func nextPrice(after price: Double) -> Double? {
        guard generator.next(below: 2) == 0 else { return nil }
        let change = Double(generator.next(below: 401) - 200) / 10_000
        let moved = max(0.01, (price * (1 + change) * 100).rounded() / 100)
        return moved == price ? nil : moved
    }

    /// The list's edits for a tick on a list of `count` quotes.
    mutating func edits(count: Int) -> [Edit] {
        var count = count
        var edits: [Edit] = []
        if generator.next(below: 3) == 0, count > Self.minimumCount {
            edits.append(.remove(at: generator.next(below: count)))
            count -= 1
        }
        if generator.next(below: 3) == 0, count < Self.maximumCount {
            edits.append(.insert(at: generator.next(below: count + 1)))
            count += 1
        }
        if generator.next(below: 3) == 0, count > 0 {
            edits.append(.replace(at: generator.next(below: count)))
        }
        return edits
    }
}
