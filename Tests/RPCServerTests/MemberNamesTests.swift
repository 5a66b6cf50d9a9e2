import Testing
@testable import ViewModelHosting

@testable import RPCServer

@Suite("The names a client bound")
struct MemberNamesTests {
    let all = ["name", "points", "isValid"]

    @Test("binding every member, at once or one by one, binds each; unbinding one of them leaves the rest")
    func everyMemberThenOneLess() {
        var atOnce = MemberNames()
        atOnce.formUnion(all, of: all)
        var oneByOne = MemberNames()
        for name in all { oneByOne.formUnion([name], of: all) }
        for var names in [atOnce, oneByOne] {
            #expect(all.allSatisfy(names.contains))
            #expect(!names.isEmpty)
            names.subtract(["points"], of: all)
            #expect(names.contains("name") && names.contains("isValid") && !names.contains("points"))
            names.subtract(["name", "isValid"], of: all)
            #expect(names.isEmpty)
            #expect(!all.contains(where: names.contains))
        }
    }

    @Test("a list of some members binds those only; a kind without members binds none")
    func someMembers() {
        var names = MemberNames()
        names.formUnion(["points", "points"], of: all)
        #expect(names.contains("points") && !names.contains("name"))
        var none = MemberNames()
        none.formUnion([], of: [])
        #expect(none.isEmpty)
        #expect(!none.contains("name"))
    }
}
