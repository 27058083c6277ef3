extension Token {
    /// Whether the token at `index` can be the last token of an operand: a name, a literal, `$0`, a closing bracket,
    /// or a postfix `?` or `!` bound to one of those (`a!`, `f()?`, but not `try?` or `as!`).
    ///
    /// Two stages ask this, and must get one answer. The scanner asks it of the token before a `.` followed by
    /// digits (`beforePeriod`): after an operand the `.` is a member access (`t.0`, `a!.0`, `\.0`), where an operand
    /// starts it begins `.5`, a number Swift rejects. The parser asks it of the token before a name or a literal on the
    /// same line: after an operand that is a second expression (`0 do { }`, `a! b`), Swift's "consecutive
    /// statements", after `return` or `try?` it is the operand.
    ///
    /// - Parameters:
    ///   - beforePeriod: Whether a `.` follows. Then a `\` ends an operand too (the key path root `\.0`), and a
    ///     contextual keyword is a name (`copy.0`, `async.0`), as Swift reads them there.
    ///   - text: The text of a token, as written.
    public static func endsOperand<Tokens: RandomAccessCollection<Token>>(
        at index: Int, in tokens: Tokens, beforePeriod: Bool, text: (Token) -> String
    ) -> Bool where Tokens.Index == Int {
        var index = index
        // A `?` or `!` written right after a token is a postfix operator on it: it ends an operand when that does.
        while tokens[index].kind == .question || tokens[index].kind == .exclamation {
            guard index > tokens.startIndex, tokens[index - 1].endOffset == tokens[index].startOffset else {
                return false
            }
            index -= 1
        }
        let token = tokens[index]
        switch token.kind {
        case .identifier:
            // A member's name may be any keyword: `x.return.0`.
            if token.isBackticked || (index > tokens.startIndex && tokens[index - 1].kind == .period) { return true }
            switch keywordsBeforeOperand[text(token)] {
            case nil: return true
            case .reserved: return false
            case .contextual: return beforePeriod
            }
        case .numberLiteral, .stringLiteral, .regexLiteral, .dollarIdentifier, .rightParen, .rightBracket, .rightBrace:
            return true
        case .backslash:
            return beforePeriod
        default:
            return false
        }
    }

    private enum KeywordBeforeOperand {
        /// Never a name in an expression: `return`, `do`, and `await`, which Swift reads as the keyword even
        /// before a `.`.
        case reserved
        /// A keyword before an operand (`copy x`, `some P`, `async throws`), but a name before a `.`: `copy.0`.
        case contextual
    }

    /// The keywords that need an operand, a type or a block after them, so that none ends an operand. `then` and
    /// `yield` are left out: Swift reads them as keywords only where a statement starts in an `if` or `switch`
    /// branch or in an accessor, never at the top of a spec's expression, and as names before a `.`.
    private static let keywordsBeforeOperand: [String: KeywordBeforeOperand] = [
        "as": .reserved, "await": .reserved, "case": .reserved, "catch": .reserved, "do": .reserved,
        "else": .reserved, "for": .reserved, "guard": .reserved, "if": .reserved, "in": .reserved,
        "inout": .reserved, "is": .reserved, "let": .reserved, "repeat": .reserved, "rethrows": .reserved,
        "return": .reserved, "switch": .reserved, "throw": .reserved, "throws": .reserved, "try": .reserved,
        "var": .reserved, "where": .reserved, "while": .reserved,
        "any": .contextual, "async": .contextual, "borrowing": .contextual, "consume": .contextual,
        "consuming": .contextual, "copy": .contextual, "each": .contextual, "isolated": .contextual,
        "nonisolated": .contextual, "sending": .contextual, "some": .contextual,
    ]
}
