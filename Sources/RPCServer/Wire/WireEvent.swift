import Protocol
import ViewModels

/// A view-model event as the host forwards it: payloads in JSON.
@MainActor
protocol WireEvent: AnyObject {
    var doc: String { get }
    /// Starts the host's observation, which hears every payload sent from now on.
    func observe(as name: String, of entry: HostedViewModel, host: ViewModelHost) -> MemberObservation
}

extension Event: WireEvent, DeclaredMember {
    static func shape() throws(NoWireForm) -> MemberShape {
        .event(payload: try ValueCodec<Payload>.resolve().schema)
    }

    static var valueTypes: [Any.Type] { [Payload.self] }

    func observe(as name: String, of entry: HostedViewModel, host: ViewModelHost) -> MemberObservation {
        EventObservation(self, as: name, of: entry, host: host)
    }
}

/// The host's observation of an event: its payloads, encoded.
final class EventObservation<Payload>: MemberObservation {
    private let codec = ValueCodec<Payload>.resolved

    init(_ event: Event<Payload>, as name: String, of entry: HostedViewModel, host: ViewModelHost) {
        super.init(name, of: entry, host: host)
        subscription = event.signal.observe { [self] in eventWasRaised(codec.json($0, host)) }
    }
}
