/// `--help`: what the command line takes, as the server prints it.
extension ServerOptions {
    /// `--help`: the host's options, the maker's, and the types a client can create.
    static func usage(of identity: ServerIdentity, about: String, custom: [ServerOption], types: [String]) -> String {
        let own = custom.map { option in
            let left = "  " + option.name + (option.valueName.map { " " + $0 } ?? "")
            let pad = String(repeating: " ", count: max(1, 30 - left.count))
            return left + pad + option.help.split(separator: "\n").joined(separator: "\n" + String(repeating: " ", count: 30))
        }
        return """
            usage: \(identity.name) [options]
                   \(identity.name) generate --language python|typescript [--output PATH] [options]

            \(about)

            Speaks JSON-RPC 2.0 on stdin/stdout (LSP Content-Length framing or newline-delimited
            JSON, detected from the first byte). Logs go to stderr.

            options:
              --framing lsp|ndjson        force a framing instead of detecting it
              --log-level LEVEL           error, warning, info (default), debug or trace
              --log-file PATH             also append the log to PATH
              --data-dir PATH             where the model layer keeps its files
                                          (default: $XDG_DATA_HOME/\(identity.name) or ~/.local/share/\(identity.name))
              --max-message-bytes N       refuse messages larger than N bytes (default 67108864)
              --coalescing-threshold N    merge pending state notifications once N messages wait for a
                                          client that stopped reading (default 4096)
              --sequential                handle each message only once every command before it has
                                          answered, so a piped script sees the state it expects
              --clock real|controlled     controlled: time moves only when the client sends
                                          clock/advance (scripted tests; default real)
              --mcp                       speak the Model Context Protocol (newline-delimited) so an
                                          agent can drive the view models as tools and resources
              --record PATH               write every message both ways to PATH (JSON Lines)
              --replay PATH               run the recording at PATH against a fresh server (the
                                          recorded options, then these) and compare what it says;
                                          exit 0 when identical, 1 on a difference
            \(own.map { $0 + "\n" }.joined())  --version                   print the version and exit
              --help                      print this help and exit

            generate writes a typed client of every view-model type (Python for mypy --strict on
            mvvm_client, TypeScript for tsc --strict on mvvm-client) to PATH, else to stdout.

            view-model types a client can create: \(types.joined(separator: ", "))
            """
    }
}
