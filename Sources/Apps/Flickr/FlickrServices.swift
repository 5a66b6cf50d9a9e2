import ViewModels

/// The model layer and the navigation the Flickr view models work with (the seed's
/// RWTViewModelServices), injected so that hosts and tests choose the implementations.
///
/// - Important: Main actor only. The navigator is held weakly, as `Navigator` asks: the host that
///   implements it owns the view models, and a view model that kept its host alive would keep
///   itself alive.
@MainActor
public struct FlickrServices {
    /// Where searches and per-photo metadata come from: the offline catalog or Flickr's web API.
    public var photos: any PhotoSearchService
    /// Shows the results of a search; nil once the host is gone, when nothing can be shown.
    public weak var navigator: (any Navigator)?

    public init(photos: any PhotoSearchService, navigator: any Navigator) {
        self.photos = photos
        self.navigator = navigator
    }
}
