/// A part of a view model that a frontend can see: a property, a command or an event.
///
/// Hosts find members by reflection: every stored property whose value is a `ViewModelMember` and
/// whose name does not start with "_" is exposed under its name. Keep private state in plain stored
/// properties or in members whose names start with "_".
@MainActor
public protocol ViewModelMember: AnyObject {
    /// What the member means, written for a frontend author; hosts publish it as is.
    var doc: String { get }
}
