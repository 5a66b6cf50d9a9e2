import Testing

@testable import Apps
@testable import ViewModels

@Suite("The quote market's random rules")
struct QuoteMarketTests {
    /// A thousand ticks of a list of symbols, applying each tick's edits as `QuoteList` does.
    private func session(seed: UInt64) -> [[String]] {
        var market = QuoteMarket(seed: seed)
        var symbols: [String] = []
        for _ in 0..<QuoteList.defaultInitialCount {
            symbols.append(market.newListing().symbol)
        }
        var history = [symbols]
        for _ in 0..<1_000 {
            for edit in market.edits(count: symbols.count) {
                switch edit {
                case .remove(let index): market.delist(symbols.remove(at: index))
                case .insert(let index): symbols.insert(market.newListing().symbol, at: index)
                case .replace(let index):
                    let leaving = symbols[index]
                    symbols[index] = market.newListing().symbol
                    market.delist(leaving)
                }
            }
            history.append(symbols)
        }
        return history
    }

    @Test("the same seed gives the same session, another seed another")
    func deterministic() {
        #expect(session(seed: 9) == session(seed: 9))
        #expect(session(seed: 9) != session(seed: 10))
    }

    @Test("the list stays within its bounds, symbols are unique, and every kind of edit happens")
    func bounds() {
        var market = QuoteMarket(seed: 1)
        var kinds: Set<String> = []
        for count in [QuoteMarket.minimumCount, 20, QuoteMarket.maximumCount] {
            for _ in 0..<300 {
                let edits = market.edits(count: count)
                if count == QuoteMarket.minimumCount {
                    #expect(!edits.contains { if case .remove = $0 { true } else { false } })
                }
                kinds.formUnion(edits.map { "\($0)".prefix { $0 != "(" }.description })
            }
        }
        #expect(kinds == ["remove", "insert", "replace"])
        for symbols in session(seed: 3) {
            #expect((QuoteMarket.minimumCount...QuoteMarket.maximumCount).contains(symbols.count))
            #expect(Set(symbols).count == symbols.count)
            #expect(symbols.allSatisfy { (3...4).contains($0.count) && $0.allSatisfy(\.isUppercase) })
        }
    }

    @Test("a price moves by at most 2%, in cents, never below a cent, and about half the time")
    func prices() {
        var market = QuoteMarket(seed: 5)
        var moves = 0
        for _ in 0..<1_000 {
            let price = 100.0
            guard let moved = market.nextPrice(after: price) else { continue }
            moves += 1
            #expect(abs(moved - price) <= 2.0 + 1e-9)
            #expect((moved * 100).rounded() == moved * 100)
        }
        #expect((400...600).contains(moves))
        var low = QuoteMarket(seed: 6)
        for _ in 0..<100 {
            #expect((low.nextPrice(after: 0.01) ?? 0.01) >= 0.01)
        }
    }
}
