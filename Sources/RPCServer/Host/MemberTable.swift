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
/// A class, so that an entry holding one pays for a reference only. The members' names are the
/// type's, the same for every instance, and kept once per type (`Names`): a table holds the members
/// themselves, 16 bytes each, where a name beside each took 32.
///
/// Its arrays, and those of `Names`, opt out of the run-time exclusivity checks: they are written
/// only while `init` builds the table (a `Names` only before it is shared), and only read after, so
/// no two accesses can overlap. Every request that names a member reads two of them, and the checks
/// cost more than the search.
@MainActor
final class MemberTable {
    /// The members' wire names, in the order of the members, shared by every table of the type.
    @exclusivity(unchecked) private(set) var names = Names()
    @exclusivity(unchecked) private(set) var propertyMembers: [any WireProperty] = []
    @exclusivity(unchecked) private(set) var commandMembers: [any WireCommand] = []
    @exclusivity(unchecked) private(set) var eventMembers: [any WireEvent] = []
    @exclusivity(unchecked) private(set) var collectionMembers: [any WireCollection] = []

    /// The names of a type's members, by kind, in the order of its declarations.
    @MainActor
    final class Names {
        @exclusivity(unchecked) fileprivate(set) var properties: [String] = []
        @exclusivity(unchecked) fileprivate(set) var commands: [String] = []
        @exclusivity(unchecked) fileprivate(set) var events: [String] = []
        @exclusivity(unchecked) fileprivate(set) var collections: [String] = []

        /// How the type's members are observed; made when the first of its view models is.
        private var layout: ObservationLayout?

        /// The type's `ObservationLayout`, made from `members` (a table of the type) the first time.
        func observationLayout(of members: MemberTable) -> ObservationLayout {
            if let layout { return layout }
            let made = ObservationLayout(members)
            layout = made
            return made
        }

        func isSame(as other: Names) -> Bool {
            (properties, commands) == (other.properties, other.commands)
                && (events, collections) == (other.events, other.collections)
        }

        /// The names found for each type so far: a table takes them from here when its own are the same.
        static var byType: [ObjectIdentifier: Names] = [:]
    }

    var properties: Zip2Sequence<[String], [any WireProperty]> { zip(names.properties, propertyMembers) }
    var commands: Zip2Sequence<[String], [any WireCommand]> { zip(names.commands, commandMembers) }
    var events: Zip2Sequence<[String], [any WireEvent]> { zip(names.events, eventMembers) }
    var collections: Zip2Sequence<[String], [any WireCollection]> { zip(names.collections, collectionMembers) }

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
        let type = ObjectIdentifier(Swift.type(of: viewModel))
        if let known = Names.byType[type], known.isSame(as: names) {
            names = known
        } else {
            names.properties = names.properties.trimmed
            names.commands = names.commands.trimmed
            names.events = names.events.trimmed
            names.collections = names.collections.trimmed
            Names.byType[type] = names
        }
        propertyMembers = propertyMembers.trimmed
        commandMembers = commandMembers.trimmed
        eventMembers = eventMembers.trimmed
        collectionMembers = collectionMembers.trimmed
    }

    private func add(_ member: Any, named name: String, of typeName: String) {
        if let property = member as? any WireProperty {
            names.properties.append(name)
            propertyMembers.append(property)
        } else if let command = member as? any WireCommand {
            names.commands.append(name)
            commandMembers.append(command)
        } else if let event = member as? any WireEvent {
            names.events.append(name)
            eventMembers.append(event)
        } else if let array = member as? any CollectionMember {
            names.collections.append(name)
            collectionMembers.append(array.wireCollection)
        } else {
            fatalError("\(typeName).\(name): \(type(of: member)) is not a member type the host knows")
        }
    }

    /// The properties, commands and events, in the order of their slots (`ObservationLayout`).
    var observedMembers: [any ObservedMember] {
        var observed: [any ObservedMember] = propertyMembers
        observed += commandMembers as [any ObservedMember]
        observed += eventMembers as [any ObservedMember]
        return observed
    }

    /// The changes the properties counted themselves, altogether.
    var countedChanges: Int64 {
        propertyMembers.reduce(0) { $0 + Int64($1.countedChanges ?? 0) }
    }

    /// The current value of every property.
    func propertyValues(_ resolver: any ViewModelResolver) -> JSONObject {
        var values = JSONObject()
        for (name, property) in properties { values[name] = property.json(resolver) }
        return values
    }

    /// Found with a `guard`, not `Optional.map`: a closure handed from the main actor to a
    /// nonisolated function checks the executor on every call, about 110 instructions a set.
    func property(_ name: String) -> (any WireProperty)? {
        guard let index = names.properties.firstIndex(of: name) else { return nil }
        return propertyMembers[index]
    }

    func command(_ name: String) -> (any WireCommand)? {
        guard let index = names.commands.firstIndex(of: name) else { return nil }
        return commandMembers[index]
    }

    func collection(_ name: String) -> (any WireCollection)? {
        guard let index = names.collections.firstIndex(of: name) else { return nil }
        return collectionMembers[index]
    }
}

extension Array {
    /// The same elements in storage of their count, without the room an append left to grow into: a
    /// table lives as long as its view model, and its arrays stop growing once it is made.
    fileprivate var trimmed: [Element] {
        capacity == count ? self : withUnsafeBufferPointer { Array($0) }
    }
}
