import Protocol
import ViewModels

/// How the host moves values of one Swift type across the wire, found once per type from what the
/// type is: a `WireValue`, a view model (sent as its id), an optional view model, or a `Codable`
/// value.
///
/// Rules:
/// - `resolve` decides once per type and says why when a type has no wire form, so that the catalog
///   can report it at start-up with the view model and member named (`TypeLayout`).
/// - Decoding is as strict as `WireValue` decoding: what does not fit is `InvalidWireValue`.
/// - `isEqual` is nil for a type that is not `Equatable`: the host then treats every value as new
///   (it cannot tell an echo or a repeat).
/// - Important: Main actor only; a codec holds no view model, only the closures that read and write one.
@MainActor
final class ValueCodec<Value>: AnyValueCodec {
    /// JSON Schema of the wire form, for `viewModel/describe`.
    let schema: JSONValue
    let isEqual: ((Value, Value) -> Bool)?
    private let write: @MainActor (Value, any ViewModelResolver) -> JSONValue
    private let read: @MainActor (JSONValue, any ViewModelResolver) throws(InvalidWireValue) -> Value
    /// `replaces(_:with:)` written for `Value` itself, when it is a common value type.
    private let comparison = ConcreteComparison.of(Value.self)

    init(
        schema: JSONValue, isEqual: ((Value, Value) -> Bool)?,
        write: @escaping @MainActor (Value, any ViewModelResolver) -> JSONValue,
        read: @escaping @MainActor (JSONValue, any ViewModelResolver) throws(InvalidWireValue) -> Value
    ) {
        self.schema = schema
        self.isEqual = isEqual
        self.write = write
        self.read = read
    }

    /// Whether `first` equals `second`; nil when `Value` is not `Equatable`. Called here, where the
    /// closure is read in place, not copied out (with a retain and a release) by the caller.
    func equals(_ first: Value, _ second: Value) -> Bool? {
        isEqual?(first, second)
    }

    override var comparableLayout: (size: Int, alignment: Int)? {
        isEqual == nil ? nil : (MemoryLayout<Value>.size, MemoryLayout<Value>.alignment)
    }

    override var concreteComparison: ConcreteComparison? { comparison }

    override func replaces(_ last: UnsafeMutableRawPointer, with value: UnsafeRawPointer) -> Bool {
        if let comparison { return comparison.replaces(last, with: value) }
        let new = value.assumingMemoryBound(to: Value.self)
        let old = last.assumingMemoryBound(to: Value.self)
        if let isEqual, isEqual(new.pointee, old.pointee) { return false }
        old.pointee = new.pointee
        return true
    }

    override func json(at value: UnsafeRawPointer, _ resolver: any ViewModelResolver) -> JSONValue {
        write(value.assumingMemoryBound(to: Value.self).pointee, resolver)
    }

    func json(_ value: Value, _ resolver: any ViewModelResolver) -> JSONValue {
        write(value, resolver)
    }

    func value(_ json: JSONValue, _ resolver: any ViewModelResolver) throws(InvalidWireValue) -> Value {
        try read(json, resolver)
    }

    /// Reads a client's value, or throws the InvalidValue error that says what was expected.
    func decode(_ json: JSONValue, _ resolver: any ViewModelResolver) throws(ResponseError) -> Value {
        do {
            return try read(json, resolver)
        } catch {
            throw ResponseError.invalidValue(expected: schema, detail: error.detail)
        }
    }

    /// The codec of `Value`, made on first use and kept for the process.
    /// - Throws: `NoWireForm` when `Value` is none of the kinds the host can send.
    static func resolve() throws(NoWireForm) -> ValueCodec<Value> {
        let key = ObjectIdentifier(Value.self)
        if let known = ValueCodecs.find(key) { return unsafeDowncast(known, to: ValueCodec<Value>.self) }
        let made = try make()
        ValueCodecs.add(made, for: key)
        return made
    }


    private static func make() throws(NoWireForm) -> ValueCodec<Value> {
        if let wire = Value.self as? any WireValue.Type {
            return ValueCodec<Value>.unsafeCast(wireCodec(wire))
        }
        if let model = Value.self as? any ViewModel.Type {
            return ValueCodec<Value>.unsafeCast(ReferenceCodec.make(model, optional: false))
        }
        if let optional = Value.self as? any OptionalValue.Type,
            let model = optional.wrappedType as? any ViewModel.Type
        {
            return ValueCodec<Value>.unsafeCast(ReferenceCodec.make(model, optional: true))
        }
        if let array = Value.self as? any ArrayValue.Type, let model = array.elementType as? any ViewModel.Type {
            return ValueCodec<Value>.unsafeCast(ReferenceCodec.makeArray(model))
        }
        if let codable = Value.self as? any Codable.Type {
            return ValueCodec<Value>.unsafeCast(try codableCodec(codable))
        }
        throw NoWireForm(
            reason: "\(Value.self) has no wire form: make it Codable, conform it to WireValue, or make it a ViewModel")
    }

