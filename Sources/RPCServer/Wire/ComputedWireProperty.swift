import Protocol
import ViewModels

/// A computed property (`Declaration.Member.computed`) as the host drives it: a read of its key path,
/// made per hosted instance, since the view model has no object for it.
///
/// It sends nothing itself: the observation reads it again once the changes of its view model have
/// been delivered (`EntryObservation`), and it is never set.
@MainActor
final class ComputedWireProperty<Model: ViewModel, Value>: WireProperty {
    private let viewModel: Model
    private let keyPath: KeyPath<Model, Value>

    init(_ viewModel: Model, _ keyPath: KeyPath<Model, Value>) {
        self.viewModel = viewModel
        self.keyPath = keyPath
    }

    var countedChanges: Int? { nil }
    var valueCodec: AnyValueCodec { ValueCodecs.resolved(Value.self) }

    func json(_ resolver: any ViewModelResolver) -> JSONValue {
        ValueCodecs.resolved(Value.self).json(viewModel[keyPath: keyPath], resolver)
    }

    func withCurrentValue(_ body: (UnsafeRawPointer) -> Void) {
        var value = viewModel[keyPath: keyPath]
        withUnsafePointer(to: &value) { body(UnsafeRawPointer($0)) }
    }

    func initializeLastValue(at pointer: UnsafeMutableRawPointer) {
        pointer.initializeMemory(as: Value.self, to: viewModel[keyPath: keyPath])
    }

    func deinitializeLastValue(at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
    }

    func propose(json: JSONValue, _ resolver: any ViewModelResolver) throws(ResponseError) -> Bool {
        preconditionFailure("a computed property is read-only, and the host refuses its sets")
    }

    /// Read again when its view model settles, not observed.
    func startObserving(by tap: MemberTap, slot: Int16) {}

    func stopObserving(by tap: MemberTap, slot: Int16) {}
}

/// The key path of a computed property as a layout reads it: its wire shape and value types without an
/// instance, and the host's property for an instance.
@MainActor
protocol ComputedKeyPath {
    func shape() throws(NoWireForm) -> MemberShape
    var valueTypes: [Any.Type] { get }
    func wireProperty(of viewModel: any ViewModel) -> any WireProperty
}

extension KeyPath: ComputedKeyPath where Root: ViewModel {
    func shape() throws(NoWireForm) -> MemberShape {
        .property(schema: try ValueCodec<Value>.resolve().schema, countsOwnChanges: false)
    }

    var valueTypes: [Any.Type] { [Value.self] }

    func wireProperty(of viewModel: any ViewModel) -> any WireProperty {
        ComputedWireProperty(viewModel as! Root, self)
    }
}
