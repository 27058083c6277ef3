import BinderySource

extension CompletionContext {
    /// Whether the cursor at `offset` is inside an interpolation, `\(…‸`, of a one-line string literal opened at
    /// `start` and still open there: embedded Swift, where a computed property's interpolation reads the model's
    /// properties (`"\(title) \(cou‸)"`), not the string's text. Raw and multi-line strings, and a string nested in
    /// the interpolation, count as text: the cursor is rarely there, and offering nothing is the safe answer.
    static func isInInterpolation(of source: SourceFile, stringFrom start: Int, to offset: Int) -> Bool {
        let bytes = source.bytes
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        guard start < offset, bytes[start] == quote, !(start + 1 < offset && bytes[start + 1] == quote) else {
            return false
        }
        var depth = 0
        var index = start + 1
        while index < offset {
            let byte = bytes[index]
            if depth == 0 {
                if byte == backslash {
                    if index + 1 < offset, bytes[index + 1] == UInt8(ascii: "(") { depth = 1 }
                    index += 2
                    continue
                }
                if byte == quote { return false }
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
            } else if byte == quote {
                return false
            }
            index += 1
        }
        return depth > 0
    }
}
