extension Photo {
    /// A photo on Flickr's static servers, its image URLs built as Flickr documents them
    /// (`https://live.staticflickr.com/{server}/{id}_{secret}_{size}.jpg`), so the offline catalog and
    /// the web service hand out URLs of one shape.
    public init(id: String, title: String, tags: [String], server: String, secret: String) {
        self.init(
            id: id,
            title: title,
            tags: tags,
            thumbnailURL: Self.staticURL(id: id, server: server, secret: secret, size: "q"),
            url: Self.staticURL(id: id, server: server, secret: secret, size: "b")
        )
    }

    /// Flickr's URL of one size of a photo's image; `size` is Flickr's size suffix ("q", "b", …).
    public static func staticURL(id: String, server: String, secret: String, size: String) -> String {
        "https://live.staticflickr.com/\(server)/\(id)_\(secret)_\(size).jpg"
    }
}
