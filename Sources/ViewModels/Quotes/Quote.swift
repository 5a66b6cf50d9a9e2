/// One row of the quote list (seed 004's QuoteViewModel): a symbol that never changes and a price
/// that the list moves on its ticks.
///
/// - Important: Main actor only. Owned by the `QuoteList` whose quotes hold it; disposed when the
///   list removes or replaces it. Kept small: a list may hold a hundred thousand of them.
@MainActor
public final class Quote: ViewModel {
    public static let typeName = "Quote"
    public static let doc =
        "One stock quote of a QuoteList: a constant symbol and a price that changes on the list's ticks."

    public let symbol: Property<String>
    /// Read-only for frontends: prices come from the market, never from a view.
    public let price: Property<Double>

    public let lifetime: Lifetime
    private let token: Lifetime.Token
    private let _price: MutableProperty<Double>

    public init(symbol: String, price: Double) {
        (lifetime, token) = Lifetime.make()
        self.symbol = Property(value: symbol, doc: "The ticker symbol, such as \"AAPL\"; constant.")
        _price = MutableProperty(price)
        self.price = Property(capturing: _price, doc: "The last price, in dollars; changes on the list's ticks.")
    }

    public func dispose() {
        token.dispose()
    }

    /// The market moved: the only way a price changes.
    func update(price: Double) {
        _price.value = price
    }
}
