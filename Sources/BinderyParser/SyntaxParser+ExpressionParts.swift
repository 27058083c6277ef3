import BinderyScanner
import BinderySource

extension SyntaxParser {
    /// Keywords that continue an expression after an operand: `x as Int`, `if c { 1 } else { 2 }`.
    private static let keywordsAfterOperand: Set<String> = [
        "as", "is", "else", "catch", "where", "in", "throws", "rethrows", "async",
    ]

    /// Reports a second expression written right after a first on the same line, outside brackets
    /// (`0 do { print(1) }`, `a b`, `a! b`, `"a" "b"`): Swift reads them as two statements, where the generated code has room
    /// for one expression. Returns whether it reported one.
    mutating func reportJuxtaposedExpressions(in expression: ArraySlice<Token>) -> Bool {
        var depth = 0
        var previous: Int?
        for index in expression.indices {
            let token = expression[index]
            if depth == 0, let previous, !token.isAtStartOfLine,
                startsSecondExpression(token, next: index + 1 < expression.endIndex ? expression[index + 1] : nil),
                Token.endsOperand(at: previous, in: expression, beforePeriod: false, text: text)
            {
                error(
                    .extraneousTokens,
                    "unexpected \(describe(token)) after the expression; Swift would read it as a second statement, "
                        + "and a spec holds one expression here: join the two with an operator, or put statements in "
                        + "a closure called in place, as in '{ … }()'",
                    at: range(token))
                return true
            }
            if token.kind.isOpeningBracket {
                depth += 1
            } else if token.kind.isClosingBracket {
                depth -= 1
            }
            if depth == 0 { previous = index }
        }
        return false
    }

    /// Whether `token`, after an operand, can only start another expression. A name before `:` after a closure is
    /// the label of another trailing closure (`f { } completion: { }`).
    private func startsSecondExpression(_ token: Token, next: Token?) -> Bool {
        switch token.kind {
        case .identifier:
            if !token.isBackticked, Self.keywordsAfterOperand.contains(text(token)) { return false }
            return next?.kind != .colon
        case .numberLiteral, .stringLiteral, .dollarIdentifier:
            return true
        default:
            return false
        }
    }

    /// Reports an `if` or `switch` expression inside another expression (`1 + if c { 1 } else { 2 }`, `f(if …)`):
    /// Swift takes one only as a whole value (a property's, a `return`'s or an assignment's, or a closure's single
    /// expression), or after `try`, `await` or `else`. Returns whether it reported one.
    mutating func reportNestedConditional(in expression: ArraySlice<Token>) -> Bool {
        var open: [TokenKind] = []
        for index in expression.indices {
            let token = expression[index]
            if token.kind.isOpeningBracket {
                open.append(token.kind)
            } else if token.kind.isClosingBracket {
                _ = open.popLast()
            }
            guard index > expression.startIndex, !token.isBackticked,
                isKeyword(token, "if") || isKeyword(token, "switch")
            else { continue }
            let before = expression[index - 1]
            let after = index + 1 < expression.endIndex ? expression[index + 1] : nil
            // `.if`, `if:` and `f(if: x)` are names.
            if before.kind == .period || after?.kind == .colon { continue }
            if isKeyword(before, "try") || isKeyword(before, "await") || isKeyword(before, "else")
                || before.kind == .equal
            {
                continue
            }
            if before.kind == .question || before.kind == .exclamation, index - 1 > expression.startIndex,
                isKeyword(expression[index - 2], "try")
            {
                continue
            }
            // In a closure or a branch, a statement may start with it.
            if open.last == .leftBrace,
                token.isAtStartOfLine || before.kind == .leftBrace || before.kind == .semicolon
                    || before.kind == .colon || isKeyword(before, "in") || isKeyword(before, "return")
                    || isKeyword(before, "throw")
            {
                continue
            }
            let word = text(token)
            error(
                .expectedExpression,
                "'\(word)' can be an expression only as a whole value (of a property, a 'return', an assignment, or "
                    + "a closure's only expression), not inside another expression; use the ternary '?:', or wrap it "
                    + "in a closure called in place, as in '{ \(word) … }()'",
                at: range(token))
            return true
        }
        return false
    }
}
