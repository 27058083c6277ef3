import BinderyScanner

/// A new line ends a declaration's head, a member or a rule, except where Swift reads the line as going on: after a
/// token that cannot end one (`,`, `:`, `->`, `<-`, `<->`, `=`, a binary operator such as `|` or `??`), or before a
/// token that cannot start one (the same, written with a space after it as a binary operator is). This is the one
/// place that decides it: each such token is marked as going on with its line before the parser reads it, so every
/// rule of the grammar that stops at a new line (``Token/isAtStartOfLine``) sees one line.
///
/// A line that starts a declaration, member or rule (`model …`, `var x:`, `a.b <-`, `forward:`) always starts one, as
/// the word that starts a list left open ends it: the line before is left unfinished, and reported at its end.
extension SyntaxParser {
    mutating func joinContinuedLines() {
        var index = 0
        while index < tokens.count {
            if isKeyword(tokens[index], "options"), tokens[index + 1].kind == .leftBrace {
                index = closingBrace(from: index + 1)
                continue
            }
            if index > 0, tokens[index].isAtStartOfLine, tokens[index].kind != .endOfFile,
                endsLineOpen(at: index - 1) || startsLineGoingOn(at: index), !startsStatement(at: index)
            {
                tokens[index].continuePreviousLine()
            }
            index += 1
        }
    }

    /// Past the `}` that closes the `{` at `open`, or at the next declaration when it is left open. An `options { }`
    /// block is no Swift: its entries are one a line (or separated by `,`), so its lines are left as they are.
    private func closingBrace(from open: Int) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            if index > open, looksLikeDeclarationStart(at: index) { return index }
            if tokens[index].kind == .leftBrace { depth += 1 }
            if tokens[index].kind == .rightBrace { depth -= 1 }
            if depth == 0 { return index + 1 }
        }
        return tokens.count
    }

    /// Punctuation that only ever stands between two parts of one declaration, member or rule.
    private static func isSeparator(_ kind: TokenKind) -> Bool {
        switch kind {
        case .comma, .colon, .arrow, .leftArrow, .twoWayArrow, .equal: true
        default: false
        }
    }

    private static func isOperator(_ kind: TokenKind) -> Bool {
        switch kind {
        case .pipe, .doubleQuestion, .question, .exclamation, .lessThan, .greaterThan, .operator: true
        default: false
        }
    }

    /// Whether the token at `index`, the last of its line, leaves the line open. An operator does when it is binary,
    /// with a space before it as well as the line break after it; without one it is postfix (`Int?`, `Array<Int>`).
    /// So does a keyword that needs what follows it in embedded Swift: `as`, `is`, `try`, `await`, and `as?`,
    /// `as!`, `try?`, `try!`.
    private func endsLineOpen(at index: Int) -> Bool {
        let token = tokens[index]
        if Self.isSeparator(token.kind) || Self.isOperator(token.kind) && token.hasSpaceBefore { return true }
        if Self.takesOperandAfter.contains(where: { isOperandKeyword(at: index, $0) }) { return true }
        if isTypePrefix(at: index) { return true }
        guard token.kind == .question || token.kind == .exclamation, !token.hasSpaceBefore, index > 0 else {
            return false
        }
        return isOperandKeyword(at: index - 1, "as") || isOperandKeyword(at: index - 1, "try")
    }

    /// The keywords of embedded Swift that need an operand after them, which Swift looks for on the next line.
    private static let takesOperandAfter: [StaticString] = ["as", "is", "try", "await"]

    /// Whether the token at `index` begins a type that goes on after it, where a type starts (after `:`, `->`, or
    /// `[`, `(`, `<` or `,` inside one): `any` or `some` (`var shape: any⏎ Shape`, `[any⏎ Shape]`), or an attribute
    /// (`var onTap: @MainActor⏎ () -> Void`), each of which Swift reads with the rest of the type on the next line.
    /// Elsewhere `any` and `some` may be names in embedded Swift, and an attribute before a declaration is the
    /// declaration's.
    private func isTypePrefix(at index: Int) -> Bool {
        var start = index
        if tokens[index].kind == .identifier, index > 0, tokens[index - 1].kind == .at, !tokens[index].hasSpaceBefore {
            start = index - 1
        } else if !isKeyword(tokens[index], "any") && !isKeyword(tokens[index], "some") {
            return false
        }
        guard start > 0 else { return false }
        switch tokens[start - 1].kind {
        case .colon, .arrow, .leftBracket, .leftParen, .lessThan, .comma: return true
        default: return false
        }
    }

    /// Whether the token at `index` is the keyword `word`, not a member so named (`p.is`, `p.try?`), which ends a
    /// path.
    private func isOperandKeyword(at index: Int, _ word: StaticString) -> Bool {
        isKeyword(tokens[index], word) && (index == 0 || tokens[index - 1].kind != .period)
    }

    /// Whether the token at `index`, the first of its line, goes on with the line before. An operator does when it
    /// is binary, with a space after it as well as the line break before it; without one it is prefix (`-1`). A `.`
    /// does when a name or a tuple index follows it with no space (`⏎ .count`, `⏎ .0`): Swift reads it as a member
    /// of what the line before ends with, and no declaration, member or rule starts with one.
    private func startsLineGoingOn(at index: Int) -> Bool {
        let token = tokens[index]
        if Self.isSeparator(token.kind) { return true }
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        if token.kind == .period {
            return (next.kind == .identifier || next.kind == .numberLiteral) && !next.hasSpaceBefore
                && !next.isAtStartOfLine
        }
        // A cast or type test of what the line before ends with (`⏎ as [Int]`, `⏎ as? Int`, `⏎ is Item`).
        if isKeyword(token, "as") || isKeyword(token, "is") { return !next.isOnNewLine }
        return Self.isOperator(token.kind) && next.hasSpaceBefore
    }

    /// Whether the line that starts at `index` starts a declaration, a member, a rule or a reversible transform's
    /// half, wherever it is.
    private func startsStatement(at index: Int) -> Bool {
        let token = tokens[index]
        let next = tokens[min(index + 1, tokens.count - 1)]
        if isKeyword(token, "var") || isKeyword(token, "let") || isKeyword(token, "computed") {
            return next.kind == .identifier && !next.isOnNewLine
        }
        if isKeyword(token, "on") { return next.kind == .identifier && !next.isOnNewLine }
        return looksLikeDeclarationStart(at: index) || looksLikeRuleStart(at: index) || isReversibleLabel(at: index)
    }
}
