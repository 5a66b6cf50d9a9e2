/// The answer to `flickr.photos.getFavorites`; only the total is read, so one person per page is
/// asked for.
struct FavoritesResponse: Decodable {
    struct Favorites: Decodable {
        let total: FlickrCount
    }

    let photo: Favorites
}
