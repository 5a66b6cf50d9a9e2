import Protocol
import ViewModels

/// A view-model property as the host drives it: read, observed and set in JSON.
@MainActor
protocol WireProperty: AnyObject {
    var doc: String { get }
    var isReadOnly: Bool { get }
    func json(_ resolver: any ViewModelResolver) -> JSONValue
    /// Starts the host's observation, which hears each new value that differs from the one before (not
    /// the current one), and adds its subscription to `subscriptions`; nothing for a property that
    /// never changes.
    func observe(
        as name: String, of entry: HostedViewModel, host: ViewModelHost, into subscriptions: inout SubscriptionList)
    /// Offers a client's value the way a view's edit does; true when the property then holds it exactly.
    func propose(json: JSONValue, _ resolver: any ViewModelResolver) throws(ResponseError) -> Bool
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

    func observe(
        as name: String, of entry: HostedViewModel, host: ViewModelHost, into subscriptions: inout SubscriptionList
    ) {
        let codec = ValueCodecs.resolved(Value.self)
        let observation =
            if codec.isEqual != nil {
                ComparingPropertyObservation(name, of: entry, host: host, codec: codec, last: value)
            } else {
                PropertyObservation(name, of: entry, host: host, codec: codec)
            }
        subscriptions.append(observation.start(signal))
    }
}

/// The host's observation of a property whose values the codec cannot compare: every value is new.
///
/// It keeps the codec, 8 bytes, rather than look it up on each change: this code runs unspecialized
/// (the property's type is known only at run time), where finding `ValueCodec<Value>` means a
/// metadata lookup and a search, about a thousand instructions per change.
class PropertyObservation<Value>: MemberObservation {
    final let codec: ValueCodec<Value>

    init(_ name: String, of entry: HostedViewModel, host: ViewModelHost, codec: ValueCodec<Value>) {
        self.codec = codec
        super.init(name, of: entry, host: host)
    }

    /// Starts observing the property's `signal`.
    ///
    /// Made here rather than in a method generic over the property's type, whose closure would
    /// capture that type's metadata and witness table in a context of its own beside this object.
    final func start(_ signal: Signal<Value>) -> any Disposable {
        signal.observe { [self] in changed(to: $0) }
    }

    func changed(to value: Value) {
        propertyDidChange(to: codec.json(value, host))
    }
}

/// The host's observation of a property whose values the codec compares: a value equal to the
/// last one heard is not a change. The last value is kept as it is, not as an optional, whose
/// every copy in unspecialized code goes through `Optional<Value>`'s metadata.
final class ComparingPropertyObservation<Value>: PropertyObservation<Value> {
    /// Unchecked: read and assigned only by the property's observer, which the delivery contract
    /// never calls again before it returns; no access calls out.
    @exclusivity(unchecked) private var last: Value

    init(_ name: String, of entry: HostedViewModel, host: ViewModelHost, codec: ValueCodec<Value>, last: Value) {
        self.last = last
        super.init(name, of: entry, host: host, codec: codec)
    }

    override func changed(to value: Value) {
        if let isEqual = codec.isEqual, isEqual(value, last) { return }
        last = value
        super.changed(to: value)
    }
}

/// What the declaration of a property says, for `TypeLayout`.
extension DeclaredMember where Self: PropertyProtocol & WireProperty {
    static var valueTypes: [Any.Type] { [Value.self] }
}

extension MutableProperty: WireProperty, DeclaredMember {
    var isReadOnly: Bool { false }

    static func shape() throws(NoWireForm) -> MemberShape {
        .property(schema: try ValueCodec<Value>.resolve().schema, readOnly: false, countsOwnChanges: false)
    }

    func propose(json: JSONValue, _ resolver: any ViewModelResolver) throws(ResponseError) -> Bool {
        let codec = ValueCodecs.resolved(Value.self)
        let proposed = try codec.decode(json, resolver)
        do {
            try propose(proposed)
        } catch {
            throw ResponseError.invalidValue(expected: error.expected.map { .string($0) } ?? codec.schema, detail: error.reason)
        }
        return codec.isEqual?(value, proposed) ?? false
    }
}

/// A property a frontend can only read: the host refuses its sets before proposing.
protocol ReadOnlyWireProperty: WireProperty, DeclaredMember, PropertyProtocol {
    /// Whether the property counts its own changes (see `WireProperty.countedChanges`).
    static var countsOwnChanges: Bool { get }
}

extension ReadOnlyWireProperty {
    var isReadOnly: Bool { true }
    static var countsOwnChanges: Bool { false }

    static func shape() throws(NoWireForm) -> MemberShape {
        .property(schema: try ValueCodec<Value>.resolve().schema, readOnly: true, countsOwnChanges: countsOwnChanges)
    }

    func propose(json: JSONValue, _ resolver: any ViewModelResolver) throws(ResponseError) -> Bool {
        preconditionFailure("the host refuses sets of read-only properties before proposing")
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

    /// A constant never changes: nothing to subscribe to.
    func observe(
        as name: String, of entry: HostedViewModel, host: ViewModelHost, into subscriptions: inout SubscriptionList
    ) {}
}
