/// Derives the JSON Schema (draft 2020-12) of a `Decodable` type from what its `init(from:)` asks
/// for, so that a type's schema is written once, as the type itself.
///
/// The type's initializer runs against a recording decoder that hands out placeholder values (`""`,
/// `0`, `false`, and nil wherever nil is allowed) and notes each request:
/// - a type conforming to ``JSONSchemaProviding`` gives its own schema, wherever it appears;
/// - `String`, `Bool`, `Double` and `Float` are `string`, `boolean` and `number`; every integer type
///   is `integer`, with `"minimum": 0` when unsigned;
/// - a keyed container is an `object` with `properties`, `required` (the keys read with `decode`, in
///   the order read) and `"additionalProperties": false`, since ``JSONValueDecoder`` rejects
///   unknown keys; a key read with `decodeIfPresent` is optional and may be `null`; a dictionary
///   keyed by strings (read through `allKeys`) is an object whose `additionalProperties` is the
///   schema of its values;
/// - an unkeyed container is an `array` whose `items` is the schema of its one recorded element
///   (the recorder reports one element, then the end); a type that reads elements without asking
///   where the array ends is a tuple, described with `prefixItems`;
/// - an `Optional` read as a single value is `anyOf` its wrapped schema and `null`;
/// - a `CaseIterable & Encodable` type is an `enum` of its cases as ``JSONValueEncoder`` writes
///   them; its first case stands in for it while the containing type is recorded.
///
/// A type whose initializer rejects the placeholders (a `RawRepresentable` enum that is not
/// `CaseIterable`, an enum with associated values, custom validation) or that nests more than 32
/// levels deep (a recursive type) throws a ``SchemaDerivationError`` saying what to do.
///
/// - Important: Derivation runs the type's own initializer and builds the whole schema each time:
///   derive once per type at start-up and keep the result.
public enum JSONSchemaDerivation {
    /// The schema of `type`, with object keys in a fixed order (`type`, `properties`, `required`,
    /// `additionalProperties`), so that the output is deterministic.
    public static func schema<T: Decodable>(for type: T.Type) throws(SchemaDerivationError) -> JSONValue {
        try SchemaRecorder(root: type).schema(for: type)
    }
}
