/// Why a type's JSON Schema could not be derived.
///
/// Raised at start-up, when a type is registered, so the message is written for the developer:
/// it names the type, where it sits in the type being derived, and what to do, which is usually
/// to make the type `CaseIterable` or to state its schema with ``JSONSchemaProviding``.
public struct SchemaDerivationError: Error, Sendable, CustomStringConvertible {
    /// One or two sentences, naming the type and the fix.
    public var message: String

    init(message: String) {
        self.message = message
    }

    /// The ``message``, so that printing the error shows what to fix.
    public var description: String { message }
}
