/// A call that expects exactly one response with the same id.
///
/// Two requests are equal when their ids, methods and `params` are: a `property/set` whose params
/// the decoder typed equals the same request built with its params as JSON.
public struct Request: Sendable, Hashable {
    /// The id its response echoes.
    public var id: RequestID
    /// The method to call.
    public var method: String
    /// An object or an array; nil when the message had no `params` member or `"params": null`.
    ///
    /// For a request whose params the decoder typed (see ``propertySetParams``), built from them on
    /// each read, with the members in their documented order.
    public var params: JSONValue? {
        get {
            switch payload {
            case .json(let params): params
            case .propertySet(let params): params.json
            }
        }
        set { payload = .json(newValue) }
    }

    /// The params of a `property/set` as the decoder read them straight from the frame, or nil when
    /// they are only JSON (any other method, or params the typed reading does not cover).
    ///
    /// A set is sent once per keystroke, so its params are read into typed fields rather than built
    /// as an object of three members, searched and freed (docs/performance.md, "A byte-level JSON
    /// reader and writer").
    public var propertySetParams: SetPropertyRequest.Params? {
        if case .propertySet(let params) = payload { params } else { nil }
    }

    /// `body` called with the typed params of a set, lent rather than copied out as
    /// ``propertySetParams`` returns them; nil when the params are only JSON. Inlinable, so that the
    /// session's call is specialized for what its body returns.
    @inlinable
    package func withPropertySetParams<Result>(_ body: (borrowing SetPropertyRequest.Params) -> Result) -> Result? {
        guard case .propertySet(let params) = payload else { return nil }
        return body(params)
    }

    @usableFromInline var payload: Payload

    @usableFromInline enum Payload: Sendable {
        case json(JSONValue?)
        case propertySet(SetPropertyRequest.Params)
    }

    /// A request to call `method`, answered under `id`.
    public init(id: RequestID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        payload = .json(params)
    }

    /// A `property/set` with params the decoder typed.
    init(id: RequestID, propertySet params: consuming SetPropertyRequest.Params) {
        self.id = id
        method = SetPropertyRequest.method
        payload = .propertySet(params)
    }

    public static func == (lhs: Request, rhs: Request) -> Bool {
        lhs.id == rhs.id && lhs.method == rhs.method && lhs.params == rhs.params
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(method)
        hasher.combine(params)
    }
}
