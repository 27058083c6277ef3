import BinderyScanner
import BinderySource

extension SyntaxParser {
    /// Reports a branch of the `if` or `switch` expression that starts `expression` (or of one nested as a branch)
    /// that is not one expression: empty, a statement or declaration, or two statements (`{ print(x); 1 }`). Swift
    /// requires each branch of an `if` or `switch` expression to be one expression (or `throw`); otherwise it takes
    /// the `if` as a statement and reports the generated function's missing `return`, in the generated file.
    /// Returns whether it reported one. Closures inside a branch are not branches: their bodies may hold statements.
    mutating func reportStatementBranch(inExpressionStartingWith expression: ArraySlice<Token>) -> Bool {
        for branch in branches(ofExpressionStartingWith: expression) {
            if reportStatement(in: branch) { return true }
        }
        return false
    }

    /// The tokens of one branch: between the braces of an `if`'s branch, or after a `switch` case's `:`.
    struct Branch {
        var tokens: ArraySlice<Token>
        /// The `{` or `:` that opens the branch, where an empty branch is reported.
        var opener: Token
    }

    private mutating func reportStatement(in branch: Branch) -> Bool {
        let secondStart = secondStatementStart(in: branch.tokens)
        var firstStatement = branch.tokens[..<(secondStart ?? branch.tokens.endIndex)]
        while firstStatement.last?.kind == .semicolon { firstStatement = firstStatement.dropLast() }
        guard let first = firstStatement.first else {
            error(
                .expectedExpression,
                "expected an expression in this branch; each branch of an 'if' or 'switch' expression must be one "
                    + "expression, the value it gives",
                at: range(branch.opener))
            return true
        }
        if !isKeyword(first, "throw"), let what = statementDescription(of: firstStatement) {
            error(
                .expectedExpression,
                "expected an expression, found \(what); each branch of an 'if' or 'switch' expression must be one "
                    + "expression (a keyword used as a name goes in backticks), so put statements in a closure called "
                    + "in place, as in '{ … }()'",
                at: range(first))
            return true
        }
        if let secondStart {
            error(
                .expectedExpression,
                "expected the branch to end before this second statement; each branch of an 'if' or 'switch' "
                    + "expression must be one expression, so put statements in a closure called in place, as in "
                    + "'{ … }()'",
                at: range(branch.tokens[secondStart]))
            return true
        }
        return reportStatementBranch(inExpressionStartingWith: firstStatement)
    }

    /// The branches of the `if` chain or `switch` that starts `expression`; none for any other expression.
    func branches(ofExpressionStartingWith expression: ArraySlice<Token>) -> [Branch] {
        guard let first = expression.first else { return [] }
        if isKeyword(first, "if") {
            // Every brace outside brackets opens a branch: a condition's closures are inside parentheses, as Swift
            // reads the first such brace as the branch's.
            return topLevelBraces(in: expression.dropFirst()).map {
                Branch(tokens: expression[($0.lowerBound + 1)..<$0.upperBound], opener: expression[$0.lowerBound])
            }
        }
        guard isKeyword(first, "switch"), let body = topLevelBraces(in: expression.dropFirst()).first else {
            return []
        }
        return caseBodies(in: expression[(body.lowerBound + 1)..<body.upperBound])
    }

    /// The index ranges from each `{` outside brackets in `tokens` to its `}` (or the end, if it is not closed).
    private func topLevelBraces(in tokens: ArraySlice<Token>) -> [Range<Int>] {
        var braces: [Range<Int>] = []
        var depth = 0
        var opener = tokens.startIndex
        for index in tokens.indices {
            let kind = tokens[index].kind
            if kind.isOpeningBracket {
                if depth == 0, kind == .leftBrace { opener = index }
                depth += 1
            } else if kind.isClosingBracket {
                depth -= 1
                if depth == 0, kind == .rightBrace { braces.append(opener..<index) }
            }
        }
        return braces
    }

