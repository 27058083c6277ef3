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
        // An enclosing interpolation's skip has often found this one's end already: deep nesting stays linear.
        let stop =
            table.knownEnds[bodyStart].map { (position: $0, reason: InterpolationSkipper.Reason.closed, closers: "") }
            ?? InterpolationSkipper.end(
                of: bytes, from: bodyStart, limit: end, isMultiline: isMultiline, knownEnds: &table.knownEnds)
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
            // What is open inside, then the `\(` itself.
            return .unclosed(closers: stop.closers + ")")
        }
    }

    enum InterpolationOutcome {
        /// The `)` closed it; the string goes on after it.
        case closed
        /// There is no `)`: the string goes on from where Swift stopped looking (and ends there, unterminated).
        /// `closers` close the interpolation and what is open inside it.
        case unclosed(closers: String)
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
            bytes: bytes, file: file, range: body, stringDepth: stringDepth + 1, table: table,
            diagnostics: Diagnostics())
        inner.run()
        diagnostics.append(contentsOf: inner.diagnostics)
        table.tokens[body.lowerBound] = Array(inner.tokens.dropLast())
    }
}

/// What the scans of one file learn about its interpolations, shared by the scans of nested interpolations.
final class InterpolationTable {
    /// Where the `)` of each interpolation is, by where its inside starts, as Swift's skipping found it.
    var knownEnds: [Int: Int] = [:]
    /// The ranges inside `\( … )` of each string literal read, by where the literal starts.
    var interpolations: [Int: [Range<Int>]] = [:]
    /// The tokens of each interpolation read, by where its inside starts.
    var tokens: [Int: [Token]] = [:]
}
