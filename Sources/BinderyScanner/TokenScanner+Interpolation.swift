import BinderySource

extension TokenScanner {
    /// Reads `\( … )` with `index` just after the `(`, in two steps as Swift does: it first finds the closing `)` the
    /// way Swift's lexer skips an interpolation (counting parentheses, stepping over nested strings and comments,
    /// nothing else), then reads the text in between as tokens. The string's extent therefore never depends on how
    /// the inside reads. Says how the string goes on.
    mutating func scanInterpolation(
        of stringStart: Int, isMultiline: Bool, into ranges: inout [Range<Int>]
    ) -> InterpolationOutcome {
        let bodyStart = index
        let stop = InterpolationSkipper.end(of: bytes, from: bodyStart, limit: end, isMultiline: isMultiline)
        index = stop.position
        switch stop.reason {
        case .closed:
            ranges.append(bodyStart..<stop.position)
            scanInterpolationBody(bodyStart..<stop.position, of: stringStart)
            index += 1
            return .closed
        case .comment:
            error(
                .unterminatedString,
                "a comment cannot be inside the interpolation of a single-line string literal, where it would end "
                    + "the line; remove it or use a multi-line string",
                stop.position, stop.position + 2)
            // The rest of the line belongs to the broken literal: one mistake, one error.
            while index < end, !CharacterClass.isNewline(bytes[index]) { index += 1 }
            return .stringEnded
        case .lineEnd, .endOfInput:
            return .unclosed
        }
    }

    enum InterpolationOutcome {
        /// The `)` closed it; the string goes on after it.
        case closed
        /// There is no `)`: the string goes on from where Swift stopped looking (and ends there, unterminated).
        case unclosed
        /// Reported; the string ends here.
        case stringEnded
    }

    /// Reads an interpolation's text as Swift reads it after finding its end: as tokens, reporting what does not
    /// lex (an unterminated regex literal, say). Past the nesting limit, says so once and reads no deeper.
    private mutating func scanInterpolationBody(_ body: Range<Int>, of stringStart: Int) {
        guard readsInterpolations else { return }
        guard stringDepth < TokenScanner.maximumStringNesting else {
            error(
                .stringNestingTooDeep,
                "string literals nest more than \(TokenScanner.maximumStringNesting) deep inside interpolations; "
                    + "simplify the expression",
                stringStart, body.lowerBound)
            return
        }
        var inner = TokenScanner(
            bytes: bytes, file: file, range: body, stringDepth: stringDepth + 1, diagnostics: Diagnostics())
        inner.run()
        diagnostics.append(contentsOf: inner.diagnostics)
    }
}

/// Swift's `skipToEndOfInterpolatedExpression`: how the compiler's lexer finds the `)` that closes `\(`, without
/// reading the inside as tokens. Iterative, with its own stacks, so any nesting depth is safe.
enum InterpolationSkipper {
    enum Reason {
        /// `position` is the closing `)`.
        case closed
        /// A line ends inside a single-line string's interpolation.
        case lineEnd
        /// A `//` comment, or a `/* */` comment spanning lines, inside a single-line string's interpolation.
        case comment
        case endOfInput
    }

    static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int, isMultiline: Bool) -> (
        position: Int, reason: Reason
    ) {
        /// `"`, `'` or `(` for each open string or parenthesis.
        var open: [UInt8] = []
        var allowsNewline: [Bool] = [isMultiline]
        var poundCounts: [Int] = []
        var cursor = start
        func inString() -> Bool {
            guard let last = open.last else { return false }
            return last == UInt8(ascii: "\"") || last == UInt8(ascii: "'")
        }
        func byte(_ position: Int) -> UInt8? { position < limit ? bytes[position] : nil }
        func delimiterMatches(_ count: Int, at position: inout Int) -> Bool {
            guard count > 0 else { return true }
            var scan = position
            while byte(scan) == UInt8(ascii: "#") { scan += 1 }
            guard scan - position >= count else { return false }
            position += count
            return true
        }
        /// After a quote: whether `""` follow (a multi-line delimiter), consuming them.
        func multilineDelimiter(pounds: Int, at position: inout Int, isOpening: Bool) -> Bool {
            if isOpening, pounds > 0 {
                // `#"""#` is a single-line raw string holding a quote.
                var scan = position
                while let next = byte(scan), !CharacterClass.isNewline(next) {
                    scan += 1
                    if next == UInt8(ascii: "\""), delimiterMatches(pounds, at: &scan) { return false }
                }
            }
            guard byte(position) == UInt8(ascii: "\""), byte(position + 1) == UInt8(ascii: "\"") else { return false }
            position += 2
            return true
        }
        while true {
            guard cursor < limit else { return (limit, .endOfInput) }
            let here = cursor
            var character = bytes[cursor]
            cursor += 1
            var pounds = 0
            switch character {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if allowsNewline.last == true { continue }
                return (here, .lineEnd)
            case UInt8(ascii: "#"):
                guard !inString() else { continue }
                var scan = here
                while byte(scan) == UInt8(ascii: "#") { scan += 1 }
                guard byte(scan) == UInt8(ascii: "\"") else { continue }
                pounds = scan - here
                cursor = scan + 1
                character = UInt8(ascii: "\"")
                fallthrough
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if !inString() {
                    open.append(character)
                    allowsNewline.append(multilineDelimiter(pounds: pounds, at: &cursor, isOpening: true))
                    poundCounts.append(pounds)
                    continue
                }
                guard open.last == character else { continue }
                if allowsNewline.last == true, !multilineDelimiter(pounds: 0, at: &cursor, isOpening: false) {
                    continue
                }
                guard delimiterMatches(poundCounts.last ?? 0, at: &cursor) else { continue }
                open.removeLast()
                allowsNewline.removeLast()
                poundCounts.removeLast()
            case UInt8(ascii: "\\"):
                guard inString(), delimiterMatches(poundCounts.last ?? 0, at: &cursor) else { continue }
                guard let next = byte(cursor) else { continue }
                if next == UInt8(ascii: "(") {
                    cursor += 1
                    open.append(UInt8(ascii: "("))
                } else if !CharacterClass.isNewline(next) && next != 0 {
                    cursor += 1
                }
            case UInt8(ascii: "("):
                if !inString() { open.append(character) }
            case UInt8(ascii: ")"):
                guard let last = open.last else { return (here, .closed) }
                if last == UInt8(ascii: "(") { open.removeLast() }
            case UInt8(ascii: "/"):
                guard !inString() else { continue }
                if byte(cursor) == UInt8(ascii: "*") {
                    cursor += 1
                    var depth = 1
                    var spansLines = false
                    while depth > 0, let next = byte(cursor) {
                        if next == UInt8(ascii: "*"), byte(cursor + 1) == UInt8(ascii: "/") {
                            depth -= 1
                            cursor += 2
                        } else if next == UInt8(ascii: "/"), byte(cursor + 1) == UInt8(ascii: "*") {
                            depth += 1
                            cursor += 2
                        } else {
                            if CharacterClass.isNewline(next) { spansLines = true }
                            cursor += 1
                        }
                    }
                    if spansLines, allowsNewline.last != true { return (here, .comment) }
                } else if byte(cursor) == UInt8(ascii: "/") {
                    if allowsNewline.last != true { return (here, .comment) }
                    while let next = byte(cursor), !CharacterClass.isNewline(next) { cursor += 1 }
                    if cursor < limit { cursor += 1 }
                }
            default:
                continue
            }
        }
    }
}