    /// The statements of each case in a `switch`'s body: from after the label's `:` to the next label.
    private func caseBodies(in body: ArraySlice<Token>) -> [Branch] {
        var labels: [Int] = []
        var depth = 0
        for index in body.indices {
            let token = body[index]
            if depth == 0, isCaseLabel(at: index, in: body) { labels.append(index) }
            if token.kind.isOpeningBracket { depth += 1 } else if token.kind.isClosingBracket { depth -= 1 }
        }
        return labels.indices.compactMap { number in
            let end = number + 1 < labels.count ? labels[number + 1] : body.endIndex
            guard let colon = labelColon(in: body[labels[number]..<end]) else { return nil }
            return Branch(tokens: body[(colon + 1)..<end], opener: body[colon])
        }
    }

    /// `case` (not `if case`, `guard case`, `for case` or `, case` in a condition), `default:` or `@unknown`.
    private func isCaseLabel(at index: Int, in body: ArraySlice<Token>) -> Bool {
        let token = body[index]
        let next = index + 1 < body.endIndex ? body[index + 1] : nil
        if isKeyword(token, "case") {
            guard index > body.startIndex else { return true }
            let before = body[index - 1]
            let conditionWords: [StaticString] = ["if", "guard", "while", "for"]
            return before.kind != .comma && !conditionWords.contains { isKeyword(before, $0) }
        }
        if isKeyword(token, "default") { return next?.kind == .colon }
        return token.kind == .at && next.map { isKeyword($0, "unknown") } == true
    }

    /// The `:` that ends a case label, outside brackets and not a ternary's (`case _ where a ? b : c:`).
    private func labelColon(in label: ArraySlice<Token>) -> Int? {
        var depth = 0
        var ternaries = 0
        for index in label.indices {
            let kind = label[index].kind
            if kind.isOpeningBracket {
                depth += 1
            } else if kind.isClosingBracket {
                depth -= 1
            } else if depth == 0, kind == .question, label[index].hasSpaceBefore {
                ternaries += 1
            } else if depth == 0, kind == .colon {
                if ternaries == 0 { return index }
                ternaries -= 1
            }
        }
        return nil
    }

    /// Where a second statement starts in a branch: after a `;` outside brackets, or on a new line after a complete
    /// expression when the line cannot continue it, as a name, a literal, `(`, `[` or a prefix operator cannot. A line
    /// that starts with a binary operator, `.`, `?`, `{` (a trailing closure), `else`, `as` or `is` continues it.
    private func secondStatementStart(in branch: ArraySlice<Token>) -> Int? {
        var depth = 0
        for index in branch.indices {
            let token = branch[index]
            if depth == 0 {
                if token.kind == .semicolon {
                    return branch[(index + 1)...].firstIndex { $0.kind != .semicolon }
                }
                if index > branch.startIndex, token.isAtStartOfLine, endsExpression(branch[index - 1]),
                    startsStatement(at: index, in: branch)
                {
                    return index
                }
            }
            if token.kind.isOpeningBracket { depth += 1 } else if token.kind.isClosingBracket { depth -= 1 }
        }
        return nil
    }

    /// Words after which an expression still goes on, even past a line's end.
    private static let continuingWords: [StaticString] = [
        "try", "await", "as", "is", "in", "throw", "return", "some", "any", "else", "where", "case", "let", "var",
        "inout", "repeat", "if", "switch", "guard", "while", "for", "do", "catch", "each", "copy", "consume",
    ]

    /// Words that continue an expression when they start a line.
    private static let continuingLineStarts: [StaticString] = ["else", "as", "is", "in", "where", "catch"]

    private func endsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier:
            return !Self.continuingWords.contains { isKeyword(token, $0) }
        case .dollarIdentifier, .numberLiteral, .stringLiteral, .rightParen, .rightBracket, .rightBrace:
            return true
        case .question, .exclamation:
            return !token.hasSpaceBefore
        default:
            return false
        }
    }

    private func startsStatement(at index: Int, in branch: ArraySlice<Token>) -> Bool {
        let token = branch[index]
        switch token.kind {
        case .identifier:
            return !Self.continuingLineStarts.contains { isKeyword(token, $0) }
        case .dollarIdentifier, .numberLiteral, .stringLiteral, .leftParen, .leftBracket, .at:
            return true
        case .operator, .exclamation:
            // Space before and none after: a prefix operator, which starts an operand, not the rest of one.
            guard index + 1 < branch.endIndex else { return false }
            let next = branch[index + 1]
            return !next.hasSpaceBefore && !next.isAtStartOfLine
        default:
            return false
        }
    }
}
