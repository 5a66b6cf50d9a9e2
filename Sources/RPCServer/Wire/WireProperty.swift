import Protocol
import ViewModels

/// A view-model property as the host drives it: read, observed and set in JSON.
@MainActor
protocol WireProperty: AnyObject {
    var doc: String { get }
    var isReadOnly: Bool { get }
    func json(_ resolver: any ViewModelResolver) -> JSONValue
    /// Calls `action` with each new value that differs from the one before; not with the current one.
    func observeChanges(_ resolver: any ViewModelResolver, _ action: @escaping @MainActor (JSONValue) -> Void)
        -> any Disposable
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
        ValueCodec<Value>.resolved.json(value, resolver)
    }

    func observeChanges(_ resolver: any ViewModelResolver, _ action: @escaping @MainActor (JSONValue) -> Void)
        -> any Disposable
    {
        let codec = ValueCodec<Value>.resolved
        guard let isEqual = codec.isEqual else {
            return signal.observe { [unowned resolver] value in action(codec.json(value, resolver)) }
        }
        let last = Latest(value)
        return signal.observe { [unowned resolver] value in
            guard !isEqual(value, last.value) else { return }
            last.value = value
            action(codec.json(value, resolver))
        }
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
        let codec = ValueCodec<Value>.resolved
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
    func observeChanges(_ resolver: any ViewModelResolver, _ action: @escaping @MainActor (JSONValue) -> Void)
        -> any Disposable
    {
        ActionDisposable()
    }
}
