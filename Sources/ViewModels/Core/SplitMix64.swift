/// A small seeded generator, so that what a view model or a model layer simulates (a market's
/// ticks, an offline catalog) is the same on every run, platform and Swift release (SPEC §6.6).
///
/// Rules:
/// - Draw bounded numbers with `next(below:)`, never the standard library's `random(in:using:)`:
///   its algorithm is not promised to stay the same between releases, and the catalog must.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose numbers follow from `seed` alone.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0), by multiply-shift: no loop, and bias far below notice.
    public mutating func next(below bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// One element of `elements` (not empty).
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[next(below: elements.count)]
    }
}
