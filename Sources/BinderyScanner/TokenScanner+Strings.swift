import BinderySource

extension TokenScanner {
    /// `"…"`, `"""…"""` or, after `#`s, a raw string: one token, interpolations included.
    mutating func scanStringToken() {
        let start = index
        var interpolations: [Range<Int>] = []
        scanString(interpolations: &interpolations)
        if readsInterpolations, !interpolations.isEmpty { table.interpolations[start] = interpolations }
        emit(.stringLiteral, start, allowsRegexAfter: false)
    }

    /// Scans the string literal at `index` (at its `#`s or its quote) to its end, exactly where Swift's lexer ends
    /// it, and collects the ranges inside its `\( … )`s. Reports what Swift would reject: an unterminated literal,
    /// an escape Swift does not know, a multi-line literal's misplaced delimiters or indentation.
    mutating func scanString(interpolations: inout [Range<Int>]) {
        let start = index
        var pounds = 0
        while index < end, bytes[index] == UInt8(ascii: "#") {
            pounds += 1
            index += 1
        }
        index += 1  // the opening quote
        let isMultiline = isOpeningMultilineDelimiter(pounds: pounds)
        var multiline = MultilineLines()
        // What an interpolation left open needs before the closing quote: `)` for `"\(a`.
        var interpolationClosers = ""
        if isMultiline {
            index += 2
            checkOpeningLine(start: start, pounds: pounds)
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hasPounds(pounds, at: index + 1) {
                let escape = index
                index += 1 + pounds
                if peek(0) == UInt8(ascii: "(") {
                    index += 1
                    let bodyStart = index
                    let outcome = scanInterpolation(of: start, isMultiline: isMultiline, into: &interpolations)
                    // Swift holds the lines an interpolation spans to the literal's indentation too.
                    if isMultiline { multiline.startLines(after: bodyStart..<index, in: bytes) }
                    switch outcome {
                    case .closed: continue
                    case .unclosed(let closers):
                        interpolationClosers = closers
                        continue
                    case .stringEnded: return
                    }
                } else {
                    scanEscape(from: escape, isMultiline: isMultiline)
                    if isMultiline, pounds == 0, index < end, CharacterClass.isNewline(bytes[index]),
                        CharacterClass.isNewline(bytes[escape + 1]) || bytes[escape + 1] == UInt8(ascii: " ")
                            || bytes[escape + 1] == UInt8(ascii: "\t")
                    {
                        multiline.escapeNewline(at: escape)
                    }
                }
            } else if byte == UInt8(ascii: "\"") {
                if isMultiline {
                    if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), hasPounds(pounds, at: index + 3) {
                        multiline.close(at: index)
                        index += 3 + pounds
                        checkEscapedNewline(multiline)
                        checkIndentation(multiline, of: start)
                        return
                    }
                    index += 1
                } else if hasPounds(pounds, at: index + 1) {
                    index += 1 + pounds
                    return
                } else {
                    index += 1
                }
            } else if CharacterClass.isNewline(byte) {
                guard isMultiline else {
                    reportUnterminated(start, pounds: pounds, isMultiline: false, after: interpolationClosers)
                    return
                }
                index += byte == UInt8(ascii: "\r") && peek(1) == UInt8(ascii: "\n") ? 2 : 1
                multiline.startLine(at: index)
            } else if byte < 0x20 && !(byte == UInt8(ascii: "\t") && isMultiline) || byte == 0x7F {
                // NUL bytes are reported once for the whole file.
                if byte != 0 {
                    error(
                        .unexpectedCharacter,
                        "control character \\u{\(String(byte, radix: 16, uppercase: true))} in a string literal; "
                            + "write it as an escape such as '\\t' or '\\u{\(String(byte, radix: 16, uppercase: true))}'",
                        index, index + 1)
                }
                index += 1
            } else {
                index += 1
            }
        }
        if unterminatedFrom == nil { unterminatedFrom = start }
        // A multi-line literal's interpolation may have been left open lines before its end: only the quotes.
        reportUnterminated(
            start, pounds: pounds, isMultiline: isMultiline, after: isMultiline ? "" : interpolationClosers)
    }

    /// After `#…#"`: whether `""` follow, making the literal multi-line. A raw `#"""#`, closed on its own line, is a
    /// single-line string holding `"`, as Swift reads it.
    private func isOpeningMultilineDelimiter(pounds: Int) -> Bool {
        guard peek(0) == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\"") else { return false }
        if pounds > 0 {
            var cursor = index
            while cursor < end, !CharacterClass.isNewline(bytes[cursor]) {
                if bytes[cursor] == UInt8(ascii: "\""), hasPounds(pounds, at: cursor + 1) { return false }
                cursor += 1
            }
        }
        return true
    }

    func hasPounds(_ count: Int, at position: Int) -> Bool {
        guard position + count <= end else { return false }
        for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "#") {
            return false
        }
        return true
    }

    /// `\n`, `\u{…}` and the rest of Swift's escapes; in a multi-line literal, `\` at the end of a line joins it to the
    /// next. `escape` is where the backslash is; `index` is just after it and its `#`s.
    private mutating func scanEscape(from escape: Int, isMultiline: Bool) {
        guard index < end else { return }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"),
            UInt8(ascii: "\""), UInt8(ascii: "'"):
            index += 1
        case UInt8(ascii: "u"):
            scanUnicodeEscape(from: escape)
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            var cursor = index
            while cursor < end, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
                cursor += 1
            }
            if isMultiline, cursor < end, CharacterClass.isNewline(bytes[cursor]) {
                index = cursor  // the line break itself is read as the literal's next line
            } else if !CharacterClass.isNewline(byte) {
                reportInvalidEscape(from: escape)
            }
        default:
            reportInvalidEscape(from: escape)
        }
    }

    /// `\u{1F600}`: one to eight hex digits naming a Unicode scalar.
    private mutating func scanUnicodeEscape(from escape: Int) {
        index += 1
        guard peek(0) == UInt8(ascii: "{") else {
            error(
                .invalidEscape, "'\\u' must be followed by a scalar value in braces, as in '\\u{1F600}'", escape,
                index)
            return
        }
        index += 1
        let digitsStart = index
        while index < end, CharacterClass.isHexDigit(bytes[index]) { index += 1 }
        let digits = text(digitsStart..<index)
        guard peek(0) == UInt8(ascii: "}") else {
            error(.invalidEscape, "expected '}' to close the '\\u{' escape", escape, index)
            return
        }
        index += 1
        guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16), Unicode.Scalar(value) != nil
        else {
            error(
                .invalidEscape, "'\\u{\(digits)}' is not a Unicode scalar; give one to eight hex digits of a valid one",
                escape, index)
            return
        }
    }

    private mutating func reportInvalidEscape(from escape: Int) {
        var escapeEnd = index
        if let (_, length) = CharacterClass.scalar(bytes, at: index, end: end) { escapeEnd += length }
        let written = text(escape..<escapeEnd)
        error(
            .invalidEscape,
            "invalid escape sequence '\(written)' in a string literal; Swift knows \\0 \\\\ \\t \\n \\r \\\" \\' "
                + "\\u{…} and \\(…)",
            escape, escapeEnd)
        index = escapeEnd
    }

    /// - Parameter closers: what an interpolation left open needs before the closing quote.
    mutating func reportUnterminated(_ start: Int, pounds: Int, isMultiline: Bool, after closers: String = "") {
        let closing = closers + (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: pounds)
        diagnostics.error(
            .unterminatedString, "unterminated string literal; add '\(closing)' to close it",
            at: SourceRange(file: file, start: start, end: start + pounds + (isMultiline ? 3 : 1)),
            fixIts: [Diagnostic.FixIt(replacing: SourceRange(file: file, start: index, end: index), with: closing)])
    }
}
