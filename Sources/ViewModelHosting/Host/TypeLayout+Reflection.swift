@_spi(Reflection) import Swift
import ViewModels

/// What a layout learns from the type's metadata rather than from its declaration: the Swift names
/// of the members' key paths, and which value types are view models.
extension TypeLayout {
    /// What the Swift name of a member's key path is found to be.
    enum Naming {
        case found(String)
        case none
        /// Several lazy properties hold the member's type; the key path cannot tell which it reads.
        case ambiguous([String])
    }

    /// The Swift name a key path reads, found as cheaply as it can be:
    /// - a `let` of the member's type whose key path, made from its offset, equals the declared one;
    /// - else a `var` among them, as the key path describes itself (`\SignUp.email`), which costs a
    ///   search of conformances per key path and is left for the rare case;
    /// - else, the key path being computed, the one `lazy var` that stores the member's type.
    static func swiftName<Model>(of member: MemberDeclaration, in fields: Fields, of model: Model.Type)
        -> Naming
    {
        let stored = fields.stored.filter { ObjectIdentifier($0.type) == ObjectIdentifier(member.memberType) }
        if let field = stored.first(where: {
            _createOffsetBasedKeyPath(root: model, value: $0.type, offset: $0.offset) == member.keyPath
        }) {
            return .found(field.name)
        }
        if !stored.isEmpty {
            let prefix = "\\" + _typeName(model, qualified: false) + "."
            let described = member.keyPath.debugDescription
            if described.hasPrefix(prefix), let field = stored.first(where: { described == prefix + $0.name }) {
                return .found(field.name)
            }
        }
        let lazy = fields.lazy.filter { ObjectIdentifier($0.type) == ObjectIdentifier(member.memberType) }.map(\.name)
        switch lazy.count {
        case 0: return .none
        case 1: return .found(lazy[0])
        default: return .ambiguous(lazy)
        }
    }

    /// A type's stored properties as type metadata lists them, without an instance.
    @MainActor
    struct Fields {
        /// The stored properties of a member type, with where they are in an instance.
        var stored: [(name: String, offset: Int, type: Any.Type)] = []
        /// Each `lazy var` with the type it holds: Swift stores one in a field named after it,
        /// holding an optional.
        var lazy: [(name: String, type: Any.Type)] = []
        /// Every stored or lazy property whose type is a member type (`ViewModelMember`), declared or
        /// not, by its Swift name: what a declaration must name or keep.
        var members: [(name: String, typeName: String)] = []

        /// Made from the fields of `model` and of its superclasses whose type is one of `memberTypes`
        /// (all a declaration can name), and its lazy properties.
        init(of model: Any.Type, memberTypes: Set<ObjectIdentifier>) {
            let lazyPrefix = "$__lazy_storage_$_"
            // Option 1 is `classType`: the fields of a class and of its superclasses.
            _forEachField(of: model, options: _EachFieldOptions(rawValue: 1)) { fieldName, offset, fieldType, _ in
                let name = String(cString: fieldName)
                if memberTypes.contains(ObjectIdentifier(fieldType)) {
                    stored.append((name, offset, fieldType))
                    members.append((name, _typeName(fieldType, qualified: false)))
                } else if name.hasPrefix(lazyPrefix), let wrapped = (fieldType as? any OptionalValue.Type)?.wrappedType {
                    let lazyName = String(name.dropFirst(lazyPrefix.count))
                    lazy.append((lazyName, wrapped))
                    if TypeLayout.isMember(wrapped) { members.append((lazyName, _typeName(wrapped, qualified: false))) }
                } else if TypeLayout.isMember(fieldType) {
                    members.append((name, _typeName(fieldType, qualified: false)))
                }
                return true
            }
        }
    }

    /// Whether `type` is a member type; a class is asked first, which searches no conformances.
    fileprivate static func isMember(_ type: Any.Type) -> Bool {
        type is AnyObject.Type && type is any ViewModelMember.Type
    }

    /// The view-model type a value of `type` refers to: the type itself, or the one an optional wraps.
    ///
    /// A view model is a class, and asking whether a type is a class searches no conformances, where
    /// a cast that fails searches every conformance the process has: most value types (`String`,
    /// `Double`) are told apart with no search.
    static func viewModelType(_ type: Any.Type) -> (any ViewModel.Type)? {
        if type is AnyObject.Type { return type as? any ViewModel.Type }
        guard let wrapped = (type as? any OptionalValue.Type)?.wrappedType, wrapped is AnyObject.Type else { return nil }
        return wrapped as? any ViewModel.Type
    }
}
