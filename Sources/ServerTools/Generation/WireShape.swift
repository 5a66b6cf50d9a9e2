import Protocol

/// A value's JSON Schema as a generated client types it: the part of JSON Schema that declarations
/// produce (docs/design/generated-clients.md has the table).
///
/// Rules:
/// - Only the shape counts; validation keywords (`minimum`, `maxLength`, …) stay the server's job.
/// - `nothing` is `Unit`'s schema, a command that takes or gives nothing.
/// - `x-viewModelType` makes a `viewModel`, the id of a view model of that type.
/// - `enum` and `const` are `literals`; `anyOf` and `oneOf` are a `union`, as is a list of types.
/// - What a declaration never produces (`$ref`, `allOf`, `not`, …) is `any`: typed as any JSON
///   value rather than guessed.
indirect enum WireShape: Hashable {
    case nothing
    case any
    case null
    case boolean
    case integer
    case number
    case string
    case literals([JSONValue])
    case array(WireShape)
    case tuple([WireShape])
    case dictionary(WireShape)
    case object([WireField])
    case union([WireShape])
    case viewModel(String)

    /// The schema `Unit` reports: an omitted input, `null` or `{}`.
    private static let unitSchema: JSONValue = ["type": ["null", "object"], "maxProperties": 0]

    init(schema: JSONValue) {
        guard let object = schema.objectValue else {
            self = .any
            return
        }
        if schema == Self.unitSchema {
            self = .nothing
        } else if let type = object["x-viewModelType"]?.stringValue {
            self = .viewModel(type)
        } else if let values = object["enum"]?.arrayValue {
            self = .literals(values)
        } else if let value = object["const"] {
            self = .literals([value])
        } else if let options = (object["anyOf"] ?? object["oneOf"])?.arrayValue {
            self = .union(options.map(WireShape.init(schema:)))
        } else if let names = object["type"]?.arrayValue {
            self = .union(names.map { Self.shape(typed: $0.stringValue, object) })
        } else {
            self = Self.shape(typed: object["type"]?.stringValue, object)
        }
        if case .union(let members) = self { self = Self.flattened(members) }
    }

    /// The shape of a schema whose `type` is `name`.
    private static func shape(typed name: String?, _ object: JSONObject) -> WireShape {
        switch name {
        case "null": return .null
        case "boolean": return .boolean
        case "integer": return .integer
        case "number": return .number
        case "string": return .string
        case "array":
            if let items = object["prefixItems"]?.arrayValue { return .tuple(items.map(WireShape.init(schema:))) }
            return .array(object["items"].map(WireShape.init(schema:)) ?? .any)
        case "object":
            guard let properties = object["properties"]?.objectValue else {
                return .dictionary(object["additionalProperties"].map(WireShape.init(schema:)) ?? .any)
            }
            let required = Set((object["required"]?.arrayValue ?? []).compactMap(\.stringValue))
            return .object(
                properties.map { name, schema in
                    WireField(name: name, shape: WireShape(schema: schema), isRequired: required.contains(name))
                })
        default: return .any
        }
    }

    /// `members` flattened, without repeats; one member stands for itself, and `any` absorbs the rest.
    private static func flattened(_ members: [WireShape]) -> WireShape {
        var flat: [WireShape] = []
        for member in members {
            let parts: [WireShape]
            if case .union(let inner) = member { parts = inner } else { parts = [member] }
            for part in parts where !flat.contains(part) { flat.append(part) }
        }
        if flat.contains(.any) { return .any }
        return flat.count == 1 ? flat[0] : .union(flat)
    }

    /// The view-model type this shape stands for at the top of a member's value, and whether null is
    /// allowed: a reference the generated code turns into an instance of the generated class.
    var reference: (type: String, isOptional: Bool)? {
        switch self {
        case .viewModel(let type): return (type, false)
        case .union(let members) where members.count == 2 && members.contains(.null):
            guard case .viewModel(let type) = members.first(where: { $0 != .null }) else { return nil }
            return (type, true)
        default: return nil
        }
    }

    /// Whether `null` is a value of this shape, so an input of it may be left out.
    var allowsNull: Bool {
        switch self {
        case .null, .nothing, .any: return true
        case .literals(let values): return values.contains(.null)
        case .union(let members): return members.contains { $0.allowsNull }
        default: return false
        }
    }
}

/// One member of an object shape.
struct WireField: Hashable {
    var name: String
    var shape: WireShape
    /// Whether the object always has it; an optional one may be missing.
    var isRequired: Bool
}
