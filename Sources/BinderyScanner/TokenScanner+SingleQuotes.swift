import BinderySource

extension TokenScanner {
    /// `'x'`: read as the string it was meant to be, and say how Swift writes it.
    mutating func scanSingleQuoted() {
        let start = index
        var close = index + 1
        while close < end, bytes[close] != UInt8(ascii: "'"), !CharacterClass.isNewline(bytes[close]) { close += 1 }
        guard close < end, bytes[close] == UInt8(ascii: "'") else {
            index += 1
            error(.unexpectedCharacter, "unexpected character '''; string literals use double quotes", start, index)
            spaceBefore = true
            return
        }
        index = close + 1
        let inner = text((start + 1)..<close)
        error(
            .singleQuotedString, "single-quoted strings are not Swift; write \"\(inner)\"", start, index,
            fixIts: [
                Diagnostic.FixIt(replacing: SourceRange(file: file, start: start, end: index), with: "\"\(inner)\"")
            ])
        emit(.stringLiteral, start, allowsRegexAfter: false)
    }
}
