import Protocol

/// A language `generate --language` writes a typed client in (docs/generated-clients.md).
///
/// Rules:
/// - The client is one module for the whole catalog, written from the same descriptions
///   `viewModel/describe` reports, so it names exactly what the server binds.
/// - The output depends on the catalog alone: no date, path or version, so generating twice gives
///   the same bytes and a checked-in client can be compared with a fresh one.
package enum ClientLanguage: String, Sendable {
    /// A module on `mvvm_client.typed` (clients/python), for `mypy --strict`.
    case python
    /// A module on the `mvvm-client` package (clients/typescript), for `tsc --strict`.
    case typescript

    /// The client of `types`, the descriptions of a catalog, for the server called `serverName`.
    package func client(of types: [TypeDescription], serverName: String) -> String {
        switch self {
        case .python:
            var writer = PythonClientWriter(types: types, serverName: serverName)
            return writer.write()
        case .typescript:
            return TypeScriptClientWriter(types: types, serverName: serverName).write()
        }
    }
}