    /// A codec made for an opened type, which is `Value` itself: opening a metatype erases the codec
    /// to `AnyObject` on the way out.
    private static func unsafeCast(_ codec: AnyObject) -> ValueCodec<Value> {
        unsafeDowncast(codec, to: ValueCodec<Value>.self)
    }

    private static func wireCodec<Wire: WireValue>(_: Wire.Type) -> AnyObject {
        ValueCodec<Wire>(
            schema: Wire.schema, isEqual: { $0 == $1 }, write: { value, _ in value.json },
            read: { json, _ throws(InvalidWireValue) in try Wire(json: json) })
    }

    private static func codableCodec<Coded: Codable>(_: Coded.Type) throws(NoWireForm) -> AnyObject {
        let schema: JSONValue
        if let stated = Coded.self as? any JSONSchemaProviding.Type {
            schema = stated.jsonSchema
        } else {
            do {
                schema = try JSONSchemaDerivation.schema(for: Coded.self)
            } catch {
                throw NoWireForm(reason: error.message)
            }
        }
        return ValueCodec<Coded>(
            schema: schema, isEqual: Equality.of(Coded.self),
            write: { value, _ in
                do {
                    return try JSONValueEncoder().encode(value)
                } catch {
                    // Only a value the type itself cannot encode gets here (a non-finite number);
                    // null tells the client there is no value rather than a wrong one.
                    return .null
                }
            },
            read: { json, _ throws(InvalidWireValue) in
                do {
                    return try JSONValueDecoder().decode(Coded.self, from: json)
                } catch {
                    throw InvalidWireValue(detail: CodingFailure.detail(error, schema: schema))
                }
            })
    }
}

/// Why a Swift type cannot cross the wire, for the start-up error that names its member.
struct NoWireForm: Error {
    var reason: String
}

/// The codecs found so far, by type.
///
/// Looked up on every property set and snapshot, so the look-up is a scan of a short list (a
/// server knows a few dozen value types) that tries the last type found first: a run of sets of
/// one property finds its codec in one comparison, where hashing the key cost more than the rest
/// of the look-up.
@MainActor
enum ValueCodecs {
    /// Every codec found, with the type it encodes.
    private static var known: [(type: ObjectIdentifier, codec: AnyObject)] = []
    /// What the last look-up found, kept apart from `known`: tried first, it is read without the
    /// list, which a read retains and releases, and without the list's lazy initializer.
    private static var lastType: ObjectIdentifier?
    private static var lastCodec: AnyObject?

    /// The codec of a type the catalog already checked; a type it did not check and that has no
    /// wire form is a programming error that stops the server with the reason.
    ///
    /// A function of this enum rather than a static member of `ValueCodec<Value>`: the host's
    /// members run unspecialized (a property's type is known only at run time), and there each use
    /// of `ValueCodec<Value>` as a type is a metadata lookup that cost more than the search itself.
    static func resolved<Value>(_ type: Value.Type) -> ValueCodec<Value> {
        if let known = find(ObjectIdentifier(type)) { return unsafeDowncast(known, to: ValueCodec<Value>.self) }
        do {
            return try ValueCodec<Value>.resolve()
        } catch {
            fatalError("\(Value.self) has no wire form: \(error.reason)")
        }
    }

    /// The codec found for `type`, if any.
    ///
    /// Each access to the lists is a single read or assignment, none lasting through a call, so that
    /// none is checked at run time for exclusivity.
    static func find(_ type: ObjectIdentifier) -> AnyObject? {
        if lastType == type { return lastCodec }
        let known = known
        guard let index = known.firstIndex(where: { $0.type == type }) else { return nil }
        (lastType, lastCodec) = (type, known[index].codec)
        return known[index].codec
    }

    static func add(_ codec: AnyObject, for type: ObjectIdentifier) {
        var known = known
        known.append((type, codec))
        self.known = known
    }
}

/// Lets the host see through `Optional` to the type it wraps (an optional selected view model).
protocol OptionalValue {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// Lets the host see the element type of an array (the rows of a multiple selection).
protocol ArrayValue {
    static var elementType: Any.Type { get }
}

extension Array: ArrayValue {
    static var elementType: Any.Type { Element.self }
}
