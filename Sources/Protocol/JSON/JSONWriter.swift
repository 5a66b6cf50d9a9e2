/// Writes compact JSON (no spaces) straight into a byte buffer.
///
/// Appending to the caller's buffer lets a message, its framing header and its neighbours share
/// one allocation. Output rules:
/// - Doubles are spelled as ECMAScript and RFC 8785 spell them (`100`, `0.1`, `1e+21`, `1.5e-7`;
///   see `writeDouble`), so re-parsing gives the same `Double`, though a whole one comes back as an
///   `integer`; non-finite doubles, which JSON cannot express, are written as `null`. A kept
///   ``JSONNumber`` is written verbatim.
/// - Strings escape `"`, `\`, control characters (`\n \r \t \b \f`, others `\u00XX`) and U+2028/
///   U+2029 (which break JavaScript clients that `eval` lines); everything else is raw UTF-8.
/// - Object keys keep insertion order unless `sortedKeys` asks for canonical output (golden tests).
public enum JSONWriter {
    /// Room for a typical message, so that writing one rarely regrows the buffer.
    static let typicalSize = 256

    /// Appends `value` as compact JSON to `buffer`.
    public static func append(_ value: JSONValue, to buffer: inout [UInt8], sortedKeys: Bool = false) {
        var writer = ByteWriter(capacity: typicalSize)
        write(value, to: &writer, sortedKeys: sortedKeys)
        writer.copy(to: &buffer)
    }

    /// `value` as compact JSON bytes.
    public static func encode(_ value: JSONValue, sortedKeys: Bool = false) -> [UInt8] {
        var writer = ByteWriter(capacity: typicalSize)
        write(value, to: &writer, sortedKeys: sortedKeys)
        return writer.makeArray()
    }

    /// `value` as compact JSON text, for logs, tests and descriptions.
    public static func string(_ value: JSONValue, sortedKeys: Bool = false) -> String {
        String(decoding: encode(value, sortedKeys: sortedKeys), as: UTF8.self)
    }

    static func write(_ value: JSONValue, to writer: inout ByteWriter, sortedKeys: Bool = false) {
        switch value {
        case .null:
            writer.append("null")
        case .bool(let flag):
            writer.append(flag ? "true" : "false")
        case .integer(let integer):
            writer.appendInteger(integer)
        case .double(let double):
            writeDouble(double, to: &writer)
        case .number(let number):
            var text = number.text
            text.withUTF8 { writer.append($0) }
        case .string(let string):
            writeString(string, to: &writer)
        case .array(let elements):
            writer.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { writer.append(UInt8(ascii: ",")) }
                write(element, to: &writer, sortedKeys: sortedKeys)
            }
            writer.append(UInt8(ascii: "]"))
        case .object(let object):
            writer.append(UInt8(ascii: "{"))
            let entries = sortedKeys ? object.sortedEntries() : object.entries
            for (position, entry) in entries.enumerated() {
                if position > 0 { writer.append(UInt8(ascii: ",")) }
                writeString(entry.key, to: &writer)
                writer.append(UInt8(ascii: ":"))
                write(entry.value, to: &writer, sortedKeys: sortedKeys)
            }
            writer.append(UInt8(ascii: "}"))
        }
    }
}
