import Protocol
import ViewModels

/// The host's observation of one member of a hosted view model: what turns the member's changes into
/// the entry's version and the client's notifications.
///
/// One object per observed member, which the member's subscription captures alone, so that none of
/// its closures needs a context of its own: a view model with a dozen members pays a dozen of these
/// and their subscriptions, not a closure context, a box for the last value and a composite's entry
/// apiece. Each member kind's subclass (in Wire) knows the member's types and holds what it compares.
/// - Important: Main actor only. It holds the entry and the host unowned: the entry disposes its
///   observations before it goes, and the host outlives its entries.
@MainActor
class MemberObservation: Disposable {
    unowned let entry: HostedViewModel
    unowned let host: ViewModelHost
    let name: String
    /// What stops the observation: the member's subscription, or whatever the subclass observes.
    var subscription: (any Disposable)?
    private(set) var isDisposed = false

    init(_ name: String, of entry: HostedViewModel, host: ViewModelHost) {
        self.name = name
        self.entry = entry
        self.host = host
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let ending = subscription
        subscription = nil
        ending?.dispose()
    }

    /// A property's new value: counted, and notified when the client bound the property.
    final func propertyDidChange(to value: JSONValue) {
        entry.counted += 1
        guard entry.binding.properties.contains(name) else { return }
        let params = PropertyDidChange.Params(
            viewModel: entry.id, property: name, value: value, version: entry.counted)
        host.emit(
            .notification(
                PropertyDidChange.self, params, coalescingKey: CoalescingKey(viewModel: entry.id, member: name)))
    }

    /// A command's new state: counted, and notified when the client bound the command.
    final func commandDidChange(to state: CommandState) {
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
