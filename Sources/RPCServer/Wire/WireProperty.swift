import Protocol
import ViewModels

/// A view-model property as the host drives it: read, observed and set in JSON.
@MainActor
protocol WireProperty: AnyObject {
    var doc: String { get }
    var isReadOnly: Bool { get }
    var schema: JSONValue { get }
    var json: JSONValue { get }
    /// Calls `action` with each new value that differs from the one before; not with the current one.
    func observeChanges(_ action: @escaping @MainActor (JSONValue) -> Void) -> any Disposable
    /// Offers a client's value the way a view's edit does; true when the property then holds it exactly.
    func propose(json: JSONValue) throws(ResponseError) -> Bool
    /// How many times the value changed since creation, when the property counts that itself; nil when
    /// only observing it tells. A view model whose properties all count lets the host leave it
    /// unobserved until a client binds it, and still version every change.
    var countedChanges: Int? { get }
}

extension WireProperty where Self: PropertyProtocol, Value: WireValue {
    var schema: JSONValue { Value.schema }
    var json: JSONValue { value.json }
    var countedChanges: Int? { nil }

    func observeChanges(_ action: @escaping @MainActor (JSONValue) -> Void) -> any Disposable {
        let last = Latest(value)
        return signal.observe { value in
            guard value != last.value else { return }
            last.value = value
            action(value.json)
        }
    }
}

extension MutableProperty: WireProperty where Value: WireValue {
    var isReadOnly: Bool { false }

    func propose(json: JSONValue) throws(ResponseError) -> Bool {
        let proposed = try Value.decode(json)
        do {
            try propose(proposed)
        } catch {
            throw ResponseError.invalidValue(expected: expectedValue(error), detail: error.reason)
        }
        return value == proposed
    }

    private func expectedValue(_ error: InvalidValue) -> JSONValue {
        error.expected.map { .string($0) } ?? Value.schema
    }
}

/// A property a frontend can only read: the host refuses its sets before proposing.
protocol ReadOnlyWireProperty: WireProperty {}

extension ReadOnlyWireProperty {
    var isReadOnly: Bool { true }

    func propose(json: JSONValue) throws(ResponseError) -> Bool {
        preconditionFailure("the host refuses sets of read-only properties before proposing")
    }
}

extension Property: WireProperty, ReadOnlyWireProperty where Value: WireValue {}

extension StoredProperty: WireProperty, ReadOnlyWireProperty where Value: WireValue {
    var countedChanges: Int? { changeCount }
}

extension ConstantProperty: WireProperty, ReadOnlyWireProperty where Value: WireValue {
    var countedChanges: Int? { 0 }

    /// A constant never changes: nothing to subscribe to.
    func observeChanges(_ action: @escaping @MainActor (JSONValue) -> Void) -> any Disposable {
        ActionDisposable()
    }
}
