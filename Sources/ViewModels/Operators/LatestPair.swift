/// The latest values of the two sources of `Property.combineLatest`, which its two observers share.
///
/// A class rather than two captured variables, whose boxes the compiler checks for exclusivity on
/// every access.
/// - Important: Main actor only. Unchecked: only the two observer actions of one combination reach
///   it, and the delivery contract never calls an observer again before it returns, so no access to
///   it can overlap another, not even from a deinit that an assignment runs.
@MainActor
final class LatestPair<First, Second> {
    @exclusivity(unchecked) var first: First
    @exclusivity(unchecked) var second: Second

    init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}
