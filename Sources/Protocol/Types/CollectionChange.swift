/// One step of a collection diff; a `collection/didChange` applies its steps in order, each to the
/// result of the one before, so indices always refer to the collection as it is at that step.
public enum CollectionChange: JSONConvertible, FieldDecodable, Hashable {
    case insert(index: Int, items: [JSONValue])
    case remove(index: Int, count: Int)
    case replace(index: Int, items: [JSONValue])
    case move(from: Int, to: Int)
    /// Replaces everything; also what a pending diff collapses to when a slow client falls behind.
    case reset(items: [JSONValue])

    public init(json: JSONValue) throws(ResponseError) {
        try self.init(fields: .value(json, type: "CollectionChange"))
    }

    init(fields: FieldReader) throws(ResponseError) {
        switch try fields.string("op") {
        case "insert": self = .insert(index: try fields.count("index"), items: try fields.array("items"))
        case "remove": self = .remove(index: try fields.count("index"), count: try fields.count("count"))
        case "replace": self = .replace(index: try fields.count("index"), items: try fields.array("items"))
        case "move": self = .move(from: try fields.count("from"), to: try fields.count("to"))
        case "reset": self = .reset(items: try fields.array("items"))
        default: throw fields.failure("op", "must be one of insert, remove, replace, move, reset")
        }
    }

    /// `{op, index, items}`, `{op, index, count}`, `{op, from, to}` or `{op, items}`, op first.
    public var json: JSONValue {
        switch self {
        case .insert(let index, let items):
            ["op": "insert", "index": .integer(Int64(index)), "items": .array(items)]
        case .remove(let index, let count):
            ["op": "remove", "index": .integer(Int64(index)), "count": .integer(Int64(count))]
        case .replace(let index, let items):
            ["op": "replace", "index": .integer(Int64(index)), "items": .array(items)]
        case .move(let from, let to):
            ["op": "move", "from": .integer(Int64(from)), "to": .integer(Int64(to))]
        case .reset(let items):
            ["op": "reset", "items": .array(items)]
        }
    }

    /// Written by hand, as `CollectionDidChange.Params` writes its steps; the bytes are those of `json`.
    public func appendJSON(to writer: inout ByteWriter) {
        switch self {
        case .insert(let index, let items): Self.append(#"{"op":"insert","index":"#, index, items: items, to: &writer)
        case .remove(let index, let count): Self.append(#"{"op":"remove","index":"#, index, #","count":"#, count, to: &writer)
        case .replace(let index, let items): Self.append(#"{"op":"replace","index":"#, index, items: items, to: &writer)
        case .move(let from, let to): Self.append(#"{"op":"move","from":"#, from, #","to":"#, to, to: &writer)
        case .reset(let items):
            writer.append(#"{"op":"reset","items":"#)
            JSONWriter.write(.array(items), to: &writer)
            writer.append(UInt8(ascii: "}"))
        }
    }

    /// A step of two numbers: `head`, the first, `middle`, the second, and the end of the object.
    private static func append(
        _ head: StaticString, _ first: Int, _ middle: StaticString, _ second: Int, to writer: inout ByteWriter
    ) {
        writer.append(head)
        writer.appendInteger(Int64(first))
        writer.append(middle)
        writer.appendInteger(Int64(second))
        writer.append(UInt8(ascii: "}"))
    }

    /// A step of an index and items: `head`, the index, the items and the end of the object.
    private static func append(_ head: StaticString, _ index: Int, items: [JSONValue], to writer: inout ByteWriter) {
        writer.append(head)
        writer.appendInteger(Int64(index))
        writer.append(#","items":"#)
        JSONWriter.write(.array(items), to: &writer)
        writer.append(UInt8(ascii: "}"))
    }
}
