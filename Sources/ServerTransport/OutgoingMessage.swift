import Protocol
import ServerLog

/// One unit the connection puts on stdout: a message, or the reply to a batch.
package struct OutgoingMessage: Sendable {
    enum Payload: Sendable {
        /// Boxed: the hot messages (a set's result, a change) have cases of their own, and a message
        /// held inline would make every `OutgoingMessage` too large to move without a call to `memcpy`.
        indirect case single(Message)
        /// The successful response to a single request, encoded from its typed result as it is written.
        case result(PendingResult)
        /// The successful response to a `property/set`, held inline: a set is answered once per
        /// keystroke, and its result, the version alone, needs no object made and freed for it.
        case propertySetResult(id: RequestID, version: Int64)
        case batch([Message])
        /// A notification from the host, encoded from its typed params as it is written.
        case notification(any TypedNotification)
        /// A `property/didChange`, the notification sent most, with its params held inline: no box
        /// is made and freed for it, and the message stays small enough to move without `memcpy`.
        case propertyChange(PropertyDidChange.Params)
    }

    var payload: Payload
    /// Set on notifications that a later one with the same key makes redundant while the client is
    /// slow: a `property/didChange` carries the whole new value, so the latest subsumes every earlier
    /// one for the same (view model, property). Responses and events have none and are never dropped.
    var coalescingKey: CoalescingKey?
    /// Set on `collection/didChange`: a later change set for the same collection does not subsume
    /// this one, so the two are merged instead (see `merged(after:)`).
    var collectionDiff: CollectionDiff?

    package static func single(_ message: Message, coalescingKey: CoalescingKey? = nil) -> OutgoingMessage {
        OutgoingMessage(payload: .single(message), coalescingKey: coalescingKey)
    }

    package static func notification<Kind: NotificationType>(
        _ kind: Kind.Type, _ params: Kind.Params, coalescingKey: CoalescingKey? = nil
    ) -> OutgoingMessage {
        OutgoingMessage(
            payload: .notification(PendingNotification<Kind>(params: params)), coalescingKey: coalescingKey)
    }

    /// A `property/didChange`, keyed by its view model and property: while the client is slow, a
    /// later change of the same property supersedes it.
    package static func propertyChange(_ params: consuming PropertyDidChange.Params) -> OutgoingMessage {
        let key = CoalescingKey(viewModel: params.viewModel, member: params.property)
        return OutgoingMessage(payload: .propertyChange(params), coalescingKey: key)
    }

    package static func result(_ result: any JSONConvertible, for id: RequestID) -> OutgoingMessage {
        OutgoingMessage(payload: .result(PendingResult(id: id, result: result)), coalescingKey: nil)
    }

    package static func propertySetResult(version: Int64, for id: RequestID) -> OutgoingMessage {
        OutgoingMessage(payload: .propertySetResult(id: id, version: version), coalescingKey: nil)
    }

    package static func batch(_ messages: [Message]) -> OutgoingMessage {
        OutgoingMessage(payload: .batch(messages), coalescingKey: nil)
    }

    /// A `collection/didChange` that the outbox may merge with a pending one for the same collection.
    ///
    /// `currentItems` is the whole collection as it is after this change; the host fills it only
    /// while the client is slow, when the merged diff may have to collapse into a `reset`.
    package static func collectionChange(
        _ params: CollectionDidChange.Params, itemCount: Int, currentItems: [JSONValue]?
    ) -> OutgoingMessage {
        var message = notification(
            CollectionDidChange.self, params,
            coalescingKey: CoalescingKey(viewModel: params.viewModel, member: "collection " + params.collection))
        message.collectionDiff = CollectionDiff(params: params, itemCount: itemCount, currentItems: currentItems)
        return message
    }

    /// Logged at debug level when a collection's pending change sets first collapse into a reset.
    static let collapsedMessage = "the changes of a collection waiting for a slow client became one reset"

    /// What this message becomes when it replaces `older`, a pending one with the same key.
    ///
    /// A property change simply supersedes the older value. A collection's change sets are joined,
    /// and when the joined diff has more steps than the collection has items, it collapses into one
    /// `reset` to the current items: the pending backlog never outgrows the collection itself.
    func merged(after older: OutgoingMessage) -> OutgoingMessage {
        guard let diff = collectionDiff, let olderDiff = older.collectionDiff else { return self }
        var params = diff.params
        params.changes = olderDiff.params.changes + diff.params.changes
        if params.changes.count > diff.itemCount, let items = diff.currentItems {
            // Once per backlog: after the first collapse the pending change set starts with its reset.
            let wasCollapsed = if case .reset? = olderDiff.params.changes.first { true } else { false }
            if !wasCollapsed { Log.debug("\(Self.collapsedMessage) (\(params.viewModel), \(params.collection))") }
            params.changes = [.reset(items: items)]
        }
        return .collectionChange(params, itemCount: diff.itemCount, currentItems: diff.currentItems)
    }
}

/// The parts of a `collection/didChange` that merging needs.
///
/// A class, so that the rare collection change costs every `OutgoingMessage` one word rather than
/// its whole size: the outbox and the connection move messages by the thousand.
final class CollectionDiff: Sendable {
    let params: CollectionDidChange.Params
    let itemCount: Int
    let currentItems: [JSONValue]?

    init(params: CollectionDidChange.Params, itemCount: Int, currentItems: [JSONValue]?) {
        self.params = params
        self.itemCount = itemCount
        self.currentItems = currentItems
    }
}

/// Identifies the piece of view-model state a notification reports.
package struct CoalescingKey: Hashable, Sendable {
    var viewModel: String
    var member: String

    package init(viewModel: String, member: String) {
        self.viewModel = viewModel
        self.member = member
    }
}
