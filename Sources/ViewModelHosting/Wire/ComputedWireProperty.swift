import Protocol
import ViewModels

/// A computed property (`Declaration.Member.computed`) as the host drives it: a call of its getter,
/// made per hosted instance, since the view model has no object for it.
///
/// It sends nothing itself: the observation reads it again once the changes of its view model have
/// been delivered (`EntryObservation`), and it is never set. Its values go to the host by address,
/// as every property's, which pays in `benchmarks/profile`'s set (docs/performance.md, "Unsafe code").
@MainActor
final class ComputedWireProperty<Model: ViewModel, Value>: WireProperty {
    private let viewModel: Model
    private let read: (Model) -> Value

    init(_ viewModel: Model, _ read: @escaping (Model) -> Value) {
        self.viewModel = viewModel
        self.read = read
    }

    var countedChanges: Int? { nil }
    var valueCodec: AnyValueCodec { ValueCodecs.resolved(Value.self) }

    func json(_ resolver: any ViewModelResolver) -> JSONValue {
        ValueCodecs.resolved(Value.self).json(read(viewModel), resolver)
    }

    func withValueReadAgain(recordingBy tap: MemberTap, _ body: (UnsafeRawPointer, _ reads: UInt32) -> Void) {
        var (value, reads) = tap.recordingReads { read(viewModel) }
        Self.call(body, at: &value, reads: reads)
    }

    /// `body` called with the value's address, valid for the call: `withUnsafePointer(to:)` would
    /// take a closure that checks its executor on each call (see `SignalCore.deliver`). Pays in
    /// `benchmarks/profile`'s set (docs/performance.md, "Unsafe code").
    private static func call(
        _ body: (UnsafeRawPointer, _ reads: UInt32) -> Void, at value: UnsafeMutablePointer<Value>, reads: UInt32
    ) {
        body(UnsafeRawPointer(value), reads)
    }

    func initializeLastValue(at pointer: UnsafeMutableRawPointer) {
        pointer.initializeMemory(as: Value.self, to: read(viewModel))
    }

    func deinitializeLastValue(at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
    }

    func propose(json: JSONValue, _ resolver: any ViewModelResolver, comparing: Bool) throws(ResponseError) -> Bool {
        preconditionFailure("a computed property is read-only, and the host refuses its sets")
    }

    /// Read again when its view model settles, not observed.
    func startObserving(by tap: MemberTap, slot: Int16) {}

    func stopObserving(by tap: MemberTap, slot: Int16) {}
}

/// A computed property's getter as a layout reads it: its wire shape and value types without an
/// instance, and the host's property for an instance.
@MainActor
protocol ComputedMember {
    func shape() throws(NoWireForm) -> MemberShape
    var valueTypes: [Any.Type] { get }
    func wireProperty(of viewModel: any ViewModel) -> any WireProperty
}

extension ComputedRead: ComputedMember where Model: ViewModel {
    func shape() throws(NoWireForm) -> MemberShape {
        .property(schema: try ValueCodec<Value>.resolve().schema, countsOwnChanges: false)
    }

    var valueTypes: [Any.Type] { [Value.self] }

    func wireProperty(of viewModel: any ViewModel) -> any WireProperty {
        ComputedWireProperty(viewModel as! Model, read)
    }
}
