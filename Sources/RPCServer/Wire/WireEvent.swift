import Protocol
import ViewModels

/// A view-model event as the host forwards it: payloads in JSON.
@MainActor
protocol WireEvent: AnyObject {
    var doc: String { get }
    /// Starts the host's observation of every payload sent from now on, as `slot` of `tap`.
    func startObserving(by tap: MemberTap, slot: Int16)
    /// Ends what `startObserving(by:slot:)` started.
    func stopObserving(by tap: MemberTap, slot: Int16)
    /// The codec of the payloads, found once per view-model type for its observation.
    var payloadCodec: AnyValueCodec { get }
}

extension Event: WireEvent, DeclaredMember {
    static func shape() throws(NoWireForm) -> MemberShape {
        .event(payload: try ValueCodec<Payload>.resolve().schema)
    }

    static var valueTypes: [Any.Type] { [Payload.self] }

    func startObserving(by tap: MemberTap, slot: Int16) {
        signal.observe(by: tap, slot: slot)
    }

    func stopObserving(by tap: MemberTap, slot: Int16) {
        signal.stopObserving(by: tap, slot: slot)
    }

    var payloadCodec: AnyValueCodec { ValueCodecs.resolved(Payload.self) }
}
