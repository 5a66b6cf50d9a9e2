import ViewModels

extension SplitMix64 {
    /// One of `elements` (not empty), the first ones more often than the last (the first about twice
    /// as often as under `pick`), so the commonest subjects of made-up photos and tweets ("cat", "New
    /// York", "Swift") are listed first and come up most.
    mutating func pickFavouringFirst<Element>(_ elements: [Element]) -> Element {
        elements[min(next(below: elements.count), next(below: elements.count))]
    }
}
