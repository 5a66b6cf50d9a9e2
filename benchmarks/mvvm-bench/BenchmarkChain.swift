import ViewModels

/// The chain `mvvm-bench reactive` measures: points → map → combineLatest with a second property →
/// bound into `bound`.
///
/// It is built here, outside the reactive core, as every user's view model and the built-in apps
/// are: generic code is specialized for the types it is used with only in the module that defines it,
/// or in a client that sees its body. The core's hot path is inlinable for that reason, and this
/// chain is what shows it works: `SpecializedChain`, the same chain built with the core, is the
/// reference it is held to.
struct BenchmarkChain {
    /// Sets the first property of the chain.
    let send: @MainActor (Int) -> Void
    /// The property bound at the end of the chain.
    let bound: MutableProperty<Int>
    private let sources: [AnyObject]

    @MainActor
    init() {
        let points = MutableProperty<Int>(0)
        let bonus = MutableProperty<Int>(1)
        bound = MutableProperty(0)
        bound <~ Property.combineLatest(points.map { $0 &* 2 }, bonus) { $0 &+ $1 }
        send = { points.value = $0 }
        sources = [points, bonus]
    }
}
