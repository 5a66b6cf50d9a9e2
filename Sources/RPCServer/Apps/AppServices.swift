import ViewModels

/// The model-layer services the built-in apps run on, made once per process.
struct AppServices {
    var player: PlayerServices

    /// The embedded services a newcomer runs on: everything offline, files under `dataDirectory`.
    static func offline(dataDirectory: String) -> AppServices {
        AppServices(player: PlayerServices(uploads: JournalUploadService(directory: dataDirectory)))
    }
}
