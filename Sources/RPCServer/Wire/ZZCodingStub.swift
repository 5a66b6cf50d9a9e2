import Protocol
protocol JSONSchemaProviding { static var jsonSchema: JSONValue { get } }
struct SchemaDerivationError: Error { var message: String }
enum JSONSchemaDerivation { static func schema<T: Decodable>(for type: T.Type) throws(SchemaDerivationError) -> JSONValue { fatalError() } }
struct JSONValueEncoder { func encode<T: Encodable>(_ value: T) throws -> JSONValue { fatalError() } }
struct JSONValueDecoder { func decode<T: Decodable>(_ type: T.Type, from json: JSONValue) throws -> T { fatalError() } }
