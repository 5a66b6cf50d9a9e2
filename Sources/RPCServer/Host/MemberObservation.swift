import Protocol
import ViewModels

/// The host's observation of one member of a hosted view model: what turns the member's changes into
/// the entry's version and the client's notifications.
///
/// One object per observed member, which the member's subscriptions capture alone, so that none of
/// their closures needs a context of its own. It holds only what a change needs and the member's
/// value does not give: its name, and what the subclass compares. The subscriptions are the entry's
/// (`HostedViewModel.subscriptions`), which ends them, and nothing else holds this object: it goes
/// with them. Each member kind's subclass (in Wire) knows the member's types and keeps its codec.
/// - Important: Main actor only. It holds the entry and the host unowned: the entry ends its
///   subscriptions before it goes, and the host outlives its entries.
@MainActor
class MemberObservation {
    unowned let entry: HostedViewModel
    unowned let host: ViewModelHost
    let name: String

    init(_ name: String, of entry: HostedViewModel, host: ViewModelHost) {
        self.name = name
        self.entry = entry
        self.host = host
    }

    /// A property's new value: counted, and notified when the client bound the property. The value
    /// is encoded only then: an unbound property's changes are counted, never sent.
    ///
    /// Reads the unowned `entry` and `host` once each: each read of an unowned reference is an
    /// atomic retain and a release, four of them per change before.
    final func propertyDidChange(to value: @autoclosure () -> JSONValue) {
        let entry = entry
        entry.counted += 1
        guard entry.binding.properties.contains(name) else { return }
        let host = host
        if host.echoHold.isWatching, host.echoHold.holds(self, of: entry) {
            host.echoHold.hold(value(), version: entry.counted)
            return
        }
        host.emit(
            .propertyChange(
                PropertyDidChange.Params(viewModel: entry.id, property: name, value: value(), version: entry.counted)))
    }

    /// A command's new state: counted, and notified when the client bound the command.
    final func commandDidChange(to state: CommandState) {
        let entry = entry
        entry.counted += 1
        guard entry.binding.commands.contains(name) else { return }
        let params = CommandDidChange.Params(
            viewModel: entry.id, command: name, enabled: state.enabled, executing: state.executing,
            version: entry.counted)
        host.emit(.notification(CommandDidChange.self, params))
    }

    /// An event's payload: notified when the client bound events; events do not count in the version.
    final func eventWasRaised(_ payload: JSONValue) {
        guard entry.binding.events else { return }
        host.emit(.notification(ViewModelEvent.self, .init(viewModel: entry.id, event: name, payload: payload)))
    }
}
