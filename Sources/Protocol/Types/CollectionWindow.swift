/// The part of a collection a client shows: `count` items from `offset`, in the indices of the whole
/// collection; a `count` of nil is the whole collection (`{offset, count}` on the wire).
///
/// Rules:
/// - A window may reach past the end, or start past it: it then holds what is there, maybe nothing,
///   and keeps its offset while the collection grows into it.
/// - A window of the whole collection has the offset 0, whatever was asked.
public struct CollectionWindow: FieldDecodable, Hashable, Sendable {
    /// The index in the whole collection of the window's first item.
    public var offset: Int
    /// How many items the window holds at most; nil for the whole collection.
    public var count: Int?

    /// The window of `count` items from `offset`; the whole collection when `count` is nil.
    public init(offset: Int = 0, count: Int?) {
        self.offset = count == nil ? 0 : offset
        self.count = count
    }

    /// The whole collection.
    public static let whole = CollectionWindow(count: nil)

    init(fields: FieldReader) throws(ResponseError) {
        self.init(offset: try fields.optionalCount("offset") ?? 0, count: try fields.optionalCount("count"))
    }

    /// Whether this is the whole collection.
    public var isWhole: Bool { count == nil }

    /// The indices it covers in a collection of `total` items.
    public func range(in total: Int) -> Range<Int> {
        guard let count else { return 0..<total }
        let start = min(offset, total)
        return start..<(start + min(count, total - start))
    }

    /// `{offset, count}`, the count `null` for the whole collection.
    public var json: JSONValue {
        ["offset": .integer(Int64(offset)), "count": count.map { .integer(Int64($0)) } ?? .null]
    }
}

extension FieldReader {
    /// An optional object of windows by collection name, such as `{"quotes": {"offset": 0, "count": 50}}`.
    func optionalWindows(_ key: String) throws(ResponseError) -> [String: CollectionWindow]? {
        guard optionalValue(key) != nil else { return nil }
        var windows: [String: CollectionWindow] = [:]
        for (name, window) in try decodeMembers(key, of: CollectionWindow.self) { windows[name] = window }
        return windows
    }
}

extension Dictionary where Key == String, Value == CollectionWindow {
    /// `{name: {offset, count}}`, in the order of the names.
    var json: JSONValue {
        .object(JSONObject(keys.sorted().map { ($0, self[$0]!.json) }))
    }
}
