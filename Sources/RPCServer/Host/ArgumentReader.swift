import Protocol

/// Reads the `arguments` of `viewModel/create`, refusing unknown names and values of the wrong type.
struct ArgumentReader {
    private let arguments: JSONObject
    private let typeName: String
    private var consumed: Set<String> = []

    init(_ arguments: JSONObject?, for typeName: String) {
        self.arguments = arguments ?? JSONObject()
        self.typeName = typeName
    }

    mutating func optional<Value: WireValue>(_ name: String, as type: Value.Type = Value.self) throws(ResponseError)
        -> Value?
    {
        consumed.insert(name)
        guard let json = arguments[name], !json.isNull else { return nil }
        do {
            return try Value(json: json)
        } catch {
            throw ResponseError.invalidParams("\(typeName) argument '\(name)': \(error.detail)")
        }
    }

    /// Fails on any argument nobody asked for, so a misspelt option is an error rather than ignored.
    func done() throws(ResponseError) {
        let unknown = arguments.keys.filter { !consumed.contains($0) }
        guard unknown.isEmpty else {
            throw ResponseError.invalidParams(
                "\(typeName) takes no argument named \(unknown.map { "'\($0)'" }.joined(separator: ", "))")
        }
    }
}
