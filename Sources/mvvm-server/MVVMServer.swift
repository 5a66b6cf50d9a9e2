import Apps
import RPCServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reference host: the four built-in apps, served by the framework exactly as a user's are.
@main
enum MVVMServer {
    static func main() async {
        await ViewModelServer.main(
            identity: ServerIdentity(name: "mvvm-server", version: "0.1.0"),
            about: "Hosts the view models of the seeds: Player, Flickr search, Twitter search and the quote list.",
            options: [
                .value(
                    "--flickr-api-key", valueName: "KEY",
                    help: "search the real Flickr API (default: $FLICKR_API_KEY; needs a\nbuild with `--traits FlickrWeb`, else the offline catalog is used)")
            ]
        ) { options in
            let apiKey = options.value(of: "--flickr-api-key") ?? getenv("FLICKR_API_KEY").map { String(cString: $0) }
            return .builtIn(
                services: AppServices.offline(
                    dataDirectory: options.dataDirectory, webPhotos: AppServices.flickrWeb(apiKey: apiKey),
                    clock: options.clock))
        }
    }
}
