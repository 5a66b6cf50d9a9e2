#if canImport(Glibc)
    import Glibc
#endif

/// The benchmark tool: `swift run -c release mvvm-bench <subcommand>`, or benchmarks/run for the
/// server benchmark with everything it needs built.
///
/// Figures are taken in the release configuration only; debug builds measure the debugger's
/// friend, not the code. docs/performance.md records them with the machine they came from.
@main
enum MVVMBench {
    static let subcommands: [String: @MainActor ([String]) -> Void] = [
        "floor": PlayerFloor.run(arguments:),
        "lists": ListBenchmark.run(arguments:),
        "memory": MemoryBenchmark.run(arguments:),
        "reactive": { _ in ReactiveBenchmark.run() },
        "server": ServerBenchmark.run(arguments:),
        "windows": WindowBenchmark.run(arguments:),
    ]

    @MainActor
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let subcommand = subcommands[name] else {
            print("usage: mvvm-bench <\(subcommands.keys.sorted().joined(separator: "|"))> [options]")
            exit(2)
        }
        subcommand(Array(arguments.dropFirst()))
    }
}
