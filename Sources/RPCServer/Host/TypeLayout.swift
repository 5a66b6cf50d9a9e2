@_spi(Reflection) import Swift
import Protocol
import ViewModels

/// A view-model type's members as its declarations say, read from the type without an instance.
///
/// The rule is `MemberTable`'s: every stored property whose type is a member type and whose name
/// does not start with "_", a superclass's first. Reading the type lets the catalog describe types
/// that only the view-model layer makes (a pushed screen, a collection's items) and report, at
/// start-up, a member whose value type has no wire form, with the type and member named.
@MainActor
struct TypeLayout {
    struct Member {
        var name: String
        var shape: MemberShape
    }

    let name: String
    let doc: String
    let members: [Member]
    /// Every member is a property that counts its own changes (see `HostedViewModel`).
    let countsItsOwnChanges: Bool
    /// The view-model types its members carry, which are described beside it.
    let referencedTypes: [any ViewModel.Type]

    /// - Throws: `CatalogProblem` naming the first member whose value type has no wire form.
    init(of type: any ViewModel.Type) throws(CatalogProblem) {
        name = type.typeName
        doc = type.doc
        var declared: [(name: String, member: any DeclaredMember.Type)] = []
        var unknown: [String] = []
        // Option 1 is `classType`: fields of a class and of its superclasses, the superclass's first.
        // Members are classes: a field of any other kind is skipped before a cast, since a cast that
        // fails searches every conformance the process has (a tenth of the catalog's check, measured).
        _forEachField(of: type, options: _EachFieldOptions(rawValue: 1)) { fieldName, _, fieldType, kind in
            guard kind == .class else { return true }
            let name = String(cString: fieldName)
            guard !name.hasPrefix("_"), !name.hasPrefix("$") else { return true }
            if let member = fieldType as? any DeclaredMember.Type {
                declared.append((name, member))
            } else if fieldType is any ViewModelMember.Type {
                unknown.append(name)
            }
            return true
        }
        if let member = unknown.first {
            throw CatalogProblem("\(name).\(member): its type is a member type the host does not know")
        }
        var members: [Member] = []
        var referenced: [any ViewModel.Type] = []
        for (memberName, member) in declared {
            do {
                members.append(Member(name: memberName, shape: try member.shape()))
            } catch {
                throw CatalogProblem("\(name).\(memberName): \(error.reason)")
            }
            referenced += member.valueTypes.compactMap(Self.viewModelType)
        }
        self.members = members
        referencedTypes = referenced
        countsItsOwnChanges = members.allSatisfy {
            if case .property(_, _, true) = $0.shape { true } else { false }
        }
    }

    /// The view-model type a value of `type` refers to: the type itself, or the one an optional wraps.
    private static func viewModelType(_ type: Any.Type) -> (any ViewModel.Type)? {
        if let model = type as? any ViewModel.Type { return model }
        return (type as? any OptionalValue.Type)?.wrappedType as? any ViewModel.Type
    }
}
