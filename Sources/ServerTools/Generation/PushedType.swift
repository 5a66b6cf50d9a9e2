/// A view-model type that another one may push, as a generated class's push handlers see it.
struct PushedType {
    /// Its wire name.
    let typeName: String
    /// The members of the pushing type that may push it, in declaration order, for the handler's doc.
    var members: [String]
}
