/// `navigation/pop`: the user went back; the pushed view model is disposed. Answers `{}`.
public enum PopRequest: RequestType {
    public static let method = "navigation/pop"

    public typealias Result = EmptyObject

    public typealias Params = ViewModelReference<PopRequest>
}
