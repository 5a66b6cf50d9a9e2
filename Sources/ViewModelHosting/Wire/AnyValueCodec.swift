import Protocol

/// A `ValueCodec` for a caller that knows the value's type only at run time: it compares and encodes
/// a value where it lies.
///
/// What the host's observation of a view model calls on every change of a member: the member's codec
/// is found once per view-model type (`ObservationLayout`), and each call is one dispatch through the
/// class, where a call through the member's protocol took a witness table look-up and a look-up of
/// the codec's type.
/// - Important: Main actor only. Every pointer given must hold a value of the codec's `Value`.
@MainActor
class AnyValueCodec {
    /// The size and alignment of a value, when the codec can compare values and a caller can keep the
    /// last one to compare with; nil when it cannot, and every value is new.
    var comparableLayout: (size: Int, alignment: Int)? { nil }

    /// `replaces(_:with:)` written for the value type itself, when it is a common one; nil for any other.
    var concreteComparison: ConcreteComparison? { nil }

    /// Whether `value` differs from the value at `last`, which it then replaces.
    func replaces(_ last: UnsafeMutableRawPointer, with value: UnsafeRawPointer) -> Bool {
        preconditionFailure("a ValueCodec overrides replaces(_:with:)")
    }

    /// The value at `value` in JSON.
    func json(at value: UnsafeRawPointer, _ resolver: any ViewModelResolver) -> JSONValue {
        preconditionFailure("a ValueCodec overrides json(at:_:)")
    }
}
