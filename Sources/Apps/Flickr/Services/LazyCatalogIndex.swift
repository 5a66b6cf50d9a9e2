import Synchronization

/// Generates a catalog's photos and indexes them on first use, so a server that never searches never
/// pays for it (start-up must stay in single milliseconds), and every copy of the catalog shares
/// one index.
///
/// - Important: Shareable across threads. The first callers wait on the `Mutex` while the index is
///   built (docs/performance.md, "The Flickr catalog's index"); later ones take it at the cost of
///   a lock and a retain.
final class LazyCatalogIndex: Sendable {
    private let photoCount: Int
    private let seed: UInt64
    /// Guards the index while it is built; nil until the first use.
    private let built = Mutex<CatalogIndex?>(nil)

    init(photoCount: Int, seed: UInt64) {
        self.photoCount = photoCount
        self.seed = seed
    }

    var index: CatalogIndex {
        built.withLock { built in
            if let index = built {
                return index
            }
            var generator = CatalogGenerator(seed: seed)
            let index = CatalogIndex(entries: generator.entries(count: photoCount))
            built = index
            return index
        }
    }
}
