import Protocol
import ViewModels

/// A view-model type as its declaration says, checked once when the catalog is made: each member's
/// wire name, kind, doc and wire types, and where each member is in an instance.
///
/// Members are kept by kind, in the order of the declaration: the order snapshots list them in and
/// the order their slots are numbered in (`ObservationLayout`). One layout serves every instance of
/// its type; a `MemberTable` holds an instance's members beside it.
/// - Important: Main actor only; never changed once made, but for the observation layout made with
///   the first observed instance.
@MainActor
package final class TypeLayout {
    /// One declared member, as `viewModel/describe` reports it.
    struct Member {
        var name: String
        var doc: String
        var kind: MemberDeclaration.Kind
        var shape: MemberShape
        /// The view-model types a change of it may push.
        var pushes: [any ViewModel.Type] = []
    }

    package let name: String
    let doc: String
    /// Every declared member, in the order of the declaration.
    let members: [Member]
    /// The wire names of each kind, and where each member is in an instance.
    let properties: [String]
    let commands: [String]
    let events: [String]
    let collections: [String]
    /// The page size of each collection declared to grow large, by name.
    let pageSizes: [String: Int]
    /// Reach each member of an instance: made once per type from the declared key paths, typed, so
    /// that hosting an instance applies no `AnyKeyPath` and casts nothing (docs/performance.md,
    /// "Lists").
    let propertyReaders: [@MainActor (any ViewModel) -> any WireProperty]
    let commandReaders: [@MainActor (any ViewModel) -> any WireCommand]
    let eventReaders: [@MainActor (any ViewModel) -> any WireEvent]
    let collectionReaders: [@MainActor (any ViewModel) -> any WireCollection]
    /// Whether a client may set each property.
    let isSettable: [Bool]
    /// The getter of each computed property (`Declaration.Member.computed`); nil for a property
    /// object.
    let computedProperties: [(any ComputedMember)?]
    /// The policy each command is declared with.
    let policies: [ExecutionPolicy]
    /// The schema of the answer to each question the type declares it asks, by method.
    let answerSchemas: [String: JSONValue]
    /// Every member is a property that counts its own changes, or a command, which an instance may
    /// count too (see `HostedViewModel`).
    let countsItsOwnChanges: Bool
    /// The view-model types the declaration names, which are registered and described beside it.
    let referencedTypes: [any ViewModel.Type]
    /// How the members are observed; made when the first instance is.
    private var observation: ObservationLayout?
    /// Whether the commands of an instance were compared with the declared policies yet.
    var checkedPolicies = false

    /// - Throws: every mistake in the declaration, each naming the type, the member and the fix.
    init<Model: ViewModel>(of type: Model.Type) throws(CatalogError) {
        let declaration = Model.declaration
        name = declaration.name
        doc = declaration.doc
        var problems: [CatalogProblem] = []
        var members: [Member] = []
        var referenced: [any ViewModel.Type] = []
        var slots = (
            properties: Slots<any WireProperty>(), commands: Slots<any WireCommand>(), events: Slots<any WireEvent>(),
            collections: Slots<any WireCollection>()
        )
        var settable: [Bool] = []
        var computed: [(any ComputedMember)?] = []
        var policies: [ExecutionPolicy] = []
        var pageSizes: [String: Int] = [:]
        let declaredMembers = declaration.members.map(\.declared)
        let fields = Fields(of: Model.self, memberTypes: Set(declaredMembers.map { ObjectIdentifier($0.memberType) }))
        var named = Set<String>()
        for (position, declared) in declaredMembers.enumerated() {
            // Made only for a mistake: describing a type searches the conformances of what it describes.
            func label() -> String { "\(declaration.name) member \(position + 1) (\(declared.memberType))" }
            referenced += declared.pushes
            let swiftName = Self.swiftName(of: declared, in: fields, of: Model.self)
            switch swiftName {
            case .found(let found): named.insert(found)
            case .ambiguous, .none: if let stated = declared.statedName { named.insert(stated) }
            }
            if case .kept = declared.kind { continue }
            let memberName: String
            switch declared.statedName.map(Naming.found) ?? swiftName {
            case .found(let name):
                memberName = name
            case .none:
                problems.append(
                    CatalogProblem(
                        "\(label()): its wire name cannot be read from its key path (a computed property?); state it with name: \"…\""
                    ))
                continue
            case .ambiguous(let candidates):
                problems.append(
                    CatalogProblem(
                        "\(label()): the lazy properties \(candidates.joined(separator: ", ")) all hold one; state which with name: \"…\""
                    ))
                continue
            }
            // Arguments are named apart from members: a type may take the value of a member as one.
            if members.contains(where: { $0.name == memberName && Self.isArgument($0.kind) == Self.isArgument(declared.kind) }) {
                problems.append(CatalogProblem("\(name).\(memberName): declared twice; declare each member once"))
                continue
            }
            if case .argument(let type, let isRequired) = declared.kind {
                do {
                    members.append(
                        Member(
                            name: memberName, doc: declared.doc, kind: declared.kind,
                            shape: .argument(schema: try Self.schema(of: type), isRequired: isRequired)))
                } catch {
                    problems.append(CatalogProblem("\(name) argument \(memberName): \(error.reason)"))
                }
                continue
            }
            if case .request(let request) = declared.kind {
                do {
                    members.append(Member(name: memberName, doc: declared.doc, kind: declared.kind, shape: try Self.shape(of: request)))
                } catch {
                    problems.append(CatalogProblem("\(name) asks \(memberName): \(error.reason)"))
                }
                continue
            }
            if case .computed(let read) = declared.kind {
                // Only `Declaration.Member.computed` makes this kind, with a getter of the model.
                let computedMember = read as! any ComputedMember
                do {
                    members.append(Member(name: memberName, doc: declared.doc, kind: declared.kind, shape: try computedMember.shape()))
                } catch {
                    problems.append(CatalogProblem("\(name).\(memberName): \(error.reason)"))
                    continue
                }
                referenced += computedMember.valueTypes.compactMap(Self.viewModelType)
                slots.properties.append(memberName) { computedMember.wireProperty(of: $0) }
                settable.append(false)
                computed.append(computedMember)
                continue
            }
            guard let wireType = declared.memberType as? any WireMemberType.Type else {
                problems.append(
                    CatalogProblem(
                        "\(name).\(memberName): \(declared.memberType) is not a member type the host knows; use MutableProperty, Property, StoredProperty, ConstantProperty, Command, Event or ObservableArray"
                    ))
                continue
            }
            let shape: MemberShape
            do {
                shape = try wireType.shape()
            } catch {
                problems.append(CatalogProblem("\(name).\(memberName): \(error.reason)"))
                continue
            }
            members.append(Member(name: memberName, doc: declared.doc, kind: declared.kind, shape: shape, pushes: declared.pushes))
            referenced += wireType.valueTypes.compactMap(Self.viewModelType)
            // Each declaration kind takes only member types of the matching wire protocol.
            switch declared.kind {
            case .property(let isSettable):
                let property = wireType as! any (WireProperty & WireMemberType).Type
                slots.properties.append(memberName, Self.propertyReader(property, declared, Model.self))
                settable.append(isSettable)
                computed.append(nil)
            case .command(let policy, _):
                let command = wireType as! any (WireCommand & WireMemberType).Type
                slots.commands.append(memberName, Self.commandReader(command, declared, Model.self))
                policies.append(policy)
            case .event:
                let event = wireType as! any (WireEvent & WireMemberType).Type
                slots.events.append(memberName, Self.eventReader(event, declared, Model.self))
            case .collection(let pageSize):
                let collection = wireType as! any (CollectionMember & WireMemberType).Type
                slots.collections.append(memberName, Self.collectionReader(collection, declared, Model.self))
                pageSizes[memberName] = pageSize
            case .request, .argument, .computed, .kept:
                break
            }
        }
        for field in fields.members where !named.contains(field.name) {
            problems.append(
                CatalogProblem(
                    "\(name).\(field.name): a \(field.typeName) the declaration does not name; declare it (.settable, .readOnly, .command, .collection or .event) to put it on the wire, or keep it off with .kept(\\.\(field.name), doc: \"…\")"
                ))
        }
        guard problems.isEmpty else { throw CatalogError(problems: problems) }
        self.members = members
        (properties, propertyReaders) = (slots.properties.names, slots.properties.readers)
        (commands, commandReaders) = (slots.commands.names, slots.commands.readers)
        (events, eventReaders) = (slots.events.names, slots.events.readers)
        (collections, collectionReaders) = (slots.collections.names, slots.collections.readers)
        self.pageSizes = pageSizes
        isSettable = settable
        computedProperties = computed
        self.policies = policies
        var answers: [String: JSONValue] = [:]
        for member in members {
            if case .request(_, let answer) = member.shape { answers[member.name] = answer }
        }
        answerSchemas = answers
        referencedTypes = referenced
        countsItsOwnChanges = members.allSatisfy {
            switch $0.shape {
            case .property(_, true), .command, .request, .argument: true
            default: false
            }
        }
    }

    /// How the members are observed, made from `members` (an instance's) the first time.
    func observationLayout(of members: MemberTable) -> ObservationLayout {
        if let observation { return observation }
        let made = ObservationLayout(members)
        observation = made
        return made
    }

    private static func isArgument(_ kind: MemberDeclaration.Kind) -> Bool {
        if case .argument = kind { true } else { false }
    }

    /// The schema of an argument's value, read with the same codecs as a property's.
    private static func schema<Value>(of type: Value.Type) throws(NoWireForm) -> JSONValue {
        try ValueCodec<Value>.resolve().schema
    }

    /// The schemas of a question's params as they are sent (with the asker's id unless the method is
    /// LSP's) and of its answer: stated for the framework's own kinds, derived for an author's.
    private static func shape<Request: FrontendRequest>(of type: Request.Type) throws(NoWireForm) -> MemberShape {
        var (params, answer): (JSONValue, JSONValue)
        if let stated = BuiltInRequestSchemas.schemas(of: type) {
            (params, answer) = stated
        } else {
            (params, answer) = (try ValueCodec<Request>.resolve().schema, try ValueCodec<Request.Answer>.resolve().schema)
            guard params["type"] == "object" else {
                throw NoWireForm(reason: "\(Request.self) must encode as an object: a request's params are")
            }
        }
        if !Request.method.hasPrefix("window/"), case .object(var schema) = params,
            case .object(var properties)? = schema["properties"], case .array(let required)? = schema["required"]
        {
            properties["viewModel"] = ["type": "string"]
            schema["properties"] = .object(properties)
            schema["required"] = .array(required + ["viewModel"])
            params = .object(schema)
        }
        return .request(params: params, answer: answer)
    }

    /// The members of one kind as the declaration lists them: their names, and how each is reached.
    private struct Slots<Member> {
        var names: [String] = []
        var readers: [@MainActor (any ViewModel) -> Member] = []

        mutating func append(_ name: String, _ reader: @escaping @MainActor (any ViewModel) -> Member) {
            names.append(name)
            readers.append(reader)
        }
    }
}
