/// Reads a `property/set`'s params object straight into the three members it has, matching keys
/// by their bytes: no `JSONObject`, no key strings, nothing to search or free afterwards.
///
/// It covers the params every client sends: `viewModel`, `property` and `value`, each once, in any
/// order, the first two strings. Anything else (a missing, repeated or unknown member, a member of
/// the wrong type, a syntax error) leaves the params to the generic reading, which accepts, rejects
/// and words its errors exactly as it always has.
struct PropertySetParamsReading: JSONMemberSink {
    enum Member {
        case viewModel, property, value
    }

    private var viewModel: String?
    private var property: String?
    private var value: JSONValue?
    private var isCovered = true

    /// The params read, or nil when the object was not one this reading covers.
    var params: SetPropertyRequest.Params? {
        guard isCovered, let viewModel, let property, let value else { return nil }
        return SetPropertyRequest.Params(viewModel: viewModel, property: property, value: value)
    }

    @inline(__always)
    static func parseKey(_ reader: inout JSONReader) throws(JSONError) -> Member? {
        try reader.parseKey(member)
    }

    @inline(__always)
    private static func member(_ key: UnsafeBufferPointer<UInt8>) -> Member? {
        if key.spells("value") { return .value }
        if key.spells("property") { return .property }
        if key.spells("viewModel") { return .viewModel }
        return nil
    }

    @inline(__always)
    static func isID(_ key: Member?) -> Bool {
        false
    }

    /// The members in the order of the protocol's documentation, which clients follow.
    @inline(__always)
    var expectedKey: (spelling: StaticString, key: Member?)? {
        if viewModel == nil { return (#""viewModel":"#, .viewModel) }
        if property == nil { return (#""property":"#, .property) }
        if value == nil { return (#""value":"#, .value) }
        return nil
    }

    /// Reads a string as a string straight away: the view model's id and the property's name are
    /// never one of the protocol's own names, which the generic reading looks each string up among,
    /// and a value that is one gains nothing from being found.
    @inline(__always)
    mutating func readValue(forKey key: Member?, from reader: inout JSONReader, depth: Int) throws(JSONError) {
        guard key != nil, reader.isAtString else {
            add(try reader.parseMemberValue(isID: false, depth: depth), forKey: key)
            return
        }
        add(.string(try reader.parseString(mayBeKnown: false)), forKey: key)
    }

    @inline(__always)
    mutating func add(_ value: JSONValue, forKey key: Member?) {
        switch (key, value) {
        case (.viewModel?, .string(let string)) where viewModel == nil: viewModel = string
        case (.property?, .string(let string)) where property == nil: property = string
        case (.value?, _) where self.value == nil: self.value = value
        default: isCovered = false
        }
    }
}

extension JSONReader {
    /// The `property/set` params object under the cursor, read typed and passed; nil, with the cursor
    /// left where it was, when the object is not one ``PropertySetParamsReading`` covers.
    /// - Parameter depth: the depth of the member whose value the object is.
    mutating func parsePropertySetParams(depth: Int) -> SetPropertyRequest.Params? {
        let start = index
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        var reading = PropertySetParamsReading()
        do {
            try parseMembers(depth: depth + 1, into: &reading)
        } catch {
            index = start
            return nil
        }
        guard let params = reading.params else {
            index = start
            return nil
        }
        return params
    }
}
