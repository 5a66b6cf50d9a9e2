import Apps
import Protocol
import TestSupport
import Testing
@testable import ViewModelHosting
import ViewModels

@testable import RPCServer

/// A web service stand-in: answers every search with one photo named after the query.
private struct EchoPhotos: PhotoSearchService {
    func search(_ text: String) async throws -> PhotoSearchResult {
        PhotoSearchResult(
            searchText: text, totalResults: 1,
            photos: [Photo(id: "1", title: "web: " + text, tags: [], thumbnailURL: "t", url: "u")])
    }

    func metadata(for photoID: String) async throws -> PhotoMetadata {
        PhotoMetadata(favorites: 1, comments: 2)
    }
}

@Suite("A web photo service, when configured, serves FlickrSearch")
@MainActor
struct WebPhotosTests {
    private static func catalog(_ services: AppServices) -> ViewModelCatalog {
        var services = services
        services.webPhotos = EchoPhotos()
        return .builtIn(services: services)
    }

    @Test("searches go to the web service instead of the offline catalog")
    func webServiceServesSearches() async {
        let server = await InProcessServer.initialized(catalog: Self.catalog)
        let id = await server.createBound("FlickrSearch")
        _ = await server.client.request(
            "property/set", ["viewModel": .string(id), "property": "searchText", "value": "harbour"])
        let searched = await server.client.request(
            "command/execute", ["viewModel": .string(id), "command": "executeSearch"])
        let pushed = searched.notifications("navigation/push").first?["viewModel"]
        let titles = pushed?["collections"]?["searchResults"]?["items"]?.arrayValue?.map { $0["properties"]?["title"] }
        #expect(titles == ["web: harbour"])
    }

    @Test("the offline catalog's latencyMs argument is refused for the web service")
    func latencyIsOfflineOnly() async {
        let server = await InProcessServer.initialized(catalog: Self.catalog)
        let created = await server.client.request(
            "viewModel/create", ["type": "FlickrSearch", "arguments": ["latencyMs": 0]])
        #expect(created.errorCode == -32602)
    }
}
