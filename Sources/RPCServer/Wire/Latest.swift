/// The last value an observer reported, so a repeat is not reported twice.
@MainActor
final class Latest<Value> {
    /// Unchecked: read, assigned, or changed in place by methods that call nothing outside the value,
    /// from one observer, which the delivery contract never calls again before it returns. The
    /// check cost a tenth of a pushed notification.
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
}
