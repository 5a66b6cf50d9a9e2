/// The chain `mvvm-bench reactive` measures: points → map → combineLatest with a second property →
/// bound into `bound`.
///
/// Generic code is specialized for the types it is used with only in the module that uses it. The
/// view models here (`Player` and the rest) run code specialized for their `String`s and `Double`s;
/// a module that builds a chain of its own runs the generic code, which copies and destroys values
/// through their type's metadata at run time. The same initializer is measured both ways: through `specialized()`, compiled here, and
/// called directly by the benchmark, from its own module.
package struct BenchmarkChain<Number: FixedWidthInteger> {
    /// Sets the first property of the chain.
    package let send: @MainActor (Number) -> Void
    /// The property bound at the end of the chain.
    package let bound: MutableProperty<Number>
    private let sources: [AnyObject]

    @MainActor
    package init() {
        let points = MutableProperty<Number>(0)
        let bonus = MutableProperty<Number>(1)
        bound = MutableProperty(0)
        bound <~ Property.combineLatest(points.map { $0 &* 2 }, bonus) { $0 &+ $1 }
        send = { points.value = $0 }
        sources = [points, bonus]
    }
}

extension BenchmarkChain where Number == Int {
    /// The chain as the view models in this module get it: specialized for `Int` at compile time.
    @MainActor
    package static func specialized() -> BenchmarkChain {
        BenchmarkChain()
    }
}
