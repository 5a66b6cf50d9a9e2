/// A type that states its own JSON Schema (draft 2020-12) instead of having it derived.
///
/// ``JSONSchemaDerivation`` uses ``jsonSchema`` as it is, both for the type itself and wherever it
/// appears inside another type. State it for what derivation cannot see: an enum with associated
/// values, a `RawRepresentable` enum that is not `CaseIterable`, validation in `init(from:)`, or a
/// recursive type (which can use `$defs` and `$ref`).
///
/// To derive a type that *contains* this one, the derivation also needs a value of it to hand
/// back to the containing type's initializer. It decodes, in order, the schema's `default`,
/// `const`, each of its `examples` and each of its `enum` values, and failing those runs this
/// type's own `init(from:)` against placeholder values; give the schema a `default` or `examples`
/// when neither works.
public protocol JSONSchemaProviding {
    /// The schema of every JSON value this type decodes from and encodes to.
    static var jsonSchema: JSONValue { get }
}
