import ViewModels

/// The live stock list of seed 004 (QuoteListViewModel): quotes whose prices move, and which come
/// and go, on every tick of a clock.
///
/// Rules:
/// - It starts with `initialCount` quotes (20 unless asked otherwise) and ticks every `tickInterval`
///   on `clock`, the first tick one interval after creation. What a tick does is `QuoteMarket`'s, so
///   the same seed gives the same ticks. A tick inserts only while fewer than 40 quotes are listed
///   and removes only while more than 5 are, so a list started larger only shrinks, slowly.
/// - A tick first sets the prices that moved (each quote reports its own change), then makes the
///   list's edits in one batch: one change set per tick, none when nothing was added, removed or
///   replaced. A quote owns nothing but its members, so one that leaves needs no disposing.
/// - Ticks stop when the view model is disposed.
/// - Important: Main actor only. The timer holds the list weakly, so a list nobody holds goes away
///   and its timer with it.
@MainActor
public final class QuoteList: ViewModel {
    public static let declaration = Declaration<QuoteList>(
        doc: "Stock quotes that change on every tick: prices move, quotes are added, removed and replaced.",
        .collection(\.quotes, doc: "The listed quotes; they change on every tick.", pageSize: 50),
        .argument("tickInterval", Double.self, doc: "Seconds between ticks, above 0 and at most a day; 1 when omitted."),
        .argument("seed", Int.self, doc: "Seeds the ticks: the same seed plays the same session; \(defaultSeed) when omitted."),
        .argument("initialCount", Int.self, doc: "Quotes at the start, from 0 to \(maxInitialCount); \(defaultInitialCount) when omitted.")
    )
    /// The seed when none is given: every default list plays the same session.
    public static let defaultSeed: UInt64 = 4
    /// The quotes a list starts with when not asked for more or fewer: a screenful.
    public nonisolated static let defaultInitialCount = 20

    public let quotes: ObservableArray<Quote>

    public let lifetime: Lifetime
    private let token: Lifetime.Token
    private var market: QuoteMarket

    /// - Precondition: `initialCount` is not negative.
    public init(
        tickInterval: Duration = .seconds(1), seed: UInt64 = defaultSeed, initialCount: Int = defaultInitialCount,
        clock: some Clock<Duration> = ContinuousClock()
    ) {
        precondition(initialCount >= 0, "a quote list cannot start with fewer than no quotes")
        (lifetime, token) = Lifetime.make()
        // Listed into one array of the right size, not appended one by one: a list of a hundred
        // thousand would otherwise leave the memory of as many one-step change sets behind.
        var market = QuoteMarket(seed: seed, listings: initialCount)
        let initial = (0..<initialCount).map { _ in Self.newQuote(from: &market) }
        self.market = market
        quotes = ObservableArray(initial)
        let timer = ClockTimer(clock: clock)
        lifetime += timer
        Self.schedule(every: tickInterval, on: timer) { [weak self] in self?.tick() }
    }

    public func dispose() {
        token.dispose()
    }

    /// Runs `action` one `interval` from now, and again one interval after each run, until the timer
    /// is disposed. Measured from each run rather than from the first, so a server that falls behind
    /// skips ticks instead of bursting to catch up.
    private static func schedule<C: Clock<Duration>>(
        every interval: Duration, on timer: ClockTimer<C>, _ action: @escaping @MainActor () -> Void
    ) {
        timer.schedule(at: timer.clock.now.advanced(by: interval)) { [weak timer] in
            action()
            if let timer {
                schedule(every: interval, on: timer, action)
            }
        }
    }

    private func tick() {
        // The market is a local value for the tick and put back after: a stored property's draws
        // would each pay a run-time exclusivity check, a local's none.
        var market = QuoteMarket(seed: 0)
        swap(&market, &self.market)
        defer { swap(&market, &self.market) }
        for quote in quotes.elements {
            if let price = market.nextPrice(after: quote.price.value) {
                quote.update(price: price)
            }
        }
        quotes.batch {
            for edit in market.edits(count: quotes.count) {
                switch edit {
                case .remove(let index):
                    market.delist(quotes[index].symbol.value)
                    quotes.remove(at: index)
                case .insert(let index):
                    quotes.insert(Self.newQuote(from: &market), at: index)
                case .replace(let index):
                    // The new listing is drawn while the old symbol is still listed, so it never takes it.
                    let leaving = quotes[index].symbol.value
                    quotes.replace(at: index, with: Self.newQuote(from: &market))
                    market.delist(leaving)
                }
            }
        }
    }

    private static func newQuote(from market: inout QuoteMarket) -> Quote {
        let listing = market.newListing()
        return Quote(symbol: listing.symbol, price: listing.price)
    }
}
