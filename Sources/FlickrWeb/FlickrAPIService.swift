import Apps
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Photos from Flickr's REST API, for when the user has an API key: `flickr.photos.search` for
/// searches, `flickr.photos.getFavorites` and `flickr.photos.getInfo` for a photo's counts.
///
/// Rules:
/// - Searches ask for the most interesting first, one page of `PhotoSearchResult.pageSize`.
/// - Image URLs are built as Flickr documents them: thumbnail size "q", full size "b".
/// - A transport failure, an HTTP status outside 200–299, a `"stat": "fail"` answer and a body that
///   does not decode each throw a `FlickrAPIError` naming the call.
/// - A cancelled call throws `CancellationError` at once; its request is abandoned, not cancelled
///   (see `URLSession.abandoningData(for:)`).
/// - The API key goes into request URLs and nowhere else: not into errors, descriptions or dumps.
/// - Important: Shareable across threads; calls run concurrently on the injected `URLSession`.
public struct FlickrAPIService: PhotoSearchService, CustomStringConvertible, CustomReflectable {
    /// Flickr's REST endpoint, which every call goes to.
    public static let endpoint = "https://api.flickr.com/services/rest/"

    /// RFC 3986's unreserved characters, the only ones a value keeps as is: the lenient default
    /// leaves "+" and "&" alone, which would turn a search for "c++" into "c  ".
    private static let unreserved = CharacterSet(charactersIn: "-._~")
        .union(CharacterSet(charactersIn: "a"..."z"))
        .union(CharacterSet(charactersIn: "A"..."Z"))
        .union(CharacterSet(charactersIn: "0"..."9"))

    private let apiKey: String
    private let session: URLSession

    /// A service that calls Flickr with `apiKey` over `session`.
    public init(apiKey: String, session: URLSession = .shared) {
        self.apiKey = apiKey
        self.session = session
    }

    public var description: String {
        "FlickrAPIService(endpoint: \(Self.endpoint))"
    }

    /// Shows the endpoint only, so that a dump never holds the API key.
    public var customMirror: Mirror {
        Mirror(self, children: ["endpoint": Self.endpoint])
    }

    /// Asks `flickr.photos.search` for the most interesting matches first, one page of them.
    public func search(_ text: String) async throws -> PhotoSearchResult {
        let response: PhotosSearchResponse = try await call(
            "flickr.photos.search",
            [
                "text": text, "sort": "interestingness-desc", "extras": "tags",
                "per_page": "\(PhotoSearchResult.pageSize)",
            ]
        )
        let photos = response.photos.photo.map { item in
            Photo(
                id: item.id,
                title: item.title,
                tags: (item.tags ?? "").split(separator: " ").map(String.init),
                server: item.server,
                secret: item.secret
            )
        }
        return PhotoSearchResult(searchText: text, totalResults: response.photos.total.value, photos: photos)
    }

    /// Asks `flickr.photos.getFavorites` and `flickr.photos.getInfo` at once, for the two counts.
    public func metadata(for photoID: String) async throws -> PhotoMetadata {
        async let favorites: FavoritesResponse = call(
            "flickr.photos.getFavorites", ["photo_id": photoID, "per_page": "1"])
        async let info: PhotoInfoResponse = call("flickr.photos.getInfo", ["photo_id": photoID])
        return try await PhotoMetadata(
            favorites: favorites.photo.total.value, comments: info.photo.comments.content.value)
    }

    /// Calls `method` with `parameters` and decodes its answer, turning every way it can fail into a
    /// `FlickrAPIError` whose text has the key removed (a transport error may quote the URL).
    private func call<Response: Decodable>(
        _ method: String,
        _ parameters: KeyValuePairs<String, String>
    ) async throws -> Response {
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.abandoningData(for: URLRequest(url: url(method, parameters)))
        } catch let error as CancellationError {
            throw error
        } catch {
            throw FlickrAPIError(method: method, reason: .unreachable(redacted(error.localizedDescription)))
        }
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
            throw FlickrAPIError(method: method, reason: .httpStatus(status))
        }
        let decoder = JSONDecoder()
        do {
            let status = try decoder.decode(FlickrStatus.self, from: data)
            guard status.stat == "ok" else {
                let message = redacted(status.message ?? "no message")
                throw FlickrAPIError(method: method, reason: .refused(code: status.code ?? 0, message: message))
            }
            return try decoder.decode(Response.self, from: data)
        } catch let error as DecodingError {
            throw FlickrAPIError(method: method, reason: .malformedResponse(redacted(error.summary)))
        }
    }

    /// The request URL: the method and key first, then the call's parameters, then the JSON format.
    private func url(_ method: String, _ parameters: KeyValuePairs<String, String>) -> URL {
        let items =
            [("method", method), ("api_key", apiKey)] + parameters.map { ($0.key, $0.value) }
            + [("format", "json"), ("nojsoncallback", "1")]
        let query = items.map { name, value in
            name + "=" + (value.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? "")
        }
        // Only unreserved characters, "%", "=" and "&" follow a valid base URL, so parsing cannot fail.
        return URL(string: Self.endpoint + "?" + query.joined(separator: "&"))!
    }

    private func redacted(_ text: String) -> String {
        apiKey.isEmpty ? text : text.replacingOccurrences(of: apiKey, with: "<api key>")
    }
}
