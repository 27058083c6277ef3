extension SwiftDeclarationFinder {
    /// `source` with comments (`//`, nested `/* */`) and the contents of string literals (`"…"`, `"""…"""`, raw
    /// `#"…"#`) turned into spaces, newlines kept.
    static func blankingCommentsAndStrings(_ source: [UInt8]) -> [UInt8] {
        var code = source
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where code[position] != UInt8(ascii: "\n") { code[position] = UInt8(ascii: " ") }
        }
        func starts(with text: String, at position: Int) -> Bool {
            let bytes = Array(text.utf8)
            return position + bytes.count <= source.count
                && source[position..<position + bytes.count].elementsEqual(bytes)
        }
        while index < source.count {
            if starts(with: "//", at: index) {
                let end = source[index...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
                blank(index..<end)
                index = end
            } else if starts(with: "/*", at: index) {
                var depth = 0
                var end = index
                while end < source.count {
                    if starts(with: "/*", at: end) {
                        depth += 1
                        end += 2
                    } else if starts(with: "*/", at: end) {
                        depth -= 1
                        end += 2
                        if depth == 0 { break }
                    } else {
                        end += 1
                    }
                }
                blank(index..<end)
                index = end
            } else if source[index] == UInt8(ascii: "\"") || source[index] == UInt8(ascii: "#") {
                index = blankingString(at: index, in: source, blank: blank)
            } else {
                index += 1
            }
        }
        return code
    }

    /// Blanks the contents of the string literal at `start`, if one starts there (`#` may open a raw one), and
    /// returns where scanning goes on.
    private static func blankingString(at start: Int, in source: [UInt8], blank: (Range<Int>) -> Void) -> Int {
        var hashes = 0
        while start + hashes < source.count, source[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let quote = start + hashes
        guard quote < source.count, source[quote] == UInt8(ascii: "\"") else { return start + max(hashes, 1) }
        let isMultiline =
            quote + 2 < source.count && source[quote + 1] == UInt8(ascii: "\"")
            && source[quote + 2] == UInt8(ascii: "\"")
        let delimiter = isMultiline ? 3 : 1
        var index = quote + delimiter
        while index < source.count {
            let byte = source[index]
            // An escape in a plain literal (`\"`); a raw one's escapes need its hashes after the backslash.
            if byte == UInt8(ascii: "\\"), hashes == 0 {
                index += 2
                continue
            }
            if !isMultiline, byte == UInt8(ascii: "\n") { return index }
            if byte == UInt8(ascii: "\""), closes(at: index, delimiter: delimiter, hashes: hashes, in: source) {
                blank(quote + delimiter..<index)
                return index + delimiter + hashes
            }
            index += 1
        }
        blank(quote + delimiter..<source.count)
        return source.count
    }

    private static func closes(at index: Int, delimiter: Int, hashes: Int, in source: [UInt8]) -> Bool {
        let end = index + delimiter + hashes
        guard end <= source.count else { return false }
        return source[index..<index + delimiter].allSatisfy { $0 == UInt8(ascii: "\"") }
            && source[index + delimiter..<end].allSatisfy { $0 == UInt8(ascii: "#") }
    }
}
