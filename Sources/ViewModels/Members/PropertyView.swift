/// The source of a read-only view that is neither a `MutableProperty` nor a `Property` (a
/// `StoredProperty`, a `ConstantProperty`, a type of the user's), kept as the protocol it conforms to.
///
/// A view of the two common kinds holds its source directly; this box is what the others cost.
@MainActor
@usableFromInline
final class PropertyView<Value> {
    @usableFromInline let source: any PropertyProtocol<Value>

    init(_ source: any PropertyProtocol<Value>) {
        self.source = source
    }
}
