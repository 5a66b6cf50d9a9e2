import Protocol
import ViewModels

/// The members a view model exposes, found from its own declarations.
///
/// A view model declares each member once, as a stored property whose type is a member type
/// (`MutableProperty`, `Property`, `Command`, `Event`, `ObservableArray`); its label becomes the wire
/// name. Members whose label starts with "_" and plain stored properties are private state and are
/// never exposed. The same rule, read from the type instead of an instance, makes `TypeLayout`, which
/// the catalog checks at start-up; members come in the same order, a superclass's first.
///
/// A class, so that an entry holding one pays for a reference only.
@MainActor
final class MemberTable {
    var properties: [(name: String, member: any WireProperty)] = []
    var commands: [(name: String, member: any WireCommand)] = []
    var events: [(name: String, member: any WireEvent)] = []
    var collections: [(name: String, member: any WireCollection)] = []

    init(reflecting viewModel: any ViewModel) {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: viewModel)
        while let current = mirror {
            mirrors.append(current)
            mirror = current.superclassMirror
        }
        for current in mirrors.reversed() {
            for child in current.children {
                // The value's own type, not the value: a cast of the value looks inside an optional,
                // and `TypeLayout` (which reads the declared type) does not.
                guard let name = child.label, !name.hasPrefix("_"),
                    type(of: child.value) is any ViewModelMember.Type
                else { continue }
                add(child.value, named: name, of: type(of: viewModel).typeName)
            }
        }
        properties = properties.trimmed
        commands = commands.trimmed
        events = events.trimmed
        collections = collections.trimmed
    }

    private func add(_ member: Any, named name: String, of typeName: String) {
        if let property = member as? any WireProperty {
            properties.append((name, property))
        } else if let command = member as? any WireCommand {
            commands.append((name, command))
        } else if let event = member as? any WireEvent {
            events.append((name, event))
        } else if let array = member as? any CollectionMember {
            collections.append((name, array.wireCollection))
        } else {
            fatalError("\(typeName).\(name): \(type(of: member)) is not a member type the host knows")
        }
    }

    /// The changes the properties counted themselves, altogether.
    var countedChanges: Int64 {
        properties.reduce(0) { $0 + Int64($1.member.countedChanges ?? 0) }
    }

    /// The current value of every property.
    func propertyValues(_ resolver: any ViewModelResolver) -> JSONObject {
        var values = JSONObject()
        for (name, property) in properties { values[name] = property.json(resolver) }
        return values
    }

    func property(_ name: String) -> (any WireProperty)? {
        properties.first { $0.name == name }?.member
    }

    func command(_ name: String) -> (any WireCommand)? {
        commands.first { $0.name == name }?.member
    }

    func collection(_ name: String) -> (any WireCollection)? {
        collections.first { $0.name == name }?.member
    }
}

extension Array {
    /// The same elements in storage of their count, without the room an append left to grow into: a
    /// table lives as long as its view model, and its arrays stop growing once it is made.
    fileprivate var trimmed: [Element] {
        capacity == count ? self : withUnsafeBufferPointer { Array($0) }
    }
}
