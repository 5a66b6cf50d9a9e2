import Protocol
import ViewModels

/// A member type whose type alone tells the host what the member is on the wire, so that a
/// view-model type is described and checked from its declaration, without an instance.
@MainActor
protocol WireMemberType: ViewModelMember {
    /// The member's kind and wire types.
    /// - Throws: `NoWireForm` when a value type it carries has no wire form.
    static func shape() throws(NoWireForm) -> MemberShape
    /// The Swift types of the values it carries, so the catalog can find the view-model types a
    /// member refers to (a collection's items, a selected row) and describe them too.
    static var valueTypes: [Any.Type] { get }
}

/// What a member is on the wire, as its type says.
enum MemberShape {
    case property(schema: JSONValue, countsOwnChanges: Bool)
    case command(input: JSONValue, output: JSONValue)
    case event(payload: JSONValue)
    case collection(itemType: String?, itemSchema: JSONValue?)
    /// A question the view model asks its frontend: the schemas of its params and of its answer.
    case request(params: JSONValue, answer: JSONValue)
    /// An argument of `viewModel/create`: the schema of its value.
    case argument(schema: JSONValue, isRequired: Bool)
}

/// A member reached from its view model through a key path typed once per type: applying a typed
/// key path to a view model cast to its own class costs a fraction of applying an `AnyKeyPath` to an
/// existential and casting what it gives.
extension WireMemberType {
    /// Reaches the member `path` leads to in a view model of type `Root`, as `Self`.
    /// - Precondition: `path` is a `KeyPath<Root, Self>`, as the declaration that made it.
    static func typedReader<Root: ViewModel>(at path: AnyKeyPath, in _: Root.Type) -> @MainActor (any ViewModel) -> Self {
        let typed = path as! KeyPath<Root, Self>
        return { ($0 as! Root)[keyPath: typed] }
    }
}
