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
    /// that closes, added to `knownEnds` (by where each inside starts). When it does not close, `closers` is what
    /// would close what is open inside it where the skip stopped, innermost first: `")` for `\(f("a`.
    static func end(
        of bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int, isMultiline: Bool,
        knownEnds: inout [Int: Int]
    ) -> (position: Int, reason: Reason, closers: String) {
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

    /// The delimiters that close every open string and parenthesis, innermost first.
    private var closers: String {
        var text = ""
        var string = poundCounts.count - 1
        for opener in open.reversed() {
            guard opener == Self.quote || opener == Self.apostrophe else {
                text += ")"
                continue
            }
            // `allowsNewline` starts with the interpolation's own entry, then one per open string.
            let quote = opener == Self.apostrophe ? "'" : allowsNewline[string + 1] ? "\"\"\"" : "\""
            text += quote + String(repeating: "#", count: poundCounts[string])
            string -= 1
        }
        return text
    }

    private mutating func run(knownEnds: inout [Int: Int]) -> (position: Int, reason: Reason, closers: String) {
        while cursor < limit {
            let here = cursor
            var character = bytes[cursor]
            cursor += 1
            var pounds = 0
            switch character {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if allowsNewline.last == true { continue }
                return (here, .lineEnd, closers)
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
                guard let last = open.last else { return (here, .closed, "") }
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
                    if comment.spansLines, allowsNewline.last != true { return (here, .comment, closers) }
                } else if byte(cursor) == UInt8(ascii: "/") {
                    if allowsNewline.last != true { return (here, .comment, closers) }
                    while let next = byte(cursor), !CharacterClass.isNewline(next) { cursor += 1 }
                    if cursor < limit { cursor += 1 }
                }
            default:
                continue
            }
        }
        return (limit, .endOfInput, closers)
    }
}
