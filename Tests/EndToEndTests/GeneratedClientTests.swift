import Foundation
import Protocol
import RPCServer
import ServerTools
import TestSupport
import Testing

/// `generate --language python|typescript` (docs/generated-clients.md): the checked-in clients are
/// what the built server writes, they pass the languages' own strict checkers and drive every
/// built-in app, and a declaration renamed under them turns the driving scripts into type errors.
@Suite("Generated clients", .timeLimit(.minutes(3)))
struct GeneratedClientTests {
    static let python = "clients/python/generated/mvvm_server.py"
    static let typescript = "clients/typescript/generated/mvvm-server.ts"

    /// What both driving scripts print: the same session of the four apps, in either language.
    static let transcript = """
        Player: Ada, 151 points, 8 updates left
          forbiddenName: dag nabbit
          name now '', valid: no
          uploaded: Updated Grace with 151 points
          upload: Updated Grace with 151 points; enabled again: yes
        FlickrSearch: 'owl paris' found 3, pushed SearchResults 'owl paris'
          The sleepy owl: 392 favorites, 44 comments
          Owl at sunset: 274 favorites, 34 comments
          Owl at evening: 202 favorites, 27 comments
          again 'owl paris'; recent: owl paris
        TwitterSearch: 2 tweets, the first by @ruby_proud138
          selected: TweetDetail of @ruby_proud138
          Windy in Kyoto this dawn, summer at last #weather; page shown: no
        QuoteList: reading Quote vm-2 before binding its rows: not bound
        QuoteList: AXP 228.96, MID 209.50, YXW 432.69
          a second later: AXP 228.96, XYB 206.49, YXW 434.77
          a window of 500 from 250: NFW 466.38, IQCB 295.43, JYGG 179.94

        """

    @Test(
        "generate writes the checked-in client again, byte for byte, to stdout and with --output",
        arguments: [("python", python), ("typescript", typescript)])
    func regenerates(language: String, checkedIn: String) async throws {
        let folder = try Self.temporaryFolder()
        let (status, text) = try await Repository.run([
            "sh", "-c",
            #""$0" generate --language "$1" > "$2/stdout" && "$0" generate --language "$1" --output "$2/file""#,
            SpawnedServer.executablePath, language, folder,
        ])
        try #require(status == 0, "\(text)")
        let expected = try String(contentsOfFile: Repository.path(checkedIn), encoding: .utf8)
        for written in ["stdout", "file"] {
            let generated = try String(contentsOfFile: folder + "/" + written, encoding: .utf8)
            #expect(
                generated == expected,
                "\(checkedIn) is not what the server generates; regenerate it: .build/debug/mvvm-server generate --language \(language) --output \(checkedIn)"
            )
        }
    }

    @Test("the Python client passes mypy --strict and drives every app")
    func pythonDrivesTheApps() async throws {
        let (checked, report) = try await ClientCheckers.mypy(
            ["clients/python/generated/drive.py", Self.python].map(Repository.path), cache: "drive")
        #expect(checked == 0, "\(report)")
        let (status, output) = try await Repository.run(
            ["python3", "clients/python/generated/drive.py", "--server", SpawnedServer.executablePath],
            environment: ["PYTHONDONTWRITEBYTECODE": "1"])
        #expect(status == 0, "\(output)")
        #expect(output == Self.transcript)
    }

    @Test("the TypeScript client passes tsc --strict and drives every app with Node")
    func typeScriptDrivesTheApps() async throws {
        guard ClientCheckers.hasTypeScript() else { return }
        let project = try ClientCheckers.typeScriptProject(
            [Self.typescript, "clients/typescript/generated/drive.ts"].map(Repository.path))
        let (compiled, report) = try await Repository.run(["tsc", "-p", project])
        #expect(compiled == 0, "\(report)")
        let (status, output) = try await Repository.run([
            "node", project + "/out/drive.js", SpawnedServer.executablePath,
        ])
        #expect(status == 0, "\(output)")
        #expect(output == Self.transcript)
    }

    @Test("clients/typescript/dist is what tsc makes of its sources")
    func typeScriptLibraryIsBuilt() async throws {
        guard ClientCheckers.hasTypeScript() else { return }
        let folder = try Self.temporaryFolder()
        let (status, report) = try await Repository.run(["tsc", "-p", "clients/typescript", "--outDir", folder])
        try #require(status == 0, "\(report)")
        let dist = Repository.path("clients/typescript/dist")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dist).sorted() == names)
        for name in names {
            #expect(
                try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                    == String(contentsOfFile: dist + "/" + name, encoding: .utf8),
                "clients/typescript/dist/\(name) is stale; rebuild it: tsc -p clients/typescript")
        }
    }

    @Test("a member renamed in a declaration breaks the driving scripts' type checks, naming the old name")
    func renameIsATypeError() async throws {
        var types = try await Self.describeBuiltInServer()
        // A running server's describe answer gives the same client as the catalog in process.
        for (language, checkedIn) in [(ClientLanguage.python, Self.python), (.typescript, Self.typescript)] {
            #expect(
                language.client(of: types, serverName: "mvvm-server")
                    == (try String(contentsOfFile: Repository.path(checkedIn), encoding: .utf8)))
        }
        // What `.settable(\.playerName, name: "name", doc: …)` in Player's declaration would describe.
        let player = try #require(types.firstIndex { $0.name == "Player" })
        let property = try #require(types[player].properties.firstIndex { $0.name == "playerName" })
        types[player].properties[property].name = "name"

        let folder = try Self.temporaryFolder()
        try ClientLanguage.python.client(of: types, serverName: "mvvm-server")
            .write(toFile: folder + "/mvvm_server.py", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            atPath: Repository.path("clients/python/generated/drive.py"), toPath: folder + "/drive.py")
        let (checked, report) = try await ClientCheckers.mypy(
            [folder + "/drive.py", folder + "/mvvm_server.py"], cache: "renamed")
        #expect(checked != 0)
        #expect(report.contains(#""Player" has no attribute "playerName""#), "\(report)")
        guard ClientCheckers.hasTypeScript() else { return }

        let client = folder + "/mvvm-server.ts"
        try ClientLanguage.typescript.client(of: types, serverName: "mvvm-server")
            .write(toFile: client, atomically: true, encoding: .utf8)
        let project = try ClientCheckers.typeScriptProject(
            [client, Repository.path("clients/typescript/generated/drive.ts")])
        let (compiled, errors) = try await Repository.run(["tsc", "-p", project])
        #expect(compiled != 0)
        #expect(errors.contains("Property 'setPlayerName' does not exist on type 'Player'"), "\(errors)")
        #expect(errors.contains("Property 'playerName' does not exist on type 'Player'"), "\(errors)")
    }

    /// Every type the built server describes.
    private static func describeBuiltInServer() async throws -> [TypeDescription] {
        let server = try SpawnedServer()
        let client = server.client
        _ = await client.request("initialize", ["protocolVersion": "1.0"])
        let described = await client.request("viewModel/describe")
        _ = await client.request("shutdown")
        client.notify("exit")
        #expect(await server.exitStatus() == 0)
        let types = try #require(described.result?["types"]?.arrayValue)
        return try types.map { try TypeDescription(json: $0) }
    }

    private static func temporaryFolder() throws -> String {
        try ClientCheckers.temporaryFolder()
    }
}
