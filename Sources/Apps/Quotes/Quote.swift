import ViewModels

/// One row of the quote list (seed 004's QuoteViewModel): a symbol that never changes and a price
/// that the list moves on its ticks.
///
/// Kept small, because a list may hold a hundred thousand of them: the symbol is a constant with no
/// signal, the price a stored property whose signal is made only when someone observes it, and it
/// owns nothing else, so it needs no lifetime.
/// - Important: Main actor only. Owned by the `QuoteList` whose quotes hold it; disposed when the
///   list removes or replaces it.
@MainActor
public final class Quote: ViewModel {
    public static let declaration = Declaration<Quote>(
        doc: "One stock quote of a QuoteList: a constant symbol and a price that changes on the list's ticks.",
        .readOnly(\.symbol, doc: "The ticker symbol, such as \"AAPL\"; constant."),
        .readOnly(\.price, doc: "The last price, in dollars; changes on the list's ticks.")
    )

    public let symbol: ConstantProperty<String>
    /// Read-only for frontends: prices come from the market, never from a view.
    public let price: StoredProperty<Double>

    public init(symbol: String, price: Double) {
        self.symbol = ConstantProperty(symbol)
        self.price = StoredProperty(price)
    }

    /// The market moved: the only way a price changes.
    func update(price: Double) {
        self.price.value = price
    }
}
