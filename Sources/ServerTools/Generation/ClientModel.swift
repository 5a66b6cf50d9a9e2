import Protocol
import ServerTransport
import ViewModelHosting

/// A catalog as a client generator sees it: the types `viewModel/describe` reports, the name of the
/// class of each, and a name for each object and enum shape their members use.
///
/// Rules:
/// - Class names are the wire type names; shapes are named after where they are first used: type,
///   member and role (`PlayerUploadOutput`, `FlickrSearchPreviousSearchesItem`), a nested object after
///   its field too.
/// - Equal shapes share the first name: Player's `upload` output and its `uploaded` payload are one
///   type, as they are one Swift type. A type's `create` arguments are the exception: they are named
///   after their own type (`TwitterSearchArguments`) even when another type takes the same ones, since
///   they belong to the type and change with it.
/// - Everything is visited in declaration order, so the same catalog gives the same names.
struct ClientModel {
    let types: [TypeDescription]
    /// The class name of each view-model type, by wire name.
    private(set) var classNames: [String: String] = [:]
    /// Each named shape, in the order of first use, a type after those it names.
    private(set) var namedShapes: [(name: String, shape: WireShape)] = []
    private var shapeNames: [WireShape: String] = [:]
    /// The name of each creatable type's arguments object, by wire name; none for a type without.
    private var argumentNames: [String: String] = [:]

    /// The model of `types`, with top-level names that avoid `reserved` (the language's keywords and
    /// imports).
    init(types: [TypeDescription], reserved: Set<String>) {
        self.types = types
        var table = IdentifierTable(reserved: reserved)
        for type in types { classNames[type.name] = table.claim(type.name) }
        for type in types {
            func name(_ schema: JSONValue, _ member: String, _ role: String) {
                self.name(WireShape(schema: schema), type.name + IdentifierTable.capitalized(member) + role, &table)
            }
            for property in type.properties { name(property.schema, property.name, "") }
            for command in type.commands {
                name(command.inputSchema, command.name, "Input")
                name(command.outputSchema, command.name, "Output")
            }
            for collection in type.collections {
                if let schema = collection.itemSchema { name(schema, collection.name, "Item") }
            }
            for event in type.events { name(event.payloadSchema, event.name, "Payload") }
            if let arguments = type.argumentsSchema {
                let context = type.name + "Arguments"
                let argumentsName = table.claim(context)
                argumentNames[type.name] = argumentsName
                list(WireShape(schema: arguments), as: argumentsName, context, &table)
            }
        }
    }

    private mutating func name(_ shape: WireShape, _ context: String, _ table: inout IdentifierTable) {
        switch shape {
        case .object:
            guard shapeNames[shape] == nil else { return }
            let objectName = table.claim(context)
            shapeNames[shape] = objectName
            list(shape, as: objectName, context, &table)
        case .literals(let values) where values.count > 1:
            guard shapeNames[shape] == nil else { return }
            let enumName = table.claim(context)
            shapeNames[shape] = enumName
            namedShapes.append((enumName, shape))
        case .array(let item), .dictionary(let item):
            name(item, context + "Item", &table)
        case .tuple(let members), .union(let members):
            for member in members { name(member, context, &table) }
        default:
            break
        }
    }

    /// Adds the object `shape` to the named shapes as `objectName`, after naming its fields' shapes:
    /// Python evaluates a TypedDict written as a call at once, so the types it names come first.
    private mutating func list(
        _ shape: WireShape, as objectName: String, _ context: String, _ table: inout IdentifierTable
    ) {
        guard case .object(let fields) = shape else { preconditionFailure("\(objectName) is not an object") }
        for field in fields { name(field.shape, context + IdentifierTable.capitalized(field.name), &table) }
        namedShapes.append((objectName, shape))
    }

    /// The name of an object or enum shape; every one the catalog uses has one.
    func name(of shape: WireShape) -> String {
        guard let name = shapeNames[shape] else { preconditionFailure("\(shape) was not named with its catalog") }
        return name
    }

    /// Whether `shape` is written by its name rather than spelled out.
    func isNamed(_ shape: WireShape) -> Bool {
        shapeNames[shape] != nil
    }

    /// The class of view-model type `name`.
    func className(_ name: String) -> String {
        guard let className = classNames[name] else {
            preconditionFailure("\(name) is referred to but not in the catalog, which registers every type it names")
        }
        return className
    }

    /// The name of the arguments object of `type`, and whether a create must pass it; nil for a type
    /// that declares no arguments, whose `create` takes none.
    func arguments(of type: TypeDescription) -> (name: String, isRequired: Bool)? {
        argumentNames[type.name].map { ($0, type.arguments.contains(where: \.required)) }
    }

    /// The push handlers of `type`'s class: `all`, which hears every push, then one per pushed type,
    /// named by `perType` from the type's wire name and claimed in `names`; none for a type whose
    /// members push nothing.
    func pushHandlers(
        of type: TypeDescription, all: String, perType: (String) -> String, names: inout IdentifierTable
    ) -> [PushHandler] {
        let pushing = pushers(of: type)
        var pushed: [(typeName: String, members: [String])] = []
        for (member, typeNames) in pushing {
            for typeName in typeNames {
                guard let index = pushed.firstIndex(where: { $0.typeName == typeName }) else {
                    pushed.append((typeName, [member]))
                    continue
                }
                if !pushed[index].members.contains(member) { pushed[index].members.append(member) }
            }
        }
        guard !pushed.isEmpty else { return [] }
        let every = PushHandler(
            name: all, classes: pushed.map { className($0.typeName) }, subject: "each view model",
            members: pushing.map(\.member))
        return [every]
            + pushed.map { typeName, members in
                PushHandler(
                    name: names.claim(perType(typeName)), classes: [className(typeName)], subject: "each \(typeName)",
                    members: members)
            }
    }

    /// Every member that declares pushes, in the order describe lists them: properties (a selection
    /// that opens a screen), then commands.
    private func pushers(of type: TypeDescription) -> [(member: String, pushes: [String])] {
        let members = type.properties.map { ($0.name, $0.pushes) } + type.commands.map { ($0.name, $0.pushes) }
        return members.filter { !$0.1.isEmpty }
    }
}
