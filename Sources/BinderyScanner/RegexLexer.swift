/// Swift's regex literal lexer (SE-0354, as swift-syntax's `RegexLiteralLexer` has it): finds where `/…/` or
/// `#/…/#` ends, and whether a bare `/…/` is a regex at all.
struct RegexLexer {
    struct Problem {
        var message: String
        var position: Int
        var end: Int
    }

    struct Result {
        var end: Int
        var isUnterminated: Bool
        var pounds: Int
        var problem: Problem?
    }

    private enum Step {
        case next
        case done
        case notARegex
        case unterminated
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let limit: Int
    let mustBeRegex: Bool
    private var cursor = 0
    private var pounds = 0
    private var firstNewline: Int?
    private var groupDepth = 0
    private var classDepth = 0
    private var lastUnescapedSpace: Int?
    private var lastNewlineEnd: Int?
    private var problem: Problem?

    init(bytes: UnsafeBufferPointer<UInt8>, limit: Int, mustBeRegex: Bool) {
        self.bytes = bytes
        self.limit = limit
        self.mustBeRegex = mustBeRegex
    }

    private func byte(_ position: Int) -> UInt8? { position < limit ? bytes[position] : nil }

    private mutating func record(_ message: String, at position: Int, end: Int? = nil) {
        if problem == nil { problem = Problem(message: message, position: position, end: end ?? position + 1) }
    }

    /// Lexes from the opening `/` (after `pounds` `#`s).
    mutating func lex(from slash: Int, pounds: Int) -> Result? {
        self.pounds = pounds
        cursor = slash + 1
        if pounds == 0 {
            switch byte(cursor) {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                // `/ 1 /` reads as operators; a regex may not start with a space.
                guard mustBeRegex else { return nil }
                record("a regex literal cannot start with a space; write '\\ ' or use '#/…/#'", at: cursor)
            case UInt8(ascii: "*"), UInt8(ascii: "/"):
                return nil  // a comment
            default:
                break
            }
            if slash > 0, bytes[slash - 1] == UInt8(ascii: "*") { return nil }  // the end of a block comment
        } else {
            // `#/` followed by nothing but spaces on its line starts a multi-line regex.
            var scan = cursor
            while let next = byte(scan), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { scan += 1 }
            if let next = byte(scan), CharacterClass.isNewline(next) {
                firstNewline = scan
                cursor = scan
            }
        }
        while true {
            if let step = tryClosing() {
                switch step {
                case .done: return Result(end: cursor, isUnterminated: false, pounds: pounds, problem: problem)
                case .unterminated: return unterminated()
                default: return nil
                }
            }
            switch nextCharacter(escaped: false) {
            case .next: continue
            case .notARegex: return nil
            case .unterminated: return unterminated()
            case .done: return Result(end: cursor, isUnterminated: false, pounds: pounds, problem: problem)
            }
        }
    }

    private mutating func unterminated() -> Result? {
        guard mustBeRegex else { return nil }
        return Result(end: cursor, isUnterminated: true, pounds: pounds, problem: problem)
    }

    private mutating func tryClosing() -> Step? {
        guard byte(cursor) == UInt8(ascii: "/") else { return nil }
        let slash = cursor
        var scan = cursor + 1
        var closingPounds = 0
        if pounds > 0 {
            while byte(scan) == UInt8(ascii: "#") {
                closingPounds += 1
                scan += 1
            }
        }
        guard closingPounds >= pounds else { return nil }
        if let lastNewlineEnd {
            for position in lastNewlineEnd..<slash
            where bytes[position] != UInt8(ascii: " ") && bytes[position] != UInt8(ascii: "\t") {
                record("a multi-line regex literal's closing delimiter goes on a line of its own", at: slash)
                break
            }
        }
        if closingPounds == 0 {
            // `/…//` or `/…/*`: more likely a comment than a regex.
            if let next = byte(scan), next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return .unterminated }
            if let lastUnescapedSpace, lastUnescapedSpace + 1 == slash {
                guard mustBeRegex else { return .notARegex }
                record("a regex literal cannot end with a space; write '\\ ' or use '#/…/#'", at: lastUnescapedSpace)
            }
        }
        cursor = scan
        return .done
    }

    private mutating func nextCharacter(escaped: Bool) -> Step {
        guard cursor < limit else {
            if let firstNewline { cursor = firstNewline }
            return .unterminated
        }
        let position = cursor
        let character = bytes[cursor]
        if character >= 0x80 {
            let length = CharacterClass.utf8SequenceLength(bytes, at: cursor, end: limit)
            cursor += max(1, length)
            return .next  // invalid UTF-8 is reported for the whole file
        }
        cursor += 1
        switch character {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            guard firstNewline != nil else {
                cursor = position
                return .unterminated
            }
            lastNewlineEnd = cursor
        case UInt8(ascii: "\\") where !escaped:
            return nextCharacter(escaped: true)
        case UInt8(ascii: "(") where !escaped && classDepth == 0:
            groupDepth += 1
        case UInt8(ascii: ")") where !escaped && classDepth == 0:
            if groupDepth == 0 {
                // An unbalanced `)` reads as an operator's argument list closing, not a regex.
                if !mustBeRegex { return .notARegex }
            } else {
                groupDepth -= 1
            }
        case UInt8(ascii: "[") where !escaped:
            classDepth += 1
        case UInt8(ascii: "]") where !escaped:
            if classDepth > 0 { classDepth -= 1 }
        case 0:
            break  // NUL bytes are reported for the whole file
        case UInt8(ascii: "\t") where firstNewline == nil:
            record("a tab in a single-line regex literal; write '\\t'", at: position)
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
            if !escaped { lastUnescapedSpace = position }
        default:
            if character < 0x20 || character == 0x7F {
                record(
                    "control character \\u{\(String(character, radix: 16, uppercase: true))} in a regex literal; "
                        + "write it as an escape",
                    at: position)
            }
        }
        return .next
    }
}
