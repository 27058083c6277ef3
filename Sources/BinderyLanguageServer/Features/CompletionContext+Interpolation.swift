import BinderySource

extension CompletionContext {
    /// Where the Swift of the interpolation the cursor at `offset` is in starts, `\(‸…`, when it is inside one of a
    /// one-line string literal opened at `start` and still open there: embedded Swift, where a computed property's
    /// interpolation reads the model's properties (`"\(title) \(cou‸)"`), not the string's text. Raw and multi-line
    /// strings, and a string nested in the interpolation, count as text: the cursor is rarely there, and offering
    /// nothing is the safe answer.
    static func interpolationStart(of source: SourceFile, stringFrom start: Int, to offset: Int) -> Int? {
        let bytes = source.bytes
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        guard start < offset, bytes[start] == quote, !(start + 1 < offset && bytes[start + 1] == quote) else {
            return nil
        }
        var depth = 0
        var contentStart = offset
        var index = start + 1
        while index < offset {
            let byte = bytes[index]
            if depth == 0 {
                if byte == backslash {
                    if index + 1 < offset, bytes[index + 1] == UInt8(ascii: "(") {
                        depth = 1
                        contentStart = index + 2
                    }
                    index += 2
                    continue
                }
                if byte == quote { return nil }
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
            } else if byte == quote {
                return nil
            }
            index += 1
        }
        return depth > 0 ? contentStart : nil
    }
}
