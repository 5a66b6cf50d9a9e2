#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The executable: parses the command line, secures stdout for the protocol, and serves stdio.
@main
enum MVVMServer {
    static func main() async {
        let options: ServerOptions
        do {
            options = try ServerOptions(arguments: Array(CommandLine.arguments.dropFirst()))
            try Log.configure(level: options.logLevel, file: options.logFile)
        } catch {
            Log.error("\(error)")
            exit(2)
        }
        switch options.action {
        case .help:
            print(ServerOptions.usage)
        case .version:
            print(
                "\(Session.serverName) \(Session.serverVersion) (protocol \(Session.protocolVersions.joined(separator: ", ")))"
            )
        case .serve:
            let services = AppServices.offline(
                dataDirectory: options.dataDirectory ?? StandardStreams.defaultDataDirectory,
                webPhotos: AppServices.flickrWeb(
                    apiKey: options.flickrAPIKey ?? StandardStreams.environment("FLICKR_API_KEY")))
            let server = Server(
                input: STDIN_FILENO, output: StandardStreams.reserveStdoutForProtocol(), framing: options.framing,
                maxMessageBytes: options.maxMessageBytes, sequential: options.sequential,
                coalescingThreshold: options.coalescingThreshold,
                catalog: .builtIn(services: services, includingTestTypes: options.testViewModels),
                stopSignals: [SIGTERM, SIGINT])
            exit(await server.run())
        }
    }
}
