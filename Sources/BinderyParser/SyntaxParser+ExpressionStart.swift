import BinderyScanner
import BinderySource

extension SyntaxParser {
    /// Words that start a declaration where Swift expects a statement.
    private static let declarationKeywords: [StaticString] = [
        "let", "var", "func", "struct", "class", "enum", "protocol", "typealias", "extension", "import", "subscript",
        "init", "deinit", "operator", "precedencegroup", "associatedtype",
    ]

    /// Words that start a declaration only before its name (`actor Cache`); alone they may be a property's name.
    private static let contextualDeclarationKeywords: [StaticString] = ["actor", "macro"]

    /// Modifiers that are names but before a declaration keyword start a declaration (`lazy var x = 1`).
    private static let declarationModifiers: [StaticString] = [
        "static", "final", "lazy", "private", "fileprivate", "internal", "public", "open", "package", "nonisolated",
        "dynamic", "override", "required", "convenience", "mutating", "nonmutating", "indirect", "weak", "unowned",
    ]

    /// Words that start a statement that is no expression (`if` and `switch` may be either; see below).
    private static let statementKeywords: [StaticString] = [
        "guard", "while", "for", "defer", "do", "break", "continue", "fallthrough", "return", "throw",
    ]

    /// Reports an expression that is a statement or a declaration (`let x = 1`, `guard … else { … }`,
    /// `struct S { }`, `@discardableResult func f()`, `here: while …`, an `if` with no final `else`): the generated
    /// code places the expression as a function's body, where Swift would take the statement as one, and report the
    /// function's missing `return` at its end, in the generated file. So is an `if` or `switch` expression with a
    /// branch that is not one expression. `expression` is the expression's tokens. Returns whether it reported one.
    mutating func reportStatementStart(of expression: ArraySlice<Token>) -> Bool {
        guard let first = expression.first else { return false }
        guard let what = statementDescription(of: expression) else {
            return reportStatementBranch(inExpressionStartingWith: expression)
        }
        error(
            .expectedExpression,
            "expected an expression, found \(what); write one Swift expression here (a keyword used as a name goes in "
                + "backticks), or put statements in a closure called in place, as in '{ … }()'",
            at: range(first))
        return true
    }

    /// What makes `expression` a statement or a declaration rather than an expression (as "'let', which starts a
    /// declaration"), or nil when it starts as an expression does.
    func statementDescription(of expression: ArraySlice<Token>) -> String? {
        guard let first = expression.first else { return nil }
        let second = expression.dropFirst().first
        let what: String
        if first.kind == .at {
            what = "an attribute, which belongs to a declaration"
        } else if first.kind == .identifier, !first.isBackticked, second?.kind == .colon {
            what = "a label, which belongs to a statement"
        } else if Self.declarationKeywords.contains(where: { isKeyword(first, $0) })
            || (Self.contextualDeclarationKeywords.contains(where: { isKeyword(first, $0) })
                && second?.kind == .identifier && second?.hasSpaceBefore == true)
            || (Self.declarationModifiers.contains(where: { isKeyword(first, $0) })
                && second.map { next in
                    Self.declarationKeywords.contains { isKeyword(next, $0) }
                        || Self.declarationModifiers.contains { isKeyword(next, $0) }
                } == true)
        {
            what = "'\(text(first))', which starts a declaration"
        } else if Self.statementKeywords.contains(where: { isKeyword(first, $0) })
            || (isKeyword(first, "repeat") && second?.kind == .leftBrace)
        {
            what = "'\(text(first))', which starts a statement"
        } else if isKeyword(first, "if"), !hasFinalElse(expression) {
            what = "an 'if' with no final 'else', which is a statement"
        } else {
            return nil
        }
        return what
    }

    /// Whether the `if` that starts `expression` ends its chain with a plain `else { … }`, as an `if` expression must.
    func hasFinalElse(_ expression: ArraySlice<Token>) -> Bool {
        var depth = 0
        var lastElse: Int?
        for index in expression.indices {
            let token = expression[index]
            if token.kind.isOpeningBracket {
                depth += 1
            } else if token.kind.isClosingBracket {
                depth -= 1
            } else if depth == 0, isKeyword(token, "else") {
                lastElse = index
            }
        }
        guard let lastElse, lastElse + 1 < expression.endIndex else { return false }
        return expression[lastElse + 1].kind == .leftBrace
    }
}
