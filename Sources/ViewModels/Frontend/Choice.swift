/// Asks the user to pick one of a list: `frontend/choose`.
///
/// The answer is the index of the chosen item, or nil when the user picked none. A frontend that
/// does not answer it leaves `selected`, the item chosen beforehand.
public struct Choice: FrontendRequest {
    public static let method = "frontend/choose"

    /// What the user chooses, as a heading.
    public var title: String
    /// The items, in the order they are shown.
    public var items: [String]
    /// The index of the item chosen beforehand, or nil.
    public var selected: Int?

    /// A choice among `items`, with `selected` chosen beforehand.
    public init(_ title: String, items: [String], selected: Int? = nil) {
        self.title = title
        self.items = items
        self.selected = selected
    }

    public var defaultAnswer: Int? { selected }
}
