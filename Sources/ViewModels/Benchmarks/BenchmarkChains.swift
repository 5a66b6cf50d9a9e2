/// The chains `mvvm-bench reactive` measures, built inside this module.
package enum BenchmarkChains {
    /// points → map → combineLatest with bonus → total, bound into `bound`.
    @MainActor
    package static func chain() -> (points: MutableProperty<Int>, bound: MutableProperty<Int>, keep: AnyObject) {
        let points = MutableProperty(0)
        let bonus = MutableProperty(1)
        let bound = MutableProperty(0)
        bound <~ Property.combineLatest(points.map { $0 &* 2 }, bonus) { $0 &+ $1 }
        return (points, bound, bonus)
    }

    @MainActor
    package static func set(_ property: MutableProperty<Int>, _ value: Int) {
        property.value = value
    }
}
