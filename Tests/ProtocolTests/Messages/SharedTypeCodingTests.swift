import Testing

@testable import Protocol

@Suite("Shared types code to and from their golden JSON")
struct SharedTypeCodingTests {
    @Test("a snapshot writes commands and collections as objects in declaration order")
    func snapshot() throws {
        let snapshot = Snapshot(
            id: "vm-1",
            type: "Player",
            version: 0,
            properties: ["b": 1, "a": 2],
            commands: [
                ("z", CommandState(enabled: true, executing: false)),
                ("a", CommandState(enabled: false, executing: false)),
            ],
            collections: []
        )
        try checkCoding(
            snapshot,
            json:
                #"{"id":"vm-1","type":"Player","version":0,"properties":{"b":1,"a":2},"commands":{"z":{"enabled":true,"executing":false},"a":{"enabled":false,"executing":false}},"collections":{}}"#
        )
        #expect(JSONWriter.string(snapshot.json).contains(#""commands":{"z":"#))
    }

    @Test("command state and collection snapshot")
    func smallTypes() throws {
        try checkCoding(CommandState(enabled: true, executing: true), json: #"{"enabled":true,"executing":true}"#)
        try checkCoding(
            CollectionSnapshot(version: 3, items: [1, "two", nil]),
            json: #"{"version":3,"count":3,"items":[1,"two",null]}"#)
        try checkCoding(
            CollectionSnapshot(version: 3, count: 10, items: []), json: #"{"version":3,"count":10,"items":[]}"#)
    }

    @Test(
        "every collection change",
        arguments: [
            (CollectionChange.insert(index: 2, items: ["x", 1]), #"{"op":"insert","index":2,"items":["x",1]}"#),
            (.remove(index: 1, count: 3), #"{"op":"remove","index":1,"count":3}"#),
            (.replace(index: 0, items: [nil]), #"{"op":"replace","index":0,"items":[null]}"#),
            (.move(from: 4, to: 0), #"{"op":"move","from":4,"to":0}"#),
            (.reset(items: []), #"{"op":"reset","items":[]}"#),
        ]
    )
    func collectionChange(change: CollectionChange, json: String) throws {
        try checkCoding(change, json: json)
        #expect(JSONWriter.string(change.json).hasPrefix(#"{"op":"#))
    }

    @Test("a type description with every kind of member")
    func typeDescription() throws {
        let description = TypeDescription(
            name: "Player",
            doc: "A player.",
            creatable: false,
            properties: [
                PropertyDescription(name: "points", schema: ["type": "number"], readOnly: false, doc: "Score.")
            ],
            commands: [
                CommandDescription(
                    name: "upload", inputSchema: ["type": "null"], outputSchema: ["type": "null"], policy: "serial",
                    doc: "Uploads.", pushes: ["Results"])
            ],
            collections: [
                CollectionDescription(name: "results", itemType: "Tweet", doc: "Found."),
                CollectionDescription(name: "tags", itemSchema: ["type": "string"]),
            ],
            events: [EventDescription(name: "uploaded", payloadSchema: ["type": "object"], doc: "Done.")]
        )
        try checkCoding(
            description,
            json: """
                {"name":"Player","doc":"A player.","creatable":false,
                 "properties":[{"name":"points","schema":{"type":"number"},"readOnly":false,"doc":"Score."}],
                 "commands":[{"name":"upload","inputSchema":{"type":"null"},"outputSchema":{"type":"null"},"policy":"serial","doc":"Uploads.","pushes":["Results"]}],
                 "collections":[{"name":"results","itemType":"Tweet","doc":"Found."},{"name":"tags","itemSchema":{"type":"string"},"doc":""}],
                 "events":[{"name":"uploaded","payloadSchema":{"type":"object"},"doc":"Done."}]}
                """
        )
        try checkCoding(
            PropertyDescription(name: "p", schema: true, readOnly: true),
            json: #"{"name":"p","schema":true,"readOnly":true,"doc":""}"#)
        try checkCoding(
            PropertyDescription(name: "selected", schema: true, readOnly: false, pushes: ["Detail"]),
            json: #"{"name":"selected","schema":true,"readOnly":false,"doc":"","pushes":["Detail"]}"#)
        try checkCoding(EventDescription(name: "e", payloadSchema: [:]), json: #"{"name":"e","payloadSchema":{},"doc":""}"#)
    }

    @Test("descriptions fill in defaults for doc and policy when a peer leaves them out")
    func descriptionDefaults() throws {
        let command = try CommandDescription(json: ["name": "c", "inputSchema": [:], "outputSchema": [:]])
        #expect(command.policy == "serial")
        #expect(command.doc == "")
        let type = try TypeDescription(json: [
            "name": "T", "properties": [], "commands": [], "collections": [], "events": [],
        ])
        #expect(type.doc == "")
    }

    @Test("empty object accepts any object or null and writes {}")
    func emptyObject() throws {
        try checkCoding(EmptyObject(), json: "{}")
        #expect(throws: Never.self) { try EmptyObject(json: ["ignored": 1]) }
        #expect(throws: Never.self) { try EmptyObject(json: .null) }
        #expect(throws: ResponseError.self) { try EmptyObject(json: "x") }
    }
}
