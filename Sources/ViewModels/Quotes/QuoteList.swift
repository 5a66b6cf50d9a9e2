/// The live stock list of seed 004 (QuoteListViewModel): quotes whose prices move, and which come
/// and go, on every tick of a clock.
///
/// Rules:
/// - It starts with `QuoteMarket.initialCount` quotes and ticks every `tickInterval` on `clock`,
///   the first tick one interval after creation. What a tick does is `QuoteMarket`'s, so the same
///   seed gives the same ticks.
/// - A tick first sets the prices that moved (each quote reports its own change), then makes the
///   list's edits in one batch: one change set per tick, none when nothing was added, removed or
///   replaced. A quote removed or replaced is disposed.
/// - Ticks stop when the view model is disposed; its quotes are disposed with it.
/// - Important: Main actor only. The timer holds the list weakly, so a list nobody holds goes away
///   and its timer with it.
@MainActor
public final class QuoteList: ViewModel {
    public static let typeName = "QuoteList"
    public static let doc = """
        Stock quotes that change on every tick: prices move, quotes are added, removed and replaced. \
        Create arguments: tickInterval (seconds, default 1) and seed (integer).
        """
    /// The seed when none is given: every default list plays the same session.
    public static let defaultSeed: UInt64 = 4

    public let quotes: ObservableArray<Quote>

    public let lifetime: Lifetime
    private let token: Lifetime.Token
    private var market: QuoteMarket

    public init(
        tickInterval: Duration = .seconds(1), seed: UInt64 = defaultSeed,
        clock: some Clock<Duration> = ContinuousClock()
    ) {
        (lifetime, token) = Lifetime.make()
        market = QuoteMarket(seed: seed)
        quotes = ObservableArray(doc: "The listed quotes; they change on every tick.")
        quotes.batch {
            for _ in 0..<QuoteMarket.initialCount {
                quotes.append(newQuote())
            }
        }
        let timer = ClockTimer(clock: clock)
        lifetime += timer
        Self.schedule(every: tickInterval, on: timer) { [weak self] in self?.tick() }
        lifetime.observeEnded { [quotes] in quotes.elements.forEach { $0.dispose() } }
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
        for quote in quotes.elements {
            if let price = market.nextPrice(after: quote.price.value) {
                quote.update(price: price)
            }
        }
        var gone: [Quote] = []
        quotes.batch {
            for edit in market.edits(count: quotes.count) {
                switch edit {
                case .remove(let index):
                    gone.append(quotes[index])
                    quotes.remove(at: index)
                case .insert(let index):
                    quotes.insert(newQuote(), at: index)
                case .replace(let index):
                    gone.append(quotes[index])
                    quotes.replace(at: index, with: newQuote())
                }
            }
        }
        gone.forEach { $0.dispose() }
    }

    private func newQuote() -> Quote {
        let listing = market.newListing(avoiding: Set(quotes.elements.map(\.symbol.value)))
        return Quote(symbol: listing.symbol, price: listing.price)
    }
}
