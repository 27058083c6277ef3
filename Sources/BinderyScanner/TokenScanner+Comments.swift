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
        let comment = BlockComment(in: bytes, at: index, limit: end)
        index = comment.end
        if comment.spansLines { newlineBefore = true }
        let depth = comment.openDepth
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
        let star = UInt8(ascii: "*")
        let isDoc =
            depth == 0 && start + 3 < index && bytes[start + 2] == star && bytes[start + 3] != star
            && bytes[start + 3] != UInt8(ascii: "/")
        comments.append(
            CommentTrivia(kind: isDoc ? .docBlock : .block, start: start, end: index, nextTokenIndex: tokens.count))
        spaceBefore = true
    }
}
