/// A part of a view model that a frontend can see once it is declared: a property, a command, an
/// event or a collection.
///
/// Being a member type puts nothing on the wire by itself: only the members a type's `Declaration`
/// names are exposed, whatever their Swift access.
@MainActor
public protocol ViewModelMember: AnyObject {}
