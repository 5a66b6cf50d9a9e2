import Protocol
import ViewModels

/// A view-model event as the host forwards it: payloads in JSON.
@MainActor
protocol WireEvent: ObservedMember {
    /// The codec of the payloads, found once per view-model type for its observation.
    var payloadCodec: AnyValueCodec { get }
}

extension Event: WireEvent, WireMemberType {
    static func shape() throws(NoWireForm) -> MemberShape {
        .event(payload: try ValueCodec<Payload>.resolve().schema)
    }

    static var valueTypes: [Any.Type] { [Payload.self] }

    func startObserving(by tap: MemberTap, slot: Int16) {
        tap.observe(signal, slot: slot)
    }

    func stopObserving(by tap: MemberTap, slot: Int16) {
        tap.stopObserving(signal, slot: slot)
    }

    var payloadCodec: AnyValueCodec { ValueCodecs.resolved(Payload.self) }
}
