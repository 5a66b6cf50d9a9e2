/// `viewModel/unbind`: stops notifications for what is named (a recycled table cell unbinds its
/// item); the params have the same shape as `viewModel/bind`'s. Answers `{}`.
public enum UnbindRequest: RequestType {
    /// The JSON-RPC method name.
    public static let method = "viewModel/unbind"

    /// `{}`.
    public typealias Result = EmptyObject

    /// Exactly `viewModel/bind`'s: what was bound one way is unbound the same way.
    public typealias Params = MemberSelection<UnbindRequest>
}
