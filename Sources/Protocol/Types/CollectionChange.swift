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
        case .insert(let index, let items):
            writer.append(#"{"op":"insert","index":"#)
            writer.appendInteger(Int64(index))
            Self.appendItems(items, to: &writer)
        case .remove(let index, let count):
            writer.append(#"{"op":"remove","index":"#)
            writer.appendInteger(Int64(index))
            writer.append(#","count":"#)
            writer.appendInteger(Int64(count))
            writer.append(UInt8(ascii: "}"))
        case .replace(let index, let items):
            writer.append(#"{"op":"replace","index":"#)
            writer.appendInteger(Int64(index))
            Self.appendItems(items, to: &writer)
        case .move(let from, let to):
            writer.append(#"{"op":"move","from":"#)
            writer.appendInteger(Int64(from))
            writer.append(#","to":"#)
            writer.appendInteger(Int64(to))
            writer.append(UInt8(ascii: "}"))
        case .reset(let items):
            writer.append(#"{"op":"reset""#)
            Self.appendItems(items, to: &writer)
        }
    }

    /// `,"items":[…]}`: the end of a step that carries items.
    private static func appendItems(_ items: [JSONValue], to writer: inout ByteWriter) {
        writer.append(#","items":"#)
        JSONWriter.write(.array(items), to: &writer)
        writer.append(UInt8(ascii: "}"))
    }
}
