/// Which todos the list shows. `Codable` and `CaseIterable`, so its schema is an enum of the three
/// names and a frontend can offer them as a choice.
public enum TodoFilter: String, Codable, CaseIterable, Sendable {
    case all, active, completed

    /// Whether the list shows `todo` under this filter.
    public func includes(_ todo: Todo) -> Bool {
        switch self {
        case .all: true
        case .active: !todo.isCompleted
        case .completed: todo.isCompleted
        }
    }
}
