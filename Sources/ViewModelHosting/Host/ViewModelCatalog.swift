import Protocol
import ViewModels

/// The view-model types a server hosts, by wire name: what a framework user registers.
///
/// Rules:
/// - A type registered with a factory is created by clients with `viewModel/create`; the factory
///   reads the client's `arguments` and captures whatever services the type needs.
/// - A type registered without one is made only by the view-model layer (a pushed screen). The
///   types a declaration names (what a command pushes, a collection's items, a selected row) are
///   registered with the type that names them, so they need no line of their own.
/// - Every type is described from its declaration alone, docs and policies included, before any
///   instance exists.
/// - Mistakes are found when the server starts, all at once, not on the first request: two types
///   with one name, a member declared twice, a member whose value type has no wire form
///   (`ViewModelServer` refuses to start and names each with its type, member and fix).
/// - Important: Main actor only: registration runs once, before the server serves.
@MainActor
public struct ViewModelCatalog {
    /// Builds an instance from the client's `arguments` (nil when omitted), with the frontend its
    /// screens are pushed through and its questions asked of, and the host that resolves view-model
    /// ids among the arguments.
    typealias Factory = @MainActor (JSONObject?, any Frontend, any ViewModelResolver) throws(ResponseError) ->
        any ViewModel

    struct Entry {
        let layout: TypeLayout
        let type: any ViewModel.Type
        var make: Factory?

        var name: String { layout.name }
        var isCreatable: Bool { make != nil }
    }

    private(set) var entries: [Entry] = []
    /// What registration found wrong, reported together when the server starts.
    private(set) var problems: [CatalogProblem] = []

    /// An empty catalog.
    public init() {}

    /// Registers a type that clients create with `viewModel/create`.
    ///
    /// - Parameters:
    ///   - type: the view model's type; its `typeName` is its wire name.
    ///   - make: builds one from the client's arguments, with the frontend it pushes screens
    ///     through and asks questions of (a `Navigator` too). Throw an `ArgumentError` (from `arguments`) or an `InvalidValue` to refuse the
    ///     arguments (-32602); any other error answers -32603 with its description.
    public mutating func register<Model: ViewModel>(
        _ type: Model.Type, make: @escaping @MainActor (ViewModelArguments, any Frontend) throws -> Model
    ) {
        add(type) { json, navigator, resolver throws(ResponseError) in
            let arguments = ViewModelArguments(json, for: Model.typeName, resolver: resolver)
            do {
                let made = try make(arguments, navigator)
                do {
                    try arguments.checkAllAsked()
                } catch {
                    made.end()
                    throw error
                }
                return made
            } catch let error as ArgumentError {
                throw .invalidParams(error.message)
            } catch let error as InvalidValue {
                throw .invalidParams("\(Model.typeName) arguments: \(error.reason)")
            } catch {
                throw .internalError("\(Model.typeName) could not be created: \(error)")
            }
        }
    }

    /// Registers a type that only the view-model layer makes, such as a screen it pushes.
    public mutating func register<Model: ViewModel>(_ type: Model.Type) {
        add(type, make: nil)
    }

    private mutating func add(_ type: any ViewModel.Type, make: Factory?) {
        if let known = entries.firstIndex(where: { ObjectIdentifier($0.type) == ObjectIdentifier(type) }) {
            // Registered before as a referenced type: a factory makes it creatable.
            if entries[known].make == nil { entries[known].make = make }
            return
        }
        if entries.contains(where: { $0.name == type.typeName }) {
            problems.append(CatalogProblem("two view-model types are registered as \(type.typeName): \(type) and another"))
            return
        }
        let layout: TypeLayout
        do {
            layout = try TypeLayout(of: type)
        } catch {
            problems += error.problems
            return
        }
        entries.append(Entry(layout: layout, type: type, make: make))
        for referenced in layout.referencedTypes where entry(of: referenced) == nil {
            add(referenced, make: nil)
        }
    }

    /// The catalog, or every problem registration found.
    package func checked() throws(CatalogError) -> ViewModelCatalog {
        guard problems.isEmpty else { throw CatalogError(problems: problems) }
        return self
    }

    func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    func entry(of type: any ViewModel.Type) -> Entry? {
        entries.first { ObjectIdentifier($0.type) == ObjectIdentifier(type) }
    }

    /// The names of the types whose declarations name `type`.
    func referrers(of type: any ViewModel.Type) -> [String] {
        entries.filter { $0.layout.referencedTypes.contains { ObjectIdentifier($0) == ObjectIdentifier(type) } }.map(\.name)
    }

    /// Every registered type as `viewModel/describe` reports it, in registration order.
    package var descriptions: [TypeDescription] {
        entries.map { TypeDescription($0.layout, isCreatable: $0.isCreatable) }
    }

    /// Every registered name, in registration order.
    public var names: [String] { entries.map(\.name) }
    /// The names clients may create, in registration order.
    public var creatableNames: [String] { entries.filter(\.isCreatable).map(\.name) }
}

/// One mistake in a catalog, naming the type and member.
struct CatalogProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Why a catalog cannot be served: every mistake registration found, one a line.
public struct CatalogError: Error, CustomStringConvertible {
    let problems: [CatalogProblem]

    public var description: String {
        "the view-model catalog has mistakes:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
    }
}
