/// What one frame turned into.
///
/// A batch keeps its elements in array order because JSON-RPC answers them in that order. An
/// empty batch is not a batch: it is `.single(.failure(id: nil, error: invalidRequest))`, answered
/// with a single error as JSON-RPC requires.
public enum Incoming: Sendable, Hashable {
    case single(MessageResult)
    /// Never empty.
    case batch([MessageResult])
}
