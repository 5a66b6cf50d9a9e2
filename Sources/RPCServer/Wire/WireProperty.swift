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
}

extension WireProperty where Self: PropertyProtocol, Value: WireValue {
    var schema: JSONValue { Value.schema }
    var json: JSONValue { value.json }

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

extension Property: WireProperty where Value: WireValue {
    var isReadOnly: Bool { true }

    func propose(json: JSONValue) throws(ResponseError) -> Bool {
        preconditionFailure("the host refuses sets of read-only properties before proposing")
    }
}
