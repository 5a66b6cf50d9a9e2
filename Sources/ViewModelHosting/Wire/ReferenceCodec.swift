import Protocol
import ViewModels

/// The wire form of a view model used as a value (the selected row, a command's target): its id.
///
/// Rules:
/// - A view model is written as the id its host gave it; one the host does not know is written as
///   null, since no id the client could use names it.
/// - An id is read back as the hosted view model, refused unless it names a live view model of the
///   expected type.
/// - The schema is a string with `x-viewModelType` naming the type, so a frontend knows to send an id.
@MainActor
enum ReferenceCodec {
    static func make(_ model: any ViewModel.Type, optional: Bool) -> AnyObject {
        optional ? optionalCodec(model) : codec(model)
    }

    /// The codec of an array of view models (a multiple selection): an array of ids, each read as
    /// one view model is; equal when it holds the same view models in the same order.
    static func makeArray(_ model: any ViewModel.Type) -> AnyObject {
        arrayCodec(model)
    }

    static func schema(of model: any ViewModel.Type) -> JSONValue {
        ["type": "string", "x-viewModelType": .string(model.typeName)]
    }

    private static func codec<Model: ViewModel>(_: Model.Type) -> AnyObject {
        ValueCodec<Model>(
            schema: schema(of: Model.self), isEqual: { $0 === $1 },
            write: { model, resolver in resolver.id(of: model).map(JSONValue.string) ?? .null },
            read: { json, resolver throws(InvalidWireValue) in try resolve(json, as: Model.self, resolver) })
    }

    private static func optionalCodec<Model: ViewModel>(_: Model.Type) -> AnyObject {
        ValueCodec<Model?>(
            schema: ["anyOf": [schema(of: Model.self), ["type": "null"]]], isEqual: { $0 === $1 },
            write: { model, resolver in model.flatMap { resolver.id(of: $0) }.map(JSONValue.string) ?? .null },
            read: { json, resolver throws(InvalidWireValue) in
                json.isNull ? nil : try resolve(json, as: Model.self, resolver)
            })
    }

    private static func arrayCodec<Model: ViewModel>(_: Model.Type) -> AnyObject {
        ValueCodec<[Model]>(
            schema: ["type": "array", "items": schema(of: Model.self)],
            isEqual: { $0.count == $1.count && zip($0, $1).allSatisfy { $0 === $1 } },
            write: { models, resolver in .array(models.map { resolver.id(of: $0).map(JSONValue.string) ?? .null }) },
            read: { json, resolver throws(InvalidWireValue) in
                guard case .array(let ids) = json else {
                    throw InvalidWireValue(detail: "expected an array of ids of \(Model.typeName) view models")
                }
                var models: [Model] = []
                for id in ids { models.append(try resolve(id, as: Model.self, resolver)) }
                return models
            })
    }

    private static func resolve<Model: ViewModel>(
        _ json: JSONValue, as _: Model.Type, _ resolver: any ViewModelResolver
    ) throws(InvalidWireValue) -> Model {
        guard case .string(let id) = json else {
            throw InvalidWireValue(detail: "expected the id of \(Model.typeName.withIndefiniteArticle) view model")
        }
        guard let found = resolver.viewModel(withID: id) else {
            throw InvalidWireValue(detail: "no live view model has the id \(id)")
        }
        guard let model = found as? Model else {
            let actual = type(of: found).typeName.withIndefiniteArticle
            throw InvalidWireValue(detail: "\(id) is \(actual), not \(Model.typeName.withIndefiniteArticle)")
        }
        return model
    }
}

/// What a codec needs of the host to write and read view models as values.
@MainActor
protocol ViewModelResolver: AnyObject {
    /// The id the host gave `viewModel`, if it hosts it.
    func id(of viewModel: any ViewModel) -> String?
    /// The live view model with `id`, if any.
    func viewModel(withID id: String) -> (any ViewModel)?
}
