/// The answer to `flickr.photos.search` with `extras=tags`.
struct PhotosSearchResponse: Decodable {
    struct Page: Decodable {
        let total: FlickrCount
        let photo: [Item]
    }

    /// One photo: the parts its image URLs are built from, its title and (asked for as an extra)
    /// its tags, space-separated.
    struct Item: Decodable {
        let id: String
        let secret: String
        let server: String
        let title: String
        let tags: String?
    }

    let photos: Page
}
