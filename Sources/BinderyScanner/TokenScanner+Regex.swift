import BinderySource

extension TokenScanner {
    /// Swift's keywords that its lexer tells apart from names; after one (but for those that are values), an
    /// expression may start, so a `/` there starts a regex literal.
    private static let sequencingKeywords: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do",
        "else", "enum", "extension", "fallthrough", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "static", "struct", "subscript", "switch", "throw", "throws", "try",
        "typealias", "var", "where", "while",
    ]

    /// Whether the previous token leaves Swift expecting an expression, SE-0354's "regex literal position".
    func isInRegexPosition() -> Bool {
        if let allows = previous.allowsRegexAfter { return allows }
        return previous.kind == .identifier && !previous.isBackticked
            && Self.sequencingKeywords.contains(text(previous.start..<previous.end))
    }

    /// Whether the previous token is the keyword `word` (`func`, `operator`, `try`).
    func previousIsKeyword(_ word: String) -> Bool {
        previous.kind == .identifier && !previous.isBackticked && previous.end - previous.start == word.utf8.count
            && text(previous.start..<previous.end) == word
    }

    /// What Swift's lexer does with a `/` inside the operator `operatorRange` (at its first `/`): returns the end of
    /// the regex literal that starts there, or nil when the `/` is an operator character.
    mutating func regexLiteral(at slash: Int, inOperator operatorRange: Range<Int>) -> Int? {
        let isLeftBound = isLeftBound(operatorRange.lowerBound)
        let isRightBound = isRightBound(operatorRange.upperBound, isLeftBound: isLeftBound)
        // A left-bound `/` is a postfix operator; after `func` or `operator` one is being declared.
        guard !isLeftBound, !previousIsKeyword("func"), !previousIsKeyword("operator") else { return nil }
        var mustBeRegex = false
        if isLeftBound == isRightBound {
            // Spaced like a binary operator: a regex only where an expression is expected, and certainly one there
            // (Swift then rejects its leading space), unless it is an operator passed alone (`reduce(0, /)`).
            if prefersRegex { mustBeRegex = true }
            if !mustBeRegex && !isInRegexPosition() { return nil }
            // Only an argument list takes one: in a collection literal, Swift reads `[+, /]` with a regex.
            let inArgumentList =
                openBrackets.last == UInt8(ascii: "(")
                && (previous.kind == .leftParen || previous.kind == .comma || previous.kind == .colon)
            mustBeRegex = mustBeRegex || !inArgumentList || !isUnappliedOperator(endingAt: operatorRange.upperBound)
        }
        var lexer = RegexLexer(bytes: bytes, limit: end, mustBeRegex: mustBeRegex)
        return lexer.lex(from: slash, pounds: 0).map { finish($0, start: slash) }
    }

    /// `#/…/#` (any number of `#`): always a regex literal. Returns its end, or nil when no `/` follows the `#`s.
    mutating func extendedRegexLiteral(at start: Int) -> Int? {
        var slash = start
        while slash < end, bytes[slash] == UInt8(ascii: "#") { slash += 1 }
        guard slash < end, bytes[slash] == UInt8(ascii: "/") else { return nil }
        var lexer = RegexLexer(bytes: bytes, limit: end, mustBeRegex: true)
        return lexer.lex(from: slash, pounds: slash - start).map { finish($0, start: start) }
    }

    private mutating func finish(_ result: RegexLexer.Result, start: Int) -> Int {
        if result.isUnterminated {
            let pounds = bytes[start] == UInt8(ascii: "#") ? result.pounds : 0
            let closing = "/" + String(repeating: "#", count: pounds)
            error(
                .invalidRegex, "unterminated regex literal; add '\(closing)' to close it", start, start + pounds + 1,
                fixIts: [
                    Diagnostic.FixIt(
                        replacing: SourceRange(file: file, start: result.end, end: result.end), with: closing)
                ])
        } else if let problem = result.problem {
            error(.invalidRegex, problem.message, problem.position, max(problem.position + 1, problem.end))
        }
        if result.isUnterminated, result.end >= end, unterminatedFrom == nil { unterminatedFrom = start }
        return result.end
    }

    /// Whether the token after an operator ends an argument or element (`)`, `]`, `,`, the end), so the operator
    /// stands alone as a value, as in `reduce(0, /)`.
    private func isUnappliedOperator(endingAt position: Int) -> Bool {
        var cursor = position
        while let next = byte(at: cursor) {
            switch next {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                cursor += 1
            case UInt8(ascii: "/") where byte(at: cursor + 1) == UInt8(ascii: "/"):
                while let inComment = byte(at: cursor), !CharacterClass.isNewline(inComment) { cursor += 1 }
            case UInt8(ascii: "/") where byte(at: cursor + 1) == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if byte(at: cursor) == UInt8(ascii: "/"), byte(at: cursor + 1) == UInt8(ascii: "*") {
                        depth += 1
                        cursor += 2
                    } else if byte(at: cursor) == UInt8(ascii: "*"), byte(at: cursor + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        cursor += 2
                    } else {
                        cursor += 1
                    }
                } while depth > 0 && cursor < bytes.count
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ","):
                return true
            default:
                return false
            }
        }
        return true
    }

    /// Swift: an operator is left-bound unless whitespace, an opening bracket, a separator or a comment's end comes
    /// before it (or it starts the file).
    func isLeftBound(_ position: Int) -> Bool {
        guard position > 0, let before = byte(at: position - 1) else { return false }
        switch before {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "("),
            UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return byte(at: position - 2) != UInt8(ascii: "*")
        case 0xA0:
            return byte(at: position - 2) != 0xC2
        default:
            return true
        }
    }

    /// Swift: an operator is right-bound unless whitespace, a closing bracket, a separator, a comment or the end
    /// comes after it.
    func isRightBound(_ position: Int, isLeftBound: Bool) -> Bool {
        guard let after = byte(at: position) else { return false }
        switch after {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: ")"),
            UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !isLeftBound
        case UInt8(ascii: "/"):
            let next = byte(at: position + 1)
            return next != UInt8(ascii: "/") && next != UInt8(ascii: "*")
        case 0xC2:
            return byte(at: position + 1) != 0xA0
        default:
            return true
        }
    }
}

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
