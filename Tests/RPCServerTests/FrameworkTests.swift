import MVVMTesting
import Protocol
import RPCServer
import Testing
import ViewModels

/// What a framework user gets for their own view models (SPEC §11), over the wire, with the
/// public API only: `TestServer` from MVVMTesting serves the user's catalog in process.
@Suite("Hosting a user's view models")
@MainActor
struct FrameworkTests {
    private func settings(_ arguments: JSONValue = ["profiles": ["home", "work"]]) async throws -> (TestServer, String) {
        let server = try await TestServer.initialized(catalog: Settings.catalog())
        let id = try #require(await server.createBound("Settings", arguments: arguments))
        return (server, id)
    }

    @Test("a Codable property is sent as JSON and set from JSON; its echo is not sent back")
    func codableProperty() async throws {
        let (server, id) = try await settings()
        let got = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(got.result?["viewModel"]?["properties"]?["appearance"] == ["theme": "light", "fontSize": 12])
        let value: JSONValue = ["theme": "dark", "fontSize": 14, "accent": "teal"]
        let set = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "appearance", "value": value])
        #expect(set.error == nil)
        #expect(set.notifications("property/didChange").isEmpty)
        let after = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(after.result?["viewModel"]?["properties"]?["appearance"] == value)
    }

    @Test(
        "a Codable value is decoded as strictly as the built-in ones, and a refusal changes nothing",
        arguments: [
            ["theme": "dark", "fontSize": "14"], ["theme": "sepia", "fontSize": 14],
            ["theme": "dark", "fontSize": 14, "colour": "red"], ["theme": "dark"], ["theme": "dark", "fontSize": 1.5],
        ] as [JSONValue])
    func strictCodable(value: JSONValue) async throws {
        let (server, id) = try await settings()
        let refused = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "appearance", "value": value])
        #expect(refused.errorCode == Int64(ErrorCode.invalidValue.rawValue))
        #expect(refused.error?["data"]?["expected"]?["required"] == ["theme", "fontSize"])
        let after = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(after.result?["viewModel"]?["properties"]?["appearance"] == ["theme": "light", "fontSize": 12])
    }

    @Test("a value outside a Codable enum is refused with the values it allows, in no words of Swift's")
    func enumOutsideItsCases() async throws {
        let (server, id) = try await settings()
        let refused = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "appearance", "value": ["theme": "sepia", "fontSize": 14]])
        let message = refused.error?["message"]?.stringValue ?? ""
        #expect(message.contains(#"at 'theme': expected one of "light", "dark""#), "\(message)")
        #expect(!message.contains("Cannot initialize") && !message.contains("Theme"), "\(message)")
    }

    @Test("a Codable command input and output, and a Codable event payload")
    func codableCommandAndEvent() async throws {
        let (server, id) = try await settings()
        let input: JSONValue = ["theme": "dark", "fontSize": 20]
        let applied = await server.client.request(
            "command/execute", ["viewModel": .string(id), "command": "apply", "input": input])
        #expect(applied.result?["output"] == input)
        #expect(applied.notifications("viewModel/event").first?["payload"] == input)
        #expect(applied.notifications("property/didChange").first?["value"] == input)
    }

    @Test("describe derives the schemas of Codable values and marks view-model references")
    func describedSchemas() async throws {
        let server = try await TestServer.initialized(catalog: Settings.catalog())
        let described = await server.client.request("viewModel/describe")
        let types = described.result?["types"]?.arrayValue ?? []
        #expect(types.compactMap { $0["name"]?.stringValue } == ["Settings", "Profile"])
        let settings = try #require(types.first)
        let appearance = settings["properties"]?.arrayValue?.first { $0["name"] == "appearance" }
        #expect(
            appearance?["schema"] == [
                "type": "object",
                "properties": [
                    "theme": ["enum": ["light", "dark"]], "fontSize": ["type": "integer"],
                    "accent": ["anyOf": [["type": "string"], ["type": "null"]]],
                ],
                "required": ["theme", "fontSize"], "additionalProperties": false,
            ])
        let rename = settings["commands"]?.arrayValue?.first { $0["name"] == "rename" }
        #expect(rename?["inputSchema"] == ["type": "string", "x-viewModelType": "Profile"])
        let profile = try #require(types.last)
        #expect(profile["properties"]?.arrayValue?.first?["schema"] == ["type": "string"])
    }

    @Test("a command takes a row by its id; an id of another type or of nothing is InvalidValue")
    func referenceInput() async throws {
        let (server, id) = try await settings()
        let got = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        let rows = got.result?["viewModel"]?["collections"]?["profiles"]?["items"]?.arrayValue ?? []
        let work = try #require(rows.last?["id"])
        let renamed = await server.client.request(
            "command/execute", ["viewModel": .string(id), "command": "rename", "input": work])
        #expect(renamed.result?["output"] == "work!")
        let refusals: [(JSONValue, String)] = [
            (.string(id), "Invalid value: \(id) is a Settings, not a Profile"),
            ("vm-999", "Invalid value: no live view model has the id vm-999"),
            (3, "Invalid value: expected the id of a Profile view model"),
        ]
        for (wrong, message) in refusals {
            let refused = await server.client.request(
                "command/execute", ["viewModel": .string(id), "command": "rename", "input": wrong])
            #expect(refused.errorCode == Int64(ErrorCode.invalidValue.rawValue), "\(wrong)")
            #expect(refused.error?["message"] == .string(message))
        }
    }

    @Test("a member sent to a view model that lacks it is MemberNotFound saying what type the view model is")
    func memberOfAnotherType() async throws {
        let (server, id) = try await settings()
        let got = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        let row = try #require(got.result?["viewModel"]?["collections"]?["profiles"]?["items"]?.arrayValue?.first?["id"])
        let rowID = row.stringValue ?? ""
        let set = await server.client.request("property/set", ["viewModel": row, "property": "appearance", "value": 1])
        #expect(set.error?["message"] == .string("View model '\(rowID)' (a Profile) has no property named 'appearance'"))
        let executed = await server.client.request("command/execute", ["viewModel": row, "command": "rename"])
        #expect(executed.error?["message"] == .string("View model '\(rowID)' (a Profile) has no command named 'rename'"))
        let bound = await server.client.request("viewModel/bind", ["viewModel": row, "collections": ["profiles"]])
        #expect(bound.error?["message"] == .string("View model '\(rowID)' (a Profile) has no collection named 'profiles'"))
        #expect([set, executed, bound].allSatisfy { $0.errorCode == Int64(ErrorCode.memberNotFound.rawValue) })
    }

    @Test("a property holds a row: set by id, read back as the id, null clears it")
    func referenceProperty() async throws {
        let (server, id) = try await settings()
        let got = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        let home = try #require(got.result?["viewModel"]?["collections"]?["profiles"]?["items"]?.arrayValue?.first?["id"])
        let selected = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "selectedProfile", "value": home])
        #expect(selected.error == nil && selected.notifications("property/didChange").isEmpty)
        let after = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(after.result?["viewModel"]?["properties"]?["selectedProfile"] == home)
        let wrong = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "selectedProfile", "value": .string(id)])
        #expect(wrong.errorCode == Int64(ErrorCode.invalidValue.rawValue))
        #expect(wrong.error?["message"] == .string("Invalid value: \(id) is a Settings, not a Profile"))
        _ = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "selectedProfile", "value": .null])
        let cleared = await server.client.request("viewModel/get", ["viewModel": .string(id)])
        #expect(cleared.result?["viewModel"]?["properties"]?["selectedProfile"] == .null)
    }

    @Test("a user's command that throws answers CommandFailed with the error's description")
    func commandFailure() async throws {
        let (server, id) = try await settings()
        let failed = await server.client.request("command/execute", ["viewModel": .string(id), "command": "fail"])
        #expect(failed.errorCode == Int64(ErrorCode.commandFailed.rawValue))
        #expect(failed.error?["data"]?["message"] == "the settings store is read-only")
    }

    @Test(
        "create arguments are read by type, and every mistake is -32602 naming the argument",
        arguments: [
            (["profiles": ["a"], "fontSize": "12"], "Settings argument 'fontSize': expected an integer"),
            (["profiles": ["a"], "fontSize": 100], "Settings argument 'fontSize': expected 6 to 72"),
            ([:], "Settings argument 'profiles': required"),
            (["profiles": ["a"], "colour": "red"], "Settings takes no argument named 'colour'"),
            (["profiles": [""]], "Settings arguments: a profile needs a name"),
        ] as [(JSONValue, String)])
    func arguments(arguments: JSONValue, message: String) async throws {
        let server = try await TestServer.initialized(catalog: Settings.catalog())
        let created = await server.client.request("viewModel/create", ["type": "Settings", "arguments": arguments])
        #expect(created.errorCode == Int64(ErrorCode.invalidParams.rawValue))
        #expect(created.error?["message"]?.stringValue?.contains(message) == true, "\(created.error ?? .null)")
    }

    @Test("a factory that fails for another reason answers -32603 with that reason")
    func factoryFailure() async throws {
        let server = try await TestServer.initialized(catalog: Settings.catalog())
        let created = await server.client.request(
            "viewModel/create", ["type": "Settings", "arguments": ["profiles": ["crash"]]])
        #expect(created.errorCode == Int64(ErrorCode.internalError.rawValue))
        #expect(created.error?["message"]?.stringValue?.contains("the settings store is read-only") == true)
    }
}
