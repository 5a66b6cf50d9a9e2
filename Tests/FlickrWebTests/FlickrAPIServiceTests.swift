import FlickrWeb
import Foundation
import Testing
import Apps

@Suite("Flickr web service")
struct FlickrAPIServiceTests {
    @Test("a search returns Flickr's total and its photos, with image URLs built as Flickr documents them")
    func search() async throws {
        let flickr = StubbedFlickr(["flickr.photos.search": .init(body: RecordedBodies.search)])
        let result = try await flickr.service.search("golden gate")
        #expect(result.searchText == "golden gate")
        #expect(result.totalResults == 1234)
        #expect(
            result.photos == [
                Photo(
                    id: "53127788340",
                    title: "Golden Gate at dusk",
                    tags: ["sanfrancisco", "bridge", "goldengatebridge", "dusk"],
                    thumbnailURL: "https://live.staticflickr.com/65535/53127788340_9f3a1c2b7d_q.jpg",
                    url: "https://live.staticflickr.com/65535/53127788340_9f3a1c2b7d_b.jpg"
                ),
                Photo(
                    id: "52011223344",
                    title: "Bay Bridge",
                    tags: [],
                    thumbnailURL: "https://live.staticflickr.com/7372/52011223344_0a1b2c3d4e_q.jpg",
                    url: "https://live.staticflickr.com/7372/52011223344_0a1b2c3d4e_b.jpg"
                ),
            ]
        )
    }

    @Test("a search asks flickr.photos.search for one page of the most interesting photos, as JSON")
    func searchRequest() async throws {
        let flickr = StubbedFlickr(["flickr.photos.search": .init(body: RecordedBodies.search)])
        _ = try await flickr.service.search("golden gate")
        #expect(
            flickr.requests == [
                [
                    "method": "flickr.photos.search", "api_key": flickr.apiKey, "text": "golden gate",
                    "sort": "interestingness-desc", "extras": "tags", "per_page": "100", "format": "json",
                    "nojsoncallback": "1",
                ]
            ]
        )
    }

    @Test("search text is percent-encoded whole, so '+' and '&' reach Flickr as typed")
    func searchTextEncoding() async throws {
        let flickr = StubbedFlickr(["flickr.photos.search": .init(body: RecordedBodies.search)])
        _ = try await flickr.service.search("c++ & more")
        #expect(flickr.requests.first?["text"] == "c++ & more")
        #expect(flickr.encodedQueries.first?.contains("text=c%2B%2B%20%26%20more&") == true)
    }

    @Test("metadata reads the favorites total from getFavorites and the comments count from getInfo")
    func metadata() async throws {
        let flickr = StubbedFlickr([
            "flickr.photos.getFavorites": .init(body: RecordedBodies.favorites),
            "flickr.photos.getInfo": .init(body: RecordedBodies.info),
        ])
        let metadata = try await flickr.service.metadata(for: "53127788340")
        #expect(metadata == PhotoMetadata(favorites: 12, comments: 3))
        let requests = flickr.requests.sorted { $0["method", default: ""] < $1["method", default: ""] }
        #expect(requests.map { $0["method"] } == ["flickr.photos.getFavorites", "flickr.photos.getInfo"])
        #expect(requests.allSatisfy { $0["photo_id"] == "53127788340" && $0["api_key"] == flickr.apiKey })
    }

    @Test("an HTTP error status is reported with the call and the status")
    func httpError() async throws {
        let flickr = StubbedFlickr([
            "flickr.photos.search": .init(status: 500, body: "<html>Internal Server Error</html>")
        ])
        let error = await #expect(throws: FlickrAPIError.self) { try await flickr.service.search("bridge") }
        #expect(error == FlickrAPIError(method: "flickr.photos.search", reason: .httpStatus(500)))
        #expect(error?.description == "Flickr answered flickr.photos.search with HTTP status 500")
    }

    @Test("a 'stat: fail' answer is reported with Flickr's code and message")
    func refused() async throws {
        let flickr = StubbedFlickr(["flickr.photos.search": .init(body: RecordedBodies.invalidKey)])
        let error = await #expect(throws: FlickrAPIError.self) { try await flickr.service.search("bridge") }
        #expect(
            error?.reason == .refused(code: 100, message: "Invalid API Key (Key not found)")
        )
        #expect(
            error?.description == "Flickr refused flickr.photos.search: Invalid API Key (Key not found) (error 100)")
    }

    @Test("a body that is not JSON is reported as unreadable")
    func truncatedBody() async throws {
        let flickr = StubbedFlickr(["flickr.photos.search": .init(body: RecordedBodies.truncated)])
        let error = await #expect(throws: FlickrAPIError.self) { try await flickr.service.search("bridge") }
        guard case .malformedResponse = error?.reason else {
            Issue.record("expected a malformed response, got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("Flickr's answer to flickr.photos.search could not be read: ") == true)
    }

    @Test("JSON of the wrong shape is reported as unreadable, naming the field")
    func wrongShape() async throws {
        let flickr = StubbedFlickr(["flickr.photos.search": .init(body: RecordedBodies.wrongShape)])
        let error = await #expect(throws: FlickrAPIError.self) { try await flickr.service.search("bridge") }
        #expect(
            error?.description.hasPrefix("Flickr's answer to flickr.photos.search could not be read: photos.total: ")
                == true)
    }

    @Test("metadata fails when either of its two calls fails, naming that call")
    func metadataFailure() async throws {
        let flickr = StubbedFlickr([
            "flickr.photos.getFavorites": .init(body: RecordedBodies.favorites),
            "flickr.photos.getInfo": .init(body: #"{"stat":"fail","code":1,"message":"Photo not found"}"#),
        ])
        let error = await #expect(throws: FlickrAPIError.self) { try await flickr.service.metadata(for: "1") }
        #expect(
            error
                == FlickrAPIError(
                    method: "flickr.photos.getInfo", reason: .refused(code: 1, message: "Photo not found")))
    }

    @Test("a host that cannot be reached is reported as unreachable")
    func unreachable() async throws {
        let flickr = StubbedFlickr([:])
        let error = await #expect(throws: FlickrAPIError.self) { try await flickr.service.search("bridge") }
        guard case .unreachable = error?.reason else {
            Issue.record("expected an unreachable host, got \(String(describing: error))")
            return
        }
    }

    @Test("a search whose task is cancelled before it starts throws CancellationError and asks nothing")
    func cancelledBeforeStart() async throws {
        let flickr = StubbedFlickr(["flickr.photos.search": .init(body: RecordedBodies.search)])
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await flickr.service.search("bridge")
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(flickr.requests.isEmpty)
    }

    @Test("a search cancelled in flight throws CancellationError at once, without waiting for Flickr")
    func cancelledInFlight() async throws {
        let flickr = StubbedFlickr(["flickr.photos.search": .init(body: RecordedBodies.search, isHeld: true)])
        let task = Task { try await flickr.service.search("bridge") }
        await StubURLProtocol.waitForRequests(forKey: flickr.apiKey, atLeast: 1)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        StubURLProtocol.releaseHeld(forKey: flickr.apiKey)
    }

    @Test("cancelling searches at any moment, even as answers arrive, throws CancellationError or answers")
    func cancellationRaces() async throws {
        let flickr = StubbedFlickr(["flickr.photos.search": .init(body: RecordedBodies.search)])
        for attempt in 0..<200 {
            let task = Task { try await flickr.service.search("bridge") }
            for _ in 0..<attempt % 4 {
                await Task.yield()
            }
            task.cancel()
            switch await task.result {
            case .success(let result): #expect(result.totalResults == 1234)
            case .failure(let error): #expect(error is CancellationError)
            }
        }
    }
}
