import Protocol
import ViewModels

/// A view-model event as the host forwards it: payloads in JSON.
@MainActor
protocol WireEvent: AnyObject {
    var doc: String { get }
    func observePayloads(_ resolver: any ViewModelResolver, _ action: @escaping @MainActor (JSONValue) -> Void)
        -> any Disposable
}

extension Event: WireEvent, DeclaredMember {
    static func shape() throws(NoWireForm) -> MemberShape {
        .event(payload: try ValueCodec<Payload>.resolve().schema)
    }

    static var valueTypes: [Any.Type] { [Payload.self] }

    func observePayloads(_ resolver: any ViewModelResolver, _ action: @escaping @MainActor (JSONValue) -> Void)
        -> any Disposable
    {
        let codec = ValueCodec<Payload>.resolved
        return signal.observe { [unowned resolver] payload in action(codec.json(payload, resolver)) }
    }
}
