/// `rerunSearch` was asked for a previous search that is not in the list, which the user sees as
/// the command's error.
public struct PreviousSearchNotFound: Error, Sendable, Hashable, CustomStringConvertible {
    public var reference: PreviousSearchReference
    /// How many previous searches there were, so the message can say what would have been valid.
    public var count: Int

    init(reference: PreviousSearchReference, count: Int) {
        self.reference = reference
        self.count = count
    }

    public var description: String {
        switch reference {
        case .index(let index):
            "There is no previous search at index \(index); there are \(count)."
        case .searchString(let text):
            "There is no previous search for \"\(text)\"."
        }
    }
}
