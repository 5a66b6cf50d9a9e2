extension FlickrSearch {
    /// Pushes the results of a search that succeeded and records it.
    /// - Throws: `CancellationError` when the search was cancelled or the view model disposed while
    ///   the answer travelled: cancelled work has no effect, and a screen pushed from a closed one
    ///   would have no place on the stack.
    func show(_ result: PhotoSearchResult, searchedFor text: String) throws -> PreviousSearch {
        guard !Task.isCancelled else { throw CancellationError() }
        let results = SearchResults(searchString: text, photos: result.photos, services: services)
        services.navigator?.push(results, from: self)
        let search = PreviousSearch(
            searchString: text, totalResults: result.totalResults, thumbnailURL: result.photos.first?.thumbnailURL)
        remember(search)
        return search
    }

    /// The previous search `reference` names.
    /// - Throws: `PreviousSearchNotFound` when there is none.
    func previousSearch(_ reference: PreviousSearchReference) throws(PreviousSearchNotFound) -> PreviousSearch {
        let found: PreviousSearch? =
            switch reference {
            case .index(let index): previousSearches.elements.indices.contains(index) ? previousSearches[index] : nil
            case .searchString(let text): previousSearches.elements.first { $0.searchString == text }
            }
        guard let found else { throw PreviousSearchNotFound(reference: reference, count: previousSearches.count) }
        return found
    }

    /// Puts `search` at the top, in one change set: a string searched before moves up rather than
    /// appearing twice, and the oldest beyond the limit drop off.
    private func remember(_ search: PreviousSearch) {
        previousSearches.batch {
            if let index = previousSearches.elements.firstIndex(where: { $0.searchString == search.searchString }) {
                previousSearches.move(from: index, to: 0)
                if previousSearches[0] != search {
                    previousSearches.replace(at: 0, with: search)
                }
            } else {
                previousSearches.insert(search, at: 0)
            }
            let excess = previousSearches.count - Self.maxPreviousSearches
            if excess > 0 {
                previousSearches.remove(at: Self.maxPreviousSearches, count: excess)
            }
        }
    }
}
