import Protocol

/// One unit the writer puts on stdout: a message, or the reply to a batch.
struct OutgoingMessage: Sendable {
    enum Payload: Sendable {
        case single(Message)
        case batch([Message])
    }

    var payload: Payload
    /// Set on notifications that a later one with the same key makes redundant while the client is
    /// slow: a `property/didChange` carries the whole new value, so the latest subsumes every earlier
    /// one for the same (view model, property). Responses and events have none and are never dropped.
    var coalescingKey: CoalescingKey?

    static func single(_ message: Message, coalescingKey: CoalescingKey? = nil) -> OutgoingMessage {
        OutgoingMessage(payload: .single(message), coalescingKey: coalescingKey)
    }

    static func notification<Kind: NotificationType>(
        _ kind: Kind.Type, _ params: Kind.Params, coalescingKey: CoalescingKey? = nil
    ) -> OutgoingMessage {
        .single(.notification(kind.notification(params)), coalescingKey: coalescingKey)
    }

    static func batch(_ messages: [Message]) -> OutgoingMessage {
        OutgoingMessage(payload: .batch(messages), coalescingKey: nil)
    }
}

/// Identifies the piece of view-model state a notification reports.
struct CoalescingKey: Hashable, Sendable {
    var viewModel: String
    var member: String
}
