extension TokenScanner {
    /// Swift wants a multi-line literal's text to start on the line after its `"""`.
    mutating func checkOpeningLine(start: Int, pounds: Int) {
        var cursor = index
        while cursor < end, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
            cursor += 1
        }
        guard cursor < end, !CharacterClass.isNewline(bytes[cursor]) else { return }
        error(
            .invalidMultilineString,
            "a multi-line string literal's text starts on the line after its '\"\"\"'; break the line here",
            cursor, cursor + 1)
    }

    /// Where each line of a multi-line literal starts, for Swift's indentation rule.
    struct MultilineLines {
        var starts: [Int] = []
        var closing: Int?
        /// The last `\` that ends a line, joining it to the next, and the index in `starts` of that next line.
        var escapedNewline: (backslash: Int, nextLine: Int)?

        mutating func escapeNewline(at backslash: Int) { escapedNewline = (backslash, starts.count) }

        mutating func startLine(at position: Int) { starts.append(position) }

        /// Every line that starts after a line end in `range`.
        mutating func startLines(after range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
            var position = range.lowerBound
            while position < range.upperBound {
                let byte = bytes[position]
                position += 1
                guard CharacterClass.isNewline(byte) else { continue }
                if byte == UInt8(ascii: "\r"), position < range.upperBound, bytes[position] == UInt8(ascii: "\n") {
                    position += 1
                }
                starts.append(position)
            }
        }
        mutating func close(at position: Int) { closing = position }
    }

    /// Swift does not let the last line of a multi-line literal's text end with `\`, joining it to the line of the
    /// closing `"""` (a raw literal's `\#` it lets pass).
    mutating func checkEscapedNewline(_ lines: MultilineLines) {
        guard let (backslash, nextLine) = lines.escapedNewline, nextLine == lines.starts.count - 1 else { return }
        error(
            .invalidMultilineString,
            "the last line of a multi-line string literal cannot end with '\\', which Swift does not allow; "
                + "remove it: the line break before the closing '\"\"\"' is not part of the text anyway",
            backslash, backslash + 1)
    }

    /// Every line of a multi-line literal that holds text must start with the indentation of its closing `"""`,
    /// which must stand alone on its line, as Swift requires.
    mutating func checkIndentation(_ lines: MultilineLines, of start: Int) {
        guard let closing = lines.closing, let lastLine = lines.starts.last else {
            if let closing = lines.closing {
                error(
                    .invalidMultilineString,
                    "a multi-line string literal's closing '\"\"\"' goes on a line of its own; break the line before it",
                    closing, closing + 3)
            }
            return
        }
        for position in lastLine..<closing
        where bytes[position] != UInt8(ascii: " ") && bytes[position] != UInt8(ascii: "\t") {
            error(
                .invalidMultilineString,
                "a multi-line string literal's closing '\"\"\"' goes on a line of its own; break the line before it",
                closing, closing + 3)
            return
        }
        let indentation = lastLine..<closing
        for line in lines.starts.dropLast() {
            var cursor = line
            var matched = 0
            while cursor < end, matched < indentation.count, bytes[cursor] == bytes[indentation.lowerBound + matched] {
                cursor += 1
                matched += 1
            }
            // Only an empty line may be shorter; anything else, spaces too, must carry the whole indentation.
            if matched == indentation.count || cursor >= end || CharacterClass.isNewline(bytes[cursor]) && matched == 0
            {
                continue
            }
            while cursor < end, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
                cursor += 1
            }
            error(
                .invalidMultilineString,
                "this line of a multi-line string literal is indented less than its closing '\"\"\"'; indent it by "
                    + "the same spaces or tabs",
                line, max(line + 1, cursor))
            return
        }
    }
}
