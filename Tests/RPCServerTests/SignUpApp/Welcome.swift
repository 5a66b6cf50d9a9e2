import ViewModels

/// The screen a sign-up pushes: a greeting and people to follow.
final class Welcome: ViewModel {
    static let declaration = Declaration<Welcome>(doc: "Greets a new user and suggests people to follow.",
        .readOnly(\.greeting, doc: "Hello and the user's name."),
        .collection(\.suggestions, doc: "People the user may want to follow."))

    let greeting: ConstantProperty<String>
    let suggestions: ObservableArray<Suggestion>

    init(name: String) {
        greeting = ConstantProperty("Hello, \(name)!")
        suggestions = ObservableArray(["Ada", "Grace", "Edsger"].map(Suggestion.init))
    }
}

/// One person `Welcome` suggests.
final class Suggestion: ViewModel {
    static let declaration = Declaration<Suggestion>(doc: "A person to follow.",
        .readOnly(\.name, doc: "Who it is."),
        .readOnly(\.following, doc: "Whether the user follows them."),
        .command(\.follow, doc: "Follows them, or stops. Output: whether following now."))

    let name: ConstantProperty<String>
    let following = MutableProperty(false)
    lazy var follow = Command<Unit, Bool>(self) { owner, _ in
        try owner.get().following.value.toggle()
        return try owner.get().following.value
    }

    init(name: String) { self.name = ConstantProperty(name) }
}
