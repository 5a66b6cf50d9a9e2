import Protocol

/// Something that happened in the host, told to the face that serves the client: the JSON-RPC
/// session writes it as its notification or request, the MCP session as resource updates, logs,
/// elicitations and progress. A face decides what to send, merge or drop; the host never formats a
/// message.
///
/// The cases carry the protocol's typed params (the host speaks Protocol's vocabulary, not its
/// wire), in the order the changes became visible. What the client caused itself (a set's own
/// value) is told like anything else: the face that made the set knows it and decides.
package enum HostEvent: ~Copyable, Sendable {
    /// A bound property changed.
    case propertyChanged(PropertyDidChange.Params)
    /// A bound command's enabled or executing state changed.
    case commandChanged(CommandDidChange.Params)
    /// A bound collection changed; `currentItems` is the whole collection after it, filled only while
    /// the face says its client is behind (it may then collapse a backlog into a reset).
    case collectionChanged(CollectionDidChange.Params, itemCount: Int, currentItems: [JSONValue]?)
    /// A view model raised an event the client bound.
    case raised(ViewModelEvent.Params)
    /// A view model pushed another.
    case pushed(NavigationPush.Params)
    /// The view-model layer closed a pushed view model.
    case popped(NavigationDidPop.Params)
    /// A view model the client knew was released.
    case disposed(ViewModelDidDispose.Params)
    /// A view model asks the frontend something and waits for the answer.
    case asked(Protocol.Request)
    /// A question is no longer waited for.
    case withdrawn(CancelRequestNotification.Params)
    /// An answer to a question was refused.
    case answerRefused(AnswerRefused.Params)
    /// A command's work-done progress; a `report` a later one may replace while the client is slow.
    case progress(ProgressNotification.Params)
}
