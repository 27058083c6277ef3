import BinderyScanner
import BinderySource

extension SyntaxParser {
    /// Reports an expression whose last token still needs an operand or a type after it (`a +`, `a as`, `try`):
    /// Swift would find that missing where the generated code goes on, after the spec's expression, and report it
    /// there, in the generated file. `expression` is the expression's tokens, its brackets all closed.
    mutating func reportUnfinishedEnd(of expression: ArraySlice<Token>) {
        guard let lastIndex = expression.indices.last else { return }
        let last = expression[lastIndex]
        let isMember = lastIndex > expression.startIndex && expression[lastIndex - 1].kind == .period
        if let keyword = unfinishedKeyword(endingAt: lastIndex, in: expression) {
            let token = expression[keyword]
            let needed = isTypeKeyword(token) ? "a type" : "an expression"
            error(
                .expectedExpression,
                "the expression ends with '\(text(token))', which needs \(needed) after it; complete the expression, "
                    + "or write the name in backticks ('`\(text(token))`') if it is one",
                at: range(token))
        } else if !isMember, needsOperandAfter(last, isFirst: lastIndex == expression.startIndex) {
            let needed =
                switch last.kind {
                case .period: "a member name"
                case .at: "an attribute name"
                case .arrow: "a type"
                default: "an operand"
                }
            // A line goes on after an operator (see `joinContinuedLines`), so this one was followed by the end of
            // the file, a `;`, a `|` or a line of its own; Swift reads no line after a `.`.
            let fix =
                last.kind == .period
                ? "complete the expression on this line, or break the line inside brackets"
                : "complete the expression, on this line or the next"
            error(
                .expectedExpression,
                "the expression ends with '\(text(last))', which needs \(needed) after it; \(fix)",
                at: range(last))
        }
    }

    /// Reports a `.` just before the token at `index`, a closing bracket or a comma inside brackets
    /// (`{ $0. }`, `f($0., 1)`), where Swift finds no member name either: reported at the spec, not later by Swift
    /// (at the spec too, but only once the generated code is compiled, so an editor would show nothing).
    mutating func reportMissingMemberName(before index: Int) {
        reportMissingMemberName(after: tokens[index - 1], before: tokens[index])
    }

    /// Reports `period` if it is a `.` before `next`, or at the end of a string's interpolation (`next` nil).
    mutating func reportMissingMemberName(after period: Token, before next: Token?) {
        guard period.kind == .period else { return }
        let following = next.map { "\(describe($0)) follows" } ?? "the interpolation ends"
        error(
            .expectedExpression,
            "'.' needs a member name after it, and \(following); write the member's name, or remove the '.'",
            at: range(period))
    }

    /// The index of a keyword that still needs what follows it: `try`, `await`, `repeat` or `func` last, or `as` or
    /// `is` last (perhaps as `as?`, `as!`, and with `any`, `some` or `inout` after them). Nil when the expression's
    /// end is complete, or when the word is a member (`.repeat`).
    private func unfinishedKeyword(endingAt lastIndex: Int, in expression: ArraySlice<Token>) -> Int? {
        var index = lastIndex
        let typeModifiers: [StaticString] = ["any", "some", "inout"]
        if typeModifiers.contains(where: { isKeyword(expression[index], $0) }), index > expression.startIndex {
            let before = expression[index - 1]
            let beforeIsTypeKeyword =
                isTypeKeyword(before)
                || ((before.kind == .question || before.kind == .exclamation) && index - 1 > expression.startIndex
                    && isKeyword(expression[index - 2], "as"))
            guard beforeIsTypeKeyword else { return nil }
            index -= 1
        }
        if expression[index].kind == .question || expression[index].kind == .exclamation,
            !expression[index].hasSpaceBefore, index > expression.startIndex,
            isKeyword(expression[index - 1], "as") || isKeyword(expression[index - 1], "try")
        {
            index -= 1
        }
        let token = expression[index]
        guard index == expression.startIndex || expression[index - 1].kind != .period else { return nil }
        let words: [StaticString] = ["try", "await", "repeat", "func", "as", "is"]
        return words.contains { isKeyword(token, $0) } ? index : nil
    }

    private func isTypeKeyword(_ token: Token) -> Bool {
        isKeyword(token, "as") || isKeyword(token, "is")
    }

    /// Whether `token`, the last of an expression, is an operator that needs an operand after it: a prefix or binary
    /// one (Swift reads an operator as postfix only when it touches what is before it, as `a!`, `a?` or `a...`), or
    /// a token that never ends an expression (`=`, `->`, `:`, `.`, `@`).
    private func needsOperandAfter(_ token: Token, isFirst: Bool) -> Bool {
        switch token.kind {
        case .equal, .arrow, .colon, .period, .at:
            return true
        case .operator, .question, .exclamation, .doubleQuestion, .lessThan, .greaterThan, .pipe, .leftArrow,
            .twoWayArrow:
            return isFirst || token.hasSpaceBefore
        default:
            return false
        }
    }
}
