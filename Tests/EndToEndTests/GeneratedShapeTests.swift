import Foundation
import Protocol
import RPCServer
import ServerTools
import TestSupport
import Testing

/// The generators on every schema shape and name they can meet, beyond what the built-in apps
/// declare: the code they write loads, and the languages' strict checkers accept it.
@Suite("Generated clients of every schema shape", .timeLimit(.minutes(2)))
struct GeneratedShapeTests {
    static let nothing: JSONValue = ["type": ["null", "object"], "maxProperties": 0]
    static let reference: JSONValue = ["type": "string", "x-viewModelType": "Edge"]
    static let optionalReference: JSONValue = ["anyOf": [reference, ["type": "null"]]]

    /// A catalog whose names collide with keywords, imports and the base classes' members, and whose
    /// docs hold what must be escaped.
    static let types = [
        TypeDescription(
            name: "Edge", doc: #"Every shape: "quotes", a \backslash, """ and */, ending in a quote""#,
            properties: [
                PropertyDescription(
                    name: "from", schema: ["enum": ["a", "b\"", 1, true, nil, 1.5]], readOnly: false, doc: "A keyword."),
                PropertyDescription(name: "id", schema: ["type": "integer"], readOnly: true, doc: "The base's id."),
                PropertyDescription(
                    name: "tags", schema: ["type": "array", "items": ["type": "string"]], readOnly: false),
                PropertyDescription(
                    name: "pair", schema: ["type": "array", "prefixItems": [["type": "string"], ["type": "number"]]],
                    readOnly: true),
                PropertyDescription(
                    name: "scores", schema: ["type": "object", "additionalProperties": ["type": "integer"]],
                    readOnly: true),
                PropertyDescription(name: "anything", schema: [:], readOnly: false),
                PropertyDescription(name: "selected", schema: optionalReference, readOnly: false),
                PropertyDescription(name: "kind", schema: ["type": ["string", "null"]], readOnly: false),
                PropertyDescription(
                    name: "nested",
                    schema: [
                        "type": "object",
                        "properties": [
                            "class": ["type": "string"], "maybe": ["anyOf": [["type": "integer"], ["type": "null"]]],
                            "inner": ["type": "object", "properties": ["row": reference], "required": ["row"]],
                            "mode": ["enum": ["on", "off"]],
                        ],
                        "required": ["class", "inner", "mode"], "additionalProperties": false,
                    ], readOnly: true),
            ],
            commands: [
                CommandDescription(name: "dispose", inputSchema: nothing, outputSchema: nothing, doc: "The base's."),
                CommandDescription(
                    name: "pick", inputSchema: reference, outputSchema: optionalReference,
                    pushes: ["Edge", "JSONValue"]),
                CommandDescription(
                    name: "maybe", inputSchema: optionalReference, outputSchema: ["$ref": "#/elsewhere"]),
                CommandDescription(
                    name: "count", inputSchema: ["anyOf": [["type": "integer"], ["type": "null"]]],
                    outputSchema: ["const": "done"]),
            ],
            collections: [
                CollectionDescription(name: "rows", itemType: "Edge"),
                CollectionDescription(name: "values", itemSchema: ["type": "number"]),
            ],
            events: [
                EventDescription(name: "push", payloadSchema: nothing, doc: "Named like the pushes' callback."),
                EventDescription(name: "picked", payloadSchema: reference),
                EventDescription(name: "from", payloadSchema: ["enum": ["x", "y"]]),
            ]),
        TypeDescription(name: "JSONValue", doc: "", creatable: false),
    ]

    @Test("the Python client loads and passes mypy --strict")
    func python() async throws {
        let folder = try ClientCheckers.temporaryFolder()
        let module = folder + "/edge.py"
        try ClientLanguage.python.client(of: Self.types, serverName: "edge-server")
            .write(toFile: module, atomically: true, encoding: .utf8)
        let (checked, report) = try await ClientCheckers.mypy([module], cache: "shapes")
        #expect(checked == 0, "\(report)")
        let (loaded, output) = try await Repository.run(
            ["python3", "-c", "import edge; print(edge.Edge.type_name, edge.JSONValue_.type_name)"],
            environment: [
                "PYTHONPATH": folder + ":" + Repository.path("clients/python"), "PYTHONDONTWRITEBYTECODE": "1",
            ])
        #expect(loaded == 0, "\(output)")
        #expect(output == "Edge JSONValue\n")
    }

    @Test("the TypeScript client passes tsc --strict and loads in Node")
    func typeScript() async throws {
        guard ClientCheckers.hasTypeScript() else { return }
        let folder = try ClientCheckers.temporaryFolder()
        try ClientLanguage.typescript.client(of: Self.types, serverName: "edge-server")
            .write(toFile: folder + "/edge.ts", atomically: true, encoding: .utf8)
        let project = try ClientCheckers.typeScriptProject([folder + "/edge.ts"])
        let (compiled, report) = try await Repository.run(["tsc", "-p", project])
        #expect(compiled == 0, "\(report)")
        let (loaded, output) = try await Repository.run([
            "node", "--input-type=module", "-e",
            "const edge = await import(process.argv[1]); console.log(edge.Edge.typeName, edge.JSONValue_.typeName);",
            project + "/out/edge.js",
        ])
        #expect(loaded == 0, "\(output)")
        #expect(output == "Edge JSONValue\n")
    }
}
