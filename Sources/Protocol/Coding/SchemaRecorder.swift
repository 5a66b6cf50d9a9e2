/// One schema derivation: hands out a value of each type it meets, with that type's schema.
///
/// Every failure is recorded, and the first one is what the caller sees: it is the root cause
/// (an enum that rejected its placeholder), while what follows from it (the containing type
/// failing in turn) says less. A failure that some initializer swallowed with `try?` still fails
/// the derivation, since the schema would otherwise be missing a part.
final class SchemaRecorder {
    /// Deeper than this, a type is taken to be recursive.
    static let maximumDepth = 32

    private let rootName: String
    private var failure: SchemaDerivationError?

    init(root: Any.Type) {
        rootName = String(describing: root)
    }

    func schema<T: Decodable>(for type: T.Type) throws(SchemaDerivationError) -> JSONValue {
        if let provider = type as? any JSONSchemaProviding.Type {
            return provider.jsonSchema
        }
        let schema = try derive(type, parent: nil, key: nil).schema
        if let failure { throw failure }
        return schema
    }

    /// The schema of `type` and a value of it, for a member or element at `key` of `parent`.
    func derive<T: Decodable>(
        _ type: T.Type,
        parent: SchemaNode?,
        key: (any CodingKey)?
    ) throws(SchemaDerivationError) -> (schema: JSONValue, value: T) {
        let node = SchemaNode(recorder: self, parent: parent, key: key)
        guard node.depth <= Self.maximumDepth else {
            throw fail(
                type, node,
                "it nests more than \(Self.maximumDepth) levels deep, so it is probably recursive. State its schema with "
                    + "JSONSchemaProviding (a recursive schema can use $ref)")
        }
        if let provider = type as? any JSONSchemaProviding.Type {
            let schema = provider.jsonSchema
            return (schema, try providedValue(type, schema: schema, node: node))
        }
        if let enumeration = type as? any (CaseIterable & Encodable).Type {
            return try enumerated(type, as: enumeration, node: node)
        }
        do {
            let value = try T(from: node)
            return (node.schema, value)
        } catch {
            throw failure
                ?? fail(
                    type, node,
                    "its init(from:) rejected the placeholder values the derivation reads it from (\(reason(error))). "
                        + "State its schema with JSONSchemaProviding: an enum with associated values always "
                        + "needs it; one without them can be made CaseIterable instead")
        }
    }

    /// `{"enum": [...]}` of every case as encoded, with the first case standing in for the type.
    private func enumerated<T: Decodable>(
        _ type: T.Type,
        as enumeration: any (CaseIterable & Encodable).Type,
        node: SchemaNode
    ) throws(SchemaDerivationError) -> (schema: JSONValue, value: T) {
        let cases: [JSONValue]
        do {
            cases = try encodedCases(enumeration)
        } catch {
            throw fail(
                type, node, "encoding its cases failed (\(reason(error))). State its schema with JSONSchemaProviding")
        }
        guard let first = cases.first else {
            throw fail(
                type, node,
                "it has no cases, so no value can stand in for it. State its schema with JSONSchemaProviding")
        }
        do {
            return (["enum": .array(cases)], try JSONValueDecoder().decode(type, from: first))
        } catch {
            throw fail(
                type, node,
                "its first case does not decode from its own encoding (\(reason(error))). "
                    + "State its schema with JSONSchemaProviding")
        }
    }

    private func encodedCases<Enumeration: CaseIterable & Encodable>(_ type: Enumeration.Type) throws -> [JSONValue] {
        let encoder = JSONValueEncoder()
        return try type.allCases.map { try encoder.encode($0) }
    }

    /// A value of a type that states its schema: one the schema itself offers, else what its own
    /// initializer makes of the placeholders (whose recorded schema and failures are discarded).
    private func providedValue<T: Decodable>(
        _ type: T.Type,
        schema: JSONValue,
        node: SchemaNode
    ) throws(SchemaDerivationError) -> T {
        let decoder = JSONValueDecoder()
        let offered =
            [schema["default"], schema["const"]].compactMap { $0 }
            + (schema["examples"]?.arrayValue ?? []) + (schema["enum"]?.arrayValue ?? [])
        for candidate in offered {
            if let value = try? decoder.decode(type, from: candidate) { return value }
        }
        let earlierFailure = failure
        let placeholder = try? T(from: node)
        failure = earlierFailure
        if let placeholder { return placeholder }
        throw fail(
            type, node,
            "it states its schema with JSONSchemaProviding, but no value of it could be made to go on deriving the "
                + "type that contains it. Give its schema a \"default\" or \"examples\" value that decodes")
    }

    /// Records the first failure and returns it.
    private func fail(_ type: Any.Type, _ node: SchemaNode, _ problem: String) -> SchemaDerivationError {
        let error =
            failure
            ?? SchemaDerivationError(
                message: "Cannot derive a JSON Schema for \(type)\(location(of: node)): \(problem).")
        failure = error
        return error
    }

    private func location(of node: SchemaNode) -> String {
        let path = node.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? "" : " (at '\(path)' in \(rootName))"
    }

    /// A coding error's own description, without the enum case and context around it, and without
    /// a final period, since it goes inside a sentence.
    private func reason(_ error: any Error) -> String {
        let description: String
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            description = context.debugDescription
        case EncodingError.invalidValue(_, let context):
            description = context.debugDescription
        default:
            description = "\(error)"
        }
        return description.hasSuffix(".") ? String(description.dropLast()) : description
    }
}
