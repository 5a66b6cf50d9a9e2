/// A row's read-only property that shows one thing about the row's model: `Field(\Message.subject)`.
///
/// Rules:
/// - `Rows` shows the model to every declared field of a row it makes, before anyone reads it, and
///   again each time the model changes; the field changes (and counts a change) only when what it
///   reads differs from what it shows, so a row's version counts real changes only.
/// - Its signal is made on first use, as a `StoredProperty`'s is: a row nobody binds pays for none.
/// - Important: Main actor only. Reading it before its row was shown a model stops the program.
@MainActor
public final class Field<Model, Value: Equatable>: PropertyProtocol, ViewModelMember {
    private let read: (Model) -> Value
    private var shown: Value?
    /// How many times the value changed since the row was first shown its model.
    public private(set) var changeCount = 0
    private var core: SignalCore<Value>?

    /// A field showing what `read` gives for the row's model: a key path (`\Message.subject`) or a
    /// function of the model.
    public init(_ read: @escaping (Model) -> Value) {
        self.read = read
    }

    isolated deinit {
        core?.sendTerminal(failure: nil)
    }

    /// What the field shows of the model it was last shown.
    public var value: Value {
        ReadRecording.noteRead(of: core)
        guard let shown else { preconditionFailure("a Field was read before its row was shown its model") }
        return shown
    }

    /// Every change; completes when the field deinitializes.
    public var signal: Signal<Value> {
        if let core { return Signal(core: core) }
        let made = SignalCore<Value>(generatorDisposable: nil, isOwned: true)
        core = made
        return Signal(core: made)
    }
}

extension Field {
    /// Shows `model`, changing only when what the field reads of it changed.
    func show(_ model: Model) {
        let new = read(model)
        guard let old = shown else {
            shown = new
            return
        }
        guard old != new else { return }
        shown = new
        changeCount += 1
        core?.sendValue(new)
    }
}

/// A field's type, asked once per row type for a function that shows a model to the field at a key
/// path: a row is then filled with no cast and no look-up of conformances.
@MainActor
protocol ModelFieldType {
    /// A function showing a model to the field `path` reaches in a row, or nil when `path` does not
    /// reach a field of this type from `Row`.
    static func shower<Row>(at path: AnyKeyPath, in _: Row.Type) -> Any?
}

extension Field: ModelFieldType {
    static func shower<Row>(at path: AnyKeyPath, in _: Row.Type) -> Any? {
        guard let path = path as? KeyPath<Row, Field> else { return nil }
        let show: @MainActor (Row, Model) -> Void = { row, model in row[keyPath: path].show(model) }
        return show
    }
}
