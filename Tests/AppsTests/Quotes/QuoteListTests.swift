import MVVMTesting
import Testing

@testable import Apps
@testable import ViewModels

@MainActor
@Suite("QuoteList", .timeLimit(.minutes(5)))
struct QuoteListTests {
    let clock = TestClock()

    @Test("nothing changes before the first interval; each tick makes at most one change set")
    func ticks() async {
        let list = QuoteList(tickInterval: .seconds(1), seed: 2, clock: clock)
        var changeSets = 0
        list.quotes.changes.observe { _ in changeSets += 1 }
        let prices = Recorder(list.quotes[0].price)
        #expect(list.quotes.count == QuoteList.defaultInitialCount)
        await clock.advance(by: .milliseconds(999))
        #expect(changeSets == 0 && prices.values.count == 1)
        for tick in 1...50 {
            await clock.advance(by: .seconds(1))
            #expect(changeSets <= tick)
        }
        #expect(changeSets > 10)
        #expect(prices.values.count > 1)
        list.dispose()
        #expect(clock.pendingSleeps == 0)
    }

    @Test(
        "a list starts with the quotes asked for, none to thousands, each with its own symbol",
        arguments: [0, 3, 5_000])
    func initialCount(count: Int) {
        let list = QuoteList(tickInterval: .seconds(1), seed: 2, initialCount: count, clock: clock)
        #expect(list.quotes.count == count)
        #expect(Set(list.quotes.elements.map(\.symbol.value)).count == count)
        list.dispose()
    }

    @Test("applying every change set in order to the first elements gives the list, tick after tick")
    func changeSetsConverge() async {
        let list = QuoteList(tickInterval: .milliseconds(1), seed: 11, clock: clock)
        var mirror = list.quotes.elements.map(ObjectIdentifier.init)
        list.quotes.changes.observe { changes in
            mirror.apply(
                changes.map { change in
                    switch change {
                    case .insert(let index, let elements):
                        .insert(index: index, elements: elements.map(ObjectIdentifier.init))
                    case .remove(let index, let count): .remove(index: index, count: count)
                    case .replace(let index, let elements):
                        .replace(index: index, elements: elements.map(ObjectIdentifier.init))
                    case .move(let from, let to): .move(from: from, to: to)
                    case .reset(let elements): .reset(elements: elements.map(ObjectIdentifier.init))
                    }
                })
        }
        for _ in 0..<1_000 {
            await clock.advance(by: .milliseconds(1))
            #expect(mirror == list.quotes.elements.map(ObjectIdentifier.init))
        }
        list.dispose()
    }

    @Test("a quote removed or replaced is released; the quotes listed are not")
    func releasesWhatLeaves() async {
        let list = QuoteList(tickInterval: .seconds(1), seed: 3, clock: clock)
        func weakly(_ quotes: [Quote]) -> [() -> Quote?] { quotes.map { quote in { [weak quote] in quote } } }
        var seen = weakly(list.quotes.elements)
        list.quotes.changes.observe { changes in
            for case .insert(_, let quotes) in changes { seen += weakly(quotes) }
            for case .replace(_, let quotes) in changes { seen += weakly(quotes) }
        }
        for _ in 0..<100 {
            await clock.advance(by: .seconds(1))
        }
        let listed = Set(list.quotes.elements.map(ObjectIdentifier.init))
        #expect(seen.count > listed.count)
        #expect(Set(seen.compactMap { $0() }.map(ObjectIdentifier.init)) == listed)
        list.dispose()
    }

    @Test("the same seed gives the same list and prices, tick for tick")
    func deterministic() async {
        let other = TestClock()
        let first = QuoteList(tickInterval: .seconds(1), seed: 8, clock: clock)
        let second = QuoteList(tickInterval: .seconds(1), seed: 8, clock: other)
        func state(_ list: QuoteList) -> [String] {
            list.quotes.elements.map { "\($0.symbol.value) \($0.price.value)" }
        }
        for _ in 0..<30 {
            await clock.advance(by: .seconds(1))
            await other.advance(by: .seconds(1))
            #expect(state(first) == state(second))
        }
        let third = QuoteList(tickInterval: .seconds(1), seed: 9, clock: TestClock())
        #expect(state(third) != state(first))
        for list in [first, second, third] { list.dispose() }
    }

    @Test("disposing stops the ticks, and a list nobody holds goes away with its timer")
    func lifetime() async {
        let list = QuoteList(tickInterval: .seconds(1), seed: 1, clock: clock)
        await clock.advance(by: .seconds(3))
        let quotes = list.quotes.elements
        list.dispose()
        #expect(clock.pendingSleeps == 0)
        await clock.advance(by: .seconds(10))
        #expect(list.quotes.elements.map(ObjectIdentifier.init) == quotes.map(ObjectIdentifier.init))

        weak var released: QuoteList?
        do {
            let dropped = QuoteList(tickInterval: .seconds(1), seed: 1, clock: clock)
            released = dropped
            #expect(clock.pendingSleeps == 1)
        }
        #expect(released == nil)
        #expect(clock.pendingSleeps == 0)
    }
}
