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
            table.knownEnds[bodyStart].map { (position: $0, reason: InterpolationSkipper.Reason.closed) }
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

/// Swift's `skipToEndOfInterpolatedExpression`: how the compiler's lexer finds the `)` that closes `\(`, without
/// reading the inside as tokens. Iterative, with its own stacks, so any nesting depth is safe.
struct InterpolationSkipper {
    enum Reason {
        /// `position` is the closing `)`.
        case closed
        /// A line ends inside a single-line string's interpolation.
        case lineEnd
        /// A `//` comment, or a `/* */` comment spanning lines, inside a single-line string's interpolation.
        case comment
        case endOfInput
    }

    private static let quote = UInt8(ascii: "\"")
    private static let apostrophe = UInt8(ascii: "'")
    private static let parenthesis = UInt8(ascii: "(")
    /// On the stack of open things, an interpolation's `\(` (a `(` whose end is worth remembering).
    private static let interpolation = UInt8(ascii: "\\")

    private let bytes: UnsafeBufferPointer<UInt8>
    private let limit: Int
    private var cursor: Int
    /// `"`, `'`, `(` or `\` (for `\(`) for each open string or parenthesis.
    private var open: [UInt8] = []
    /// Where each open `\(`'s inside starts, innermost last.
    private var interpolationStarts: [Int] = []
    private var allowsNewline: [Bool]
    private var poundCounts: [Int] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int, isMultiline: Bool) {
        self.bytes = bytes
        self.limit = limit
        self.cursor = start
        self.allowsNewline = [isMultiline]
    }

    /// Where the interpolation whose inside starts at `start` ends, and the end of every interpolation nested in it
    /// that closes, added to `knownEnds` (by where each inside starts).
    static func end(
        of bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int, isMultiline: Bool,
        knownEnds: inout [Int: Int]
    ) -> (position: Int, reason: Reason) {
        var skipper = InterpolationSkipper(bytes: bytes, from: start, limit: limit, isMultiline: isMultiline)
        return skipper.run(knownEnds: &knownEnds)
    }

    @inline(__always) private func byte(_ position: Int) -> UInt8? { position < limit ? bytes[position] : nil }

    private var isInString: Bool {
        guard let last = open.last else { return false }
        return last == Self.quote || last == Self.apostrophe
    }

    private mutating func delimiterMatches(_ count: Int, at position: inout Int) -> Bool {
        guard count > 0 else { return true }
        var scan = position
        while byte(scan) == UInt8(ascii: "#") { scan += 1 }
        guard scan - position >= count else { return false }
        position += count
        return true
    }

    /// After a quote: whether `""` follow (a multi-line delimiter), consuming them. `#"""#` is a single-line raw
    /// string holding a quote.
    private mutating func multilineDelimiter(pounds: Int, isOpening: Bool) -> Bool {
        if isOpening, pounds > 0 {
            var scan = cursor
            while let next = byte(scan), !CharacterClass.isNewline(next) {
                scan += 1
                if next == Self.quote, delimiterMatches(pounds, at: &scan) { return false }
            }
        }
        guard byte(cursor) == Self.quote, byte(cursor + 1) == Self.quote else { return false }
        cursor += 2
        return true
    }

    private mutating func run(knownEnds: inout [Int: Int]) -> (position: Int, reason: Reason) {
        while cursor < limit {
            let here = cursor
            var character = bytes[cursor]
            cursor += 1
            var pounds = 0
            switch character {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if allowsNewline.last == true { continue }
                return (here, .lineEnd)
            case UInt8(ascii: "#"):
                guard !isInString else { continue }
                var scan = here
                while byte(scan) == UInt8(ascii: "#") { scan += 1 }
                guard byte(scan) == Self.quote else { continue }
                pounds = scan - here
                cursor = scan + 1
                character = Self.quote
                fallthrough
            case Self.quote, Self.apostrophe:
                if !isInString {
                    open.append(character)
                    allowsNewline.append(multilineDelimiter(pounds: pounds, isOpening: true))
                    poundCounts.append(pounds)
                    continue
                }
                guard open.last == character else { continue }
                if allowsNewline.last == true, !multilineDelimiter(pounds: 0, isOpening: false) { continue }
                var after = cursor
                guard delimiterMatches(poundCounts.last ?? 0, at: &after) else { continue }
                cursor = after
                open.removeLast()
                allowsNewline.removeLast()
                poundCounts.removeLast()
            case UInt8(ascii: "\\"):
                var after = cursor
                guard isInString, delimiterMatches(poundCounts.last ?? 0, at: &after) else { continue }
                cursor = after
                guard let next = byte(cursor) else { continue }
                if next == Self.parenthesis {
                    cursor += 1
                    open.append(Self.interpolation)
                    interpolationStarts.append(cursor)
                } else if !CharacterClass.isNewline(next) && next != 0 {
                    cursor += 1
                }
            case Self.parenthesis:
                if !isInString { open.append(character) }
            case UInt8(ascii: ")"):
                guard let last = open.last else { return (here, .closed) }
                if last == Self.parenthesis {
                    open.removeLast()
                } else if last == Self.interpolation {
                    open.removeLast()
                    knownEnds[interpolationStarts.removeLast()] = here
                }
            case UInt8(ascii: "/"):
                guard !isInString else { continue }
                if byte(cursor) == UInt8(ascii: "*") {
                    let comment = BlockComment(in: bytes, at: here, limit: limit)
                    cursor = comment.end
                    if comment.spansLines, allowsNewline.last != true { return (here, .comment) }
                } else if byte(cursor) == UInt8(ascii: "/") {
                    if allowsNewline.last != true { return (here, .comment) }
                    while let next = byte(cursor), !CharacterClass.isNewline(next) { cursor += 1 }
                    if cursor < limit { cursor += 1 }
                }
            default:
                continue
            }
        }
        return (limit, .endOfInput)
    }
}
