/// The last value an observer reported, so a repeat is not reported twice.
@MainActor
final class Latest<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
