extension String {
    /// The name with its indefinite article before it, as messages name a view-model type: "an Inbox",
    /// "a Player".
    ///
    /// The rule goes by the first letter, not by sound: "an" before a vowel letter (a, e, i, o or u,
    /// in either case), "a" before anything else. A type name is a word its author made up, whose
    /// sound no table knows, so a rule anyone can predict beats one that guesses ("an UploadJob" is
    /// right, "an URLRequest" is the price).
    package var withIndefiniteArticle: String {
        let startsWithVowel = first.map { "aeiouAEIOU".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + self
    }
}
