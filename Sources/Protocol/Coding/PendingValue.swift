/// One member or element of a container that is still being encoded.
///
/// Almost every entry is finished the moment it is added. Only a nested container or a super
/// encoder stays open, because the caller keeps writing to it after it was handed out; such an
/// entry holds its node and is read when its parent finishes, so the common case pays nothing
/// for the rare one.
enum PendingValue {
    case finished(JSONValue)
    case open(EncodingNode)

    /// The final value; an open node that was never written to becomes `{}`, as it does in
    /// Foundation's encoder, so that an empty superclass still shows up as a member.
    func finish() -> JSONValue {
        switch self {
        case .finished(let value): value
        case .open(let node): node.finish() ?? .object(JSONObject())
        }
    }
}
