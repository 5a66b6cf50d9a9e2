extension String {
    /// The text with its first letter upper case, the rest as it is: "owl in Kyoto" → "Owl in Kyoto".
    var capitalisedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
