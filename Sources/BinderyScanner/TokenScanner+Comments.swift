import BinderySource

extension TokenScanner {
    mutating func scanLineComment() {
        let start = index
        var lineEnd = index
        while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        index = lineEnd
        var textEnd = lineEnd
        if textEnd > start, bytes[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
        // `///` documents; `////` is a plain comment, as in Swift.
        let isDoc =
            start + 2 < end && bytes[start + 2] == UInt8(ascii: "/")
            && !(start + 3 < end && bytes[start + 3] == UInt8(ascii: "/"))
        comments.append(
            CommentTrivia(kind: isDoc ? .doc : .line, start: start, end: textEnd, nextTokenIndex: tokens.count))
        spaceBefore = true
    }

    /// Block comments nest, as in Swift: `/* a /* b */ c */` is one comment.
    mutating func scanBlockComment() {
        let start = index
        index += 2
        var depth = 1
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else {
                if byte == UInt8(ascii: "\n") { newlineBefore = true }
                index += 1
            }
        }
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
}
