import Protocol
import ViewModels

/// The members of one view model, as its type's declaration names them.
///
/// The names, kinds and docs are the type's, kept once in its `TypeLayout`; a table holds the
/// instance's member objects, by kind, in the layout's order, reached through the declared key paths
/// when the view model is hosted.
@MainActor
final class MemberTable {
    /// The type's names and key paths, shared by every table of the type.
    let layout: TypeLayout
    private(set) var propertyMembers: [any WireProperty]
    private(set) var commandMembers: [any WireCommand]
    private(set) var eventMembers: [any WireEvent]
    private(set) var collectionMembers: [any WireCollection]

    var properties: Zip2Sequence<[String], [any WireProperty]> { zip(layout.properties, propertyMembers) }
    var commands: Zip2Sequence<[String], [any WireCommand]> { zip(layout.commands, commandMembers) }
    var events: Zip2Sequence<[String], [any WireEvent]> { zip(layout.events, eventMembers) }
    var collections: Zip2Sequence<[String], [any WireCollection]> { zip(layout.collections, collectionMembers) }

    /// The members of `viewModel`, an instance of the type `layout` was made from, reached by the
    /// layout's typed readers.
    init(of viewModel: any ViewModel, layout: TypeLayout) {
        self.layout = layout
        propertyMembers = layout.propertyReaders.map { $0(viewModel) }
        commandMembers = layout.commandReaders.map { $0(viewModel) }
        eventMembers = layout.eventReaders.map { $0(viewModel) }
        collectionMembers = layout.collectionReaders.map { $0(viewModel) }
    }

    /// The properties, commands and events, in the order of their slots (`ObservationLayout`).
    var observedMembers: [any ObservedMember] {
        var observed: [any ObservedMember] = propertyMembers
        observed += commandMembers as [any ObservedMember]
        observed += eventMembers as [any ObservedMember]
        return observed
    }

    /// The changes the properties and commands counted themselves, altogether.
    var countedChanges: Int64 {
        propertyMembers.reduce(0) { $0 + Int64($1.countedChanges ?? 0) }
            + commandMembers.reduce(0) { $0 + Int64($1.countedChanges ?? 0) }
    }

    /// Whether every command counts its own changes, as every property of a lazily observed type does.
    var commandsCountTheirChanges: Bool {
        commandMembers.allSatisfy { $0.countedChanges != nil }
    }

    /// The current value of every property.
    func propertyValues(_ resolver: any ViewModelResolver) -> JSONObject {
        var values = JSONObject()
        for (name, property) in properties { values[name] = property.json(resolver) }
        return values
    }

    /// Found with a `guard`, not `Optional.map`: a closure handed from the main actor to a
    /// nonisolated function checks its executor on every call, and every set looks a property up.
    func property(_ name: String) -> (any WireProperty)? {
        guard let index = layout.properties.firstIndex(of: name) else { return nil }
        return propertyMembers[index]
    }

    func command(_ name: String) -> (any WireCommand)? {
        guard let index = layout.commands.firstIndex(of: name) else { return nil }
        return commandMembers[index]
    }

    func collection(_ name: String) -> (any WireCollection)? {
        guard let index = layout.collections.firstIndex(of: name) else { return nil }
        return collectionMembers[index]
    }
}
