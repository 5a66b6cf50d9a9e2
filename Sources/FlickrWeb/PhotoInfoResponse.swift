/// The answer to `flickr.photos.getInfo`; only the comments count is read.
struct PhotoInfoResponse: Decodable {
    struct Info: Decodable {
        let comments: Content
    }

    /// Flickr's wrapper for a text node: `{"_content": "3"}`.
    struct Content: Decodable {
        let content: FlickrCount

        enum CodingKeys: String, CodingKey {
            case content = "_content"
        }
    }

    let photo: Info
}
