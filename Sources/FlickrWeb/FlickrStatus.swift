/// The part every Flickr JSON answer shares, read before the payload so a refusal is reported as
/// Flickr's own message instead of as a missing field.
struct FlickrStatus: Decodable {
    /// "ok" or "fail".
    let stat: String
    let code: Int?
    let message: String?
}
