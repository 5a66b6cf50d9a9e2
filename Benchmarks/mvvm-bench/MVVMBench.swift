#if canImport(Glibc)
    import Glibc
#endif

/// The benchmark tool: `swift run -c release mvvm-bench <subcommand>`.
///
/// Figures are taken in the release configuration only; debug builds measure the debugger's
/// friend, not the code. docs/performance.md records them with the machine they came from.
@main
enum MVVMBench {
    static let subcommands: [String: @MainActor () -> Void] = [
        "reactive": ReactiveBenchmark.run
    ]

    @MainActor
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 1, let name = arguments.first, let subcommand = subcommands[name] else {
            print("usage: mvvm-bench <\(subcommands.keys.sorted().joined(separator: "|"))>")
            exit(2)
        }
        subcommand()
    }
}
