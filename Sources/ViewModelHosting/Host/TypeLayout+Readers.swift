import ViewModels

/// How a layout reaches each member of an instance: one function per declared member, made with the
/// member's type opened, so the member comes out as the wire protocol of its kind with no cast.
extension TypeLayout {
    static func propertyReader<Member: WireProperty & WireMemberType, Root: ViewModel>(
        _: Member.Type, _ declared: MemberDeclaration, _ root: Root.Type
    ) -> @MainActor (any ViewModel) -> any WireProperty {
        let read = Member.typedReader(at: declared.keyPath, in: root)
        return { read($0) }
    }

    static func commandReader<Member: WireCommand & WireMemberType, Root: ViewModel>(
        _: Member.Type, _ declared: MemberDeclaration, _ root: Root.Type
    ) -> @MainActor (any ViewModel) -> any WireCommand {
        let read = Member.typedReader(at: declared.keyPath, in: root)
        return { read($0) }
    }

    static func eventReader<Member: WireEvent & WireMemberType, Root: ViewModel>(
        _: Member.Type, _ declared: MemberDeclaration, _ root: Root.Type
    ) -> @MainActor (any ViewModel) -> any WireEvent {
        let read = Member.typedReader(at: declared.keyPath, in: root)
        return { read($0) }
    }

    static func collectionReader<Member: CollectionMember & WireMemberType, Root: ViewModel>(
        _: Member.Type, _ declared: MemberDeclaration, _ root: Root.Type
    ) -> @MainActor (any ViewModel) -> any WireCollection {
        let read = Member.typedReader(at: declared.keyPath, in: root)
        return { read($0).wireCollection }
    }
}
