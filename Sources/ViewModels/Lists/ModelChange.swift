/// One change of a `Models` store, as its observers hear it.
public enum ModelChange<Model: Identifiable> {
    /// `model` joined the store, after the models already in it.
    case added(Model)
    /// The model with this id was replaced; its place in the order is unchanged.
    case updated(from: Model, to: Model)
    /// `model` left the store; its id is free.
    case removed(Model)
    /// The models were given new places (`replaceAll(with:)`): read the order again.
    case reordered
}
