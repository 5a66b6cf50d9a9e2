import Protocol
import ViewModels

/// A view-model event as the host forwards it: payloads in JSON.
@MainActor
protocol WireEvent: AnyObject {
    var doc: String { get }
    var payloadSchema: JSONValue { get }
    func observePayloads(_ action: @escaping @MainActor (JSONValue) -> Void) -> any Disposable
}

extension Event: WireEvent where Payload: WireValue {
    var payloadSchema: JSONValue { Payload.schema }

    func observePayloads(_ action: @escaping @MainActor (JSONValue) -> Void) -> any Disposable {
        signal.observe { payload in action(payload.json) }
    }
}
