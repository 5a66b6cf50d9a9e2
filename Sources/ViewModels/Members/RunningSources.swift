/// How many of a two-source combination's sources have not completed: the rule by which a
/// combination ends, shared by `PropertyCombination` and `CommandEnablement`. A source's failure
/// ends the combination at once; completions end it when both sources have completed.
///
/// One byte, so that it packs beside the combination's flags and small values as the count did.
struct RunningSources {
    private var count: UInt8 = 2

    /// Counts a source's end (`failure` nil for a completion); true when the combination ends with it.
    mutating func endsCombination(after failure: (any Error)?) -> Bool {
        guard failure == nil else { return true }
        count -= 1
        return count == 0
    }
}
