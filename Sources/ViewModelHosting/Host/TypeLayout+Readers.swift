import ViewModels

/// How a layout reaches each member of an instance: one function per declared member, made with the
/// member's type opened, so the member comes out as the wire protocol of its kind with no cast.
extension TypeLayout {
    static func propertyReader<Member: WireProperty & WireMemberType, Root: ViewModel>(
        _: Member.Type, _ declared: MemberDeclaration, _ root: Root.Type
    ) -> @MainActor (any ViewModel) -> any WireProperty {
        reader(Member.self, declared, root) { $0 }
    }

    static func commandReader<Member: WireCommand & WireMemberType, Root: ViewModel>(
        _: Member.Type, _ declared: MemberDeclaration, _ root: Root.Type
    ) -> @MainActor (any ViewModel) -> any WireCommand {
        reader(Member.self, declared, root) { $0 }
    }

    static func eventReader<Member: WireEvent & WireMemberType, Root: ViewModel>(
        _: Member.Type, _ declared: MemberDeclaration, _ root: Root.Type
    ) -> @MainActor (any ViewModel) -> any WireEvent {
        reader(Member.self, declared, root) { $0 }
    }

    static func collectionReader<Member: CollectionMember & WireMemberType, Root: ViewModel>(
        _: Member.Type, _ declared: MemberDeclaration, _ root: Root.Type
    ) -> @MainActor (any ViewModel) -> any WireCollection {
        reader(Member.self, declared, root) { $0.wireCollection }
    }

    /// Reaches the member `declared` names, typed, and hands it on as the host drives it.
    private static func reader<Member: WireMemberType, Root: ViewModel, Wire>(
        _: Member.Type, _ declared: MemberDeclaration, _ root: Root.Type,
        as wire: @escaping @MainActor (Member) -> Wire
    ) -> @MainActor (any ViewModel) -> Wire {
        let read = Member.typedReader(at: declared.keyPath, in: root)
        return { wire(read($0)) }
    }
}
