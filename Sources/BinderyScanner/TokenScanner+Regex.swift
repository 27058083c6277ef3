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
        } else if let problem = result.problem
            ?? RegexChecker(
                bytes: bytes,
                range: start + result.pounds + 1..<max(start + result.pounds + 1, result.end - 1 - result.pounds)
            ).check()
        {
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
                cursor = BlockComment(in: bytes, at: cursor, limit: bytes.count).end
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
