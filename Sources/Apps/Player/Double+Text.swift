extension Double {
    /// The number as a person writes it in a message: "100" rather than "100.0", "2.5" as is.
    var displayText: String {
        if let whole = Int64(exactly: self) {
            return String(whole)
        }
        return description
    }

    /// Rounded to a whole number, ties to even as C's "%.0f" (which the seed's message used), and
    /// written without decimals; beyond Int64 the shortest exact form is used ("1e+20").
    var wholeNumberText: String {
        rounded(.toNearestOrEven).displayText
    }
}
