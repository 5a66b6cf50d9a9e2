import Protocol
import ViewModels

/// A view-model event as the host forwards it: payloads in JSON.
@MainActor
protocol WireEvent: AnyObject {
    var doc: String { get }
    /// Starts the host's observation, which hears every payload sent from now on, and adds its
    /// subscription to `subscriptions`.
    func observe(
        as name: String, of entry: HostedViewModel, host: ViewModelHost, into subscriptions: inout SubscriptionList)
}

extension Event: WireEvent, DeclaredMember {
    static func shape() throws(NoWireForm) -> MemberShape {
        .event(payload: try ValueCodec<Payload>.resolve().schema)
    }

    static var valueTypes: [Any.Type] { [Payload.self] }

    func observe(
        as name: String, of entry: HostedViewModel, host: ViewModelHost, into subscriptions: inout SubscriptionList
    ) {
        let observation = EventObservation<Payload>(name, of: entry, host: host)
        subscriptions.append(signal.observe { [observation] in observation.raised($0) })
    }
}

/// The host's observation of an event: its payloads, encoded.
final class EventObservation<Payload>: MemberObservation {
    func raised(_ payload: Payload) {
        eventWasRaised(ValueCodecs.resolved(Payload.self).json(payload, host))
    }
}
