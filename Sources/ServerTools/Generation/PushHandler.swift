/// A method of a generated class that calls a callback with each view model the class's view model
/// pushes, as the class of its type.
struct PushHandler {
    /// The method's name, free in its class.
    let name: String
    /// The classes of the types it hears; the callback takes any of them.
    let classes: [String]
    /// What it hears, for its doc: "each view model", "each SearchResults".
    let subject: String
    /// The members that may push what it hears, in declaration order, for its doc.
    let members: [String]

    /// The method's doc.
    var doc: String {
        "Calls `callback` with \(subject) this one pushes (\(members.joined(separator: ", "))), "
            + "once its mirror holds the push."
    }
}
