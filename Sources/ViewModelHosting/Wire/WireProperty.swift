import Protocol
import ViewModels

/// A view-model property as the host drives it: read, observed and set in JSON.
@MainActor
protocol WireProperty: ObservedMember {
    func json(_ resolver: any ViewModelResolver) -> JSONValue
    /// The codec of the property's values, found once per view-model type for its observation.
    var valueCodec: AnyValueCodec { get }
    /// Reads a computed property again, recording which of `tap`'s slots the read went to
    /// (`ReadRecording`), and calls `body` with the value where it lies, for the duration of the call,
    /// and those slots. A property object is not read again: it tells its changes itself. By address,
    /// as every value the host compares, which pays in `benchmarks/profile`'s set and push
    /// (docs/performance.md, "Unsafe code").
    func withValueReadAgain(recordingBy tap: MemberTap, _ body: (UnsafeRawPointer, _ reads: UInt32) -> Void)
    /// Puts the current value at `pointer`, as the last one told.
    func initializeLastValue(at pointer: UnsafeMutableRawPointer)
    /// Ends the value at `pointer`.
    func deinitializeLastValue(at pointer: UnsafeMutableRawPointer)
    /// Offers a client's value the way a view's edit does; true when the property then holds it
    /// exactly, which is compared only when `comparing` asks (false without it).
    func propose(json: JSONValue, _ resolver: any ViewModelResolver, comparing: Bool) throws(ResponseError) -> Bool
    /// How many times the value changed since creation, when the property counts that itself; nil when
    /// only observing it tells. A view model whose properties all count lets the host leave it
    /// unobserved until a client binds it, and still version every change.
    var countedChanges: Int? { get }
}

extension WireProperty where Self: PropertyProtocol {
    var countedChanges: Int? { nil }

    func json(_ resolver: any ViewModelResolver) -> JSONValue {
        ValueCodecs.resolved(Value.self).json(value, resolver)
    }

    func startObserving(by tap: MemberTap, slot: Int16) {
        tap.observe(signal, slot: slot)
    }

    func stopObserving(by tap: MemberTap, slot: Int16) {
        tap.stopObserving(signal, slot: slot)
    }

    var valueCodec: AnyValueCodec { ValueCodecs.resolved(Value.self) }

    func withValueReadAgain(recordingBy tap: MemberTap, _ body: (UnsafeRawPointer, _ reads: UInt32) -> Void) {
        preconditionFailure("only a computed property is read again")
    }

    func initializeLastValue(at pointer: UnsafeMutableRawPointer) {
        pointer.initializeMemory(as: Value.self, to: value)
    }

    func deinitializeLastValue(at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
    }
}

/// What a property's type says, for `TypeLayout`.
extension WireMemberType where Self: PropertyProtocol & WireProperty {
    static var valueTypes: [Any.Type] { [Value.self] }
}

extension MutableProperty: WireProperty, WireMemberType {
    static func shape() throws(NoWireForm) -> MemberShape {
        .property(schema: try ValueCodec<Value>.resolve().schema, countsOwnChanges: false)
    }

    /// A value equal to the one held (a view model: the same one; a value that is not `Equatable`:
    /// the same JSON) changes nothing: it is neither validated nor set, so no observer runs and
    /// nothing is pushed (SPEC §5).
    func propose(json: JSONValue, _ resolver: any ViewModelResolver, comparing: Bool) throws(ResponseError) -> Bool {
        let codec = ValueCodecs.resolved(Value.self)
        let proposed = try codec.decode(json, resolver)
        if let equal = codec.equals(value, proposed) {
            if equal { return true }
        } else if codec.json(value, resolver) == json {
            return true
        }
        do {
            try propose(proposed)
        } catch {
            throw ResponseError.invalidValue(expected: error.expected.map { .string($0) } ?? codec.schema, detail: error.reason)
        }
        guard comparing else { return false }
        return codec.equals(value, proposed) ?? false
    }
}

/// A property a frontend can only read, whatever its declaration says: only a `MutableProperty` takes sets.
protocol ReadOnlyWireProperty: WireProperty, WireMemberType, PropertyProtocol {
    /// Whether the property counts its own changes (see `WireProperty.countedChanges`).
    static var countsOwnChanges: Bool { get }
}

extension ReadOnlyWireProperty {
    static var countsOwnChanges: Bool { false }

    static func shape() throws(NoWireForm) -> MemberShape {
        .property(schema: try ValueCodec<Value>.resolve().schema, countsOwnChanges: countsOwnChanges)
    }

    func propose(json: JSONValue, _ resolver: any ViewModelResolver, comparing: Bool) throws(ResponseError) -> Bool {
        preconditionFailure("a declaration makes only a MutableProperty settable, and the host refuses other sets")
    }
}

extension Property: ReadOnlyWireProperty {}

extension StoredProperty: ReadOnlyWireProperty {
    var countedChanges: Int? { changeCount }
    static var countsOwnChanges: Bool { true }
}

extension ConstantProperty: ReadOnlyWireProperty {
    var countedChanges: Int? { 0 }
    static var countsOwnChanges: Bool { true }

    /// A constant never changes: nothing to observe.
    func startObserving(by tap: MemberTap, slot: Int16) {}

    func stopObserving(by tap: MemberTap, slot: Int16) {}
}
