import Foundation
import TestSupport
import Testing

/// The checkers of the languages the generated clients are written in, run as a frontend's project
/// would run them.
enum ClientCheckers {
    /// `mypy --strict` on `files` and on the typed face of the client they import; the client's
    /// unannotated modules are read, not reported (`--follow-imports=silent`), and found in the
    /// sources (`MYPYPATH`), since the editable install's import hook hides them from mypy.
    static func mypy(_ files: [String], cache: String) async throws -> (Int32, String) {
        try await Repository.run(
            [
                "python3", "-m", "mypy", "--strict", "--follow-imports=silent", "--cache-dir",
                Repository.path(".build/mypy-cache/" + cache),
            ] + files + [Repository.path("clients/python/mvvm_client/typed.py")],
            environment: ["MYPYPATH": Repository.path("clients/python")])
    }

    /// A fresh Node project holding copies of `files`, with `mvvm-client` in its node_modules (a link
    /// to clients/typescript), set to compile them strictly into `out` with `tsc -p`.
    static func typeScriptProject(_ files: [String]) throws -> String {
        let folder = try temporaryFolder()
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/node_modules", withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: folder + "/node_modules/mvvm-client", withDestinationPath: Repository.path("clients/typescript"))
        var names: [String] = []
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            try manager.copyItem(atPath: file, toPath: folder + "/" + name)
            names.append(name)
        }
        try #"{"type": "module"}"#.write(toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        let listed = (names + ["node_modules/mvvm-client/types/node.d.ts"]).map { "\"\($0)\"" }
        let configuration = """
            {
              "compilerOptions": {
                "target": "es2022", "lib": ["es2022"], "module": "node16", "moduleResolution": "node16",
                "types": [], "strict": true, "outDir": "out"
              },
              "files": [\(listed.joined(separator: ", "))]
            }
            """
        try configuration.write(toFile: folder + "/tsconfig.json", atomically: true, encoding: .utf8)
        return folder
    }

    /// Whether tsc is installed; records an issue naming the package when it is not.
    static func hasTypeScript() -> Bool {
        guard ChildProcess.executable(named: "tsc") != nil else {
            Issue.record("tsc is not installed: install node-typescript (apt-get install node-typescript)")
            return false
        }
        return true
    }

    static func temporaryFolder() throws -> String {
        let folder = Repository.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
