/// Anything sent under a method name; shared params types use it to name the method in their errors.
public protocol NamedMethod: Sendable {
    static var method: String { get }
}
