import BinderySource

extension TokenScanner {
    /// `// …` to the end of the line: LF, CR or CRLF, as in Swift, so nothing after a lone CR hides in a comment.
    mutating func scanLineComment() {
        let start = index
        while index < end, !CharacterClass.isNewline(bytes[index]) { index += 1 }
        // `///` documents; `////` is a plain comment, as in Swift.
        let isDoc =
            start + 2 < end && bytes[start + 2] == UInt8(ascii: "/")
            && !(start + 3 < end && bytes[start + 3] == UInt8(ascii: "/"))
        comments.append(
            CommentTrivia(kind: isDoc ? .doc : .line, start: start, end: index, nextTokenIndex: tokens.count))
        spaceBefore = true
    }

    /// Block comments nest, as in Swift: `/* a /* b */ c */` is one comment.
    mutating func scanBlockComment() {
        let start = index
        let depth = skipBlockComment()
        if depth > 0 {
            if unterminatedFrom == nil { unterminatedFrom = start }
            error(
                .unterminatedComment,
                "unterminated '/*' comment; add '*/' to close it"
                    + (depth > 1 ? " (comments nest: \(depth) are open)" : ""),
                start, start + 2,
                fixIts: [
                    Diagnostic.FixIt(
                        replacing: SourceRange(file: file, start: end, end: end),
                        with: String(repeating: "*/", count: depth))
                ])
        }
        comments.append(CommentTrivia(kind: .block, start: start, end: index, nextTokenIndex: tokens.count))
        spaceBefore = true
    }

    /// Moves past the block comment at `index` and returns how many comments were still open at the end (0 when it
    /// is closed). Sets `newlineBefore` when the comment spans lines.
    mutating func skipBlockComment() -> Int {
        index += 2
        var depth = 1
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 { return 0 }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else {
                if CharacterClass.isNewline(byte) { newlineBefore = true }
                index += 1
            }
        }
        return depth
    }
}
