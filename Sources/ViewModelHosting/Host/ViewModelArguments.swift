import Protocol
import ViewModels

/// The `arguments` a client passed to `viewModel/create`, read by name and type in a factory.
///
/// Rules:
/// - A value is read with the same codecs as a property: a `WireValue`, a `Codable` value or a view
///   model's id; `"150"` is not a number.
/// - A value of the wrong type, a missing required one, or one the factory refuses with `invalid`
///   answers -32602 with a message naming the type and the argument.
/// - After the factory returns, an argument it never asked for is an error too, so a misspelt
///   option is refused rather than ignored.
/// - `null` is read as an omitted argument.
/// - Important: Main actor only, and only during the factory call.
@MainActor
public final class ViewModelArguments {
    private let arguments: JSONObject
    private let typeName: String
    private let resolver: any ViewModelResolver
    private var asked: Set<String> = []

    init(_ arguments: JSONObject?, for typeName: String, resolver: any ViewModelResolver) {
        self.arguments = arguments ?? JSONObject()
        self.typeName = typeName
        self.resolver = resolver
    }

    /// The argument `name`, or nil when the client omitted it or sent null.
    /// - Throws: `ArgumentError` when it is there but not a `Value`.
    public func optional<Value>(_ name: String, as type: Value.Type = Value.self) throws(ArgumentError) -> Value? {
        asked.insert(name)
        guard let json = arguments[name], !json.isNull else { return nil }
        let codec: ValueCodec<Value>
        do {
            codec = try ValueCodec<Value>.resolve()
        } catch {
            throw invalid(name, "the server cannot read it: \(error.reason)")
        }
        do {
            return try codec.value(json, resolver)
        } catch {
            throw invalid(name, error.detail)
        }
    }

    /// The argument `name`.
    /// - Throws: `ArgumentError` when it is missing or not a `Value`.
    public func required<Value>(_ name: String, as type: Value.Type = Value.self) throws(ArgumentError) -> Value {
        guard let value = try optional(name, as: type) else { throw invalid(name, "required") }
        return value
    }

    /// The error a factory throws for an argument it refuses after reading it ("expected seconds
    /// above 0"), worded like the ones the reader throws itself.
    public func invalid(_ name: String, _ detail: String) -> ArgumentError {
        ArgumentError(message: "\(typeName) argument '\(name)': \(detail)")
    }

    /// Fails on any argument nobody asked for.
    func checkAllAsked() throws(ArgumentError) {
        let unknown = arguments.keys.filter { !asked.contains($0) }
        guard unknown.isEmpty else {
            throw ArgumentError(
                message: "\(typeName) takes no argument named \(unknown.map { "'\($0)'" }.joined(separator: ", "))")
        }
    }
}

/// A `viewModel/create` argument that is wrong; the host answers it with -32602 and this message.
public struct ArgumentError: Error, Sendable, CustomStringConvertible {
    /// The message the client reads, naming the type and the argument.
    public var message: String

    public var description: String { message }
}
