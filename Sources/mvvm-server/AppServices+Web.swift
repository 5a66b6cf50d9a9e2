import Apps
import RPCServer
import ViewModels

#if FlickrWeb
    import FlickrWeb
#endif

extension AppServices {
    /// The real Flickr API when a key is given and this build has the web client (the `FlickrWeb`
    /// trait), else nil and the offline catalog serves. The key is never logged.
    static func flickrWeb(apiKey: String?) -> (any PhotoSearchService)? {
        guard let apiKey, !apiKey.isEmpty else { return nil }
        #if FlickrWeb
            Log.info("FlickrSearch uses the Flickr API")
            return FlickrAPIService(apiKey: apiKey)
        #else
            Log.warning(
                "a Flickr API key was given but this build has no web client (build with --traits FlickrWeb); "
                    + "FlickrSearch uses the offline catalog")
            return nil
        #endif
    }
}
