import Protocol

/// Lines of generated source, indented by four spaces a level, with its doc comments wrapped.
///
/// Rules:
/// - Docs are wrapped at word boundaries to `width` columns, indentation included; a word longer
///   than a line stands alone on its line.
/// - The text ends with one newline and holds no trailing spaces, so two runs compare byte for byte.
struct SourceText {
    static let width = 100
    private var lines: [String] = []

    /// Appends `text` at `level`; an empty text is a blank line.
    mutating func line(_ text: String = "", _ level: Int = 0) {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: level) + text)
    }

    /// Appends the lines of `other`.
    mutating func append(_ other: SourceText) {
        lines += other.lines
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// `text` split into lines of at most `width` characters, at spaces; its own line breaks stay.
    static func wrap(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= width {
                    current += " " + word
                } else {
                    result.append(current)
                    current = String(word)
                }
            }
            result.append(current)
        }
        return result
    }

    /// `text` as a string literal both Python and TypeScript read back as `text`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
