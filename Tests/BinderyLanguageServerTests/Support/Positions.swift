import BinderyLanguageServer

/// LSP positions found by text, so tests say "on `titel`" rather than counting columns.
enum Positions {
    /// The position of the `occurrence`-th match of `needle` (plus `offset` characters), in UTF-16 units.
    static func of(_ needle: String, in text: String, occurrence: Int = 1, offset: Int = 0) -> JSONValue {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
            found = range
            searchStart = range.upperBound
        }
        guard let found else { return nil }
        let before = text[..<found.lowerBound]
        let line = before.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let character = text[lineStart..<found.lowerBound].utf16.count + offset
        return ["line": .int(line), "character": .int(character)]
    }
}
