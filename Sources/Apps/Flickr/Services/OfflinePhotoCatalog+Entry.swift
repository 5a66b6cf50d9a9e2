extension OfflinePhotoCatalog {
    /// One photo of the catalog with what only a service knows about it: its rank and its counts.
    /// Only the catalog makes them, so there is no public initializer.
    public struct Entry: Sendable, Hashable {
        public let photo: Photo
        /// Flickr's "interestingness" stand-in: searches answer highest first. Fixed per photo, so
        /// the order never changes between runs.
        public let interestingness: Int
        public let metadata: PhotoMetadata
    }
}
