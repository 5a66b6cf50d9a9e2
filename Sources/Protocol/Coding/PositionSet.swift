/// A set of member positions in one object, free of allocation up to 64 members.
///
/// Objects on the wire are small, so the common case is one machine word and a bit operation per
/// member read; a larger object spills into an array of words.
struct PositionSet {
    private var low: UInt64 = 0
    private var high: [UInt64] = []

    /// Adds `position`; returns whether it was new, so that a caller can keep a count.
    mutating func insert(_ position: Int) -> Bool {
        let bit = UInt64(1) << UInt64(position % 64)
        if position < 64 {
            defer { low |= bit }
            return low & bit == 0
        }
        let word = position / 64 - 1
        if word >= high.count {
            high.append(contentsOf: repeatElement(0, count: word - high.count + 1))
        }
        defer { high[word] |= bit }
        return high[word] & bit == 0
    }

    func contains(_ position: Int) -> Bool {
        let bit = UInt64(1) << UInt64(position % 64)
        if position < 64 { return low & bit != 0 }
        let word = position / 64 - 1
        return word < high.count && high[word] & bit != 0
    }
}
