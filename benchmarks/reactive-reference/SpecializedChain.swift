/// The chain of `mvvm-bench reactive` built inside the module that defines the reactive core, so the
/// compiler specializes the core's generic code for `Int`: the reference that the same chain built
/// outside the core, as every user's view model is, is measured against.
///
/// This module compiles the core's own sources (`ViewModels` here is a symbolic link to
/// Sources/ViewModels), so the two chains run the same code, one specialized and one as a client
/// module gets it.
@MainActor
public struct SpecializedChain {
    /// Sets the first property of the chain.
    public let send: @MainActor (Int) -> Void
    /// Reads the property bound at the end of the chain.
    public let bound: @MainActor () -> Int
    private let sources: [AnyObject]

    public init() {
        let points = MutableProperty<Int>(0)
        let bonus = MutableProperty<Int>(1)
        let bound = MutableProperty(0)
        bound <~ Property.combineLatest(points.map { $0 &* 2 }, bonus) { $0 &+ $1 }
        send = { points.value = $0 }
        self.bound = { bound.value }
        sources = [points, bonus, bound]
    }
}
