import BinderyScanner
import BinderySource

extension SyntaxParser {
    /// Skips the rest of a broken member, rule or declaration header: up to a new line, `;` or `}` outside
    /// brackets. A line that starts a declaration stops the skip even inside brackets, so one unclosed `(` does
    /// not swallow the file. Iterative, so any nesting depth is safe.
    /// `keepingSemicolon` leaves a `;` that ends the statement for the caller's `expectStatementEnd`.
    mutating func skipStatement(keepingSemicolon: Bool = false) {
        var depth = 0
        while !isAtEnd {
            let token = current
            if token.isAtStartOfLine, depth == 0 || looksLikeDeclarationStart(at: position) { break }
            if depth == 0 {
                if token.kind == .semicolon {
                    if !keepingSemicolon { advance() }
                    break
                }
                if token.kind == .rightBrace { break }
            }
            if token.kind.isOpeningBracket {
                depth += 1
            } else if token.kind.isClosingBracket, depth > 0 {
                depth -= 1
            }
            advance()
        }
    }

    /// Skips to the next line that starts a declaration outside braces, stepping over whole `{ … }` blocks.
    mutating func skipToNextDeclaration() {
        var depth = 0
        let start = position
        while !isAtEnd {
            if current.isAtStartOfLine {
                let isDeclaration = looksLikeDeclarationStart(at: position)
                // Outside braces, anything at column 1 is the next top-level thing, right or wrong; the token the
                // skip starts on is skipped unless it begins a declaration, so the skip always makes progress.
                let atColumnOne = startsAtColumnOne(current) && position != start
                if (isDeclaration || atColumnOne) && depth <= 0 { break }
                if isDeclaration && startsAtColumnOne(current) { break }
            }
            if current.kind.isOpeningBracket {
                depth += 1
            } else if current.kind.isClosingBracket {
                depth = max(0, depth - 1)
            }
            advance()
        }
    }

    func startsAtColumnOne(_ token: Token) -> Bool {
        guard token.startOffset > 0 else { return true }
        let before = source.bytes[token.startOffset - 1]
        return before == UInt8(ascii: "\n") || before == UInt8(ascii: "\r")
    }

    /// After a member or rule: anything left on its line is an error, then skipped.
    mutating func expectStatementEnd(after what: @autoclosure () -> String) {
        if current.kind == .semicolon {
            advance()
            return
        }
        guard !isAtStatementEnd else { return }
        if let next = statementStarting(at: position) {
            // Read on from there: the next member or rule is most likely right.
            error(
                .consecutiveStatements,
                "\(next) begins on the same line; put it on a line of its own or separate the two with ';'",
                at: range(current), fixIts: [insertion(";", at: previousEnd)])
            return
        }
        error(
            .extraneousTokens, "unexpected \(describe(current)) after \(what()); end it with a new line or ';'",
            at: range(current))
        skipStatement()
    }

    /// What starts at `index`, when it begins a member, a rule or a declaration whatever line it is on: Swift
    /// expressions never continue with these, so an expression on the line before them has ended.
    func statementStarting(at index: Int) -> String? {
        let token = tokens[index]
        if index > 0, tokens[index - 1].kind == .period {
            // A member so named (`self.transform`, `owner.model`) starts nothing. Swift reads no member after a `.`
            // and a space, so `$0. model M {` is a `.` still being typed before a declaration, which must not
            // swallow it, nor the attribute it may start with (`$0. @MainActor model M {`).
            guard token.hasSpaceBefore else { return nil }
            if token.kind == .at || isKeyword(token, "nonisolated") { return "another declaration" }
        }
        let next = tokens[min(index + 1, tokens.count - 1)]
        let afterNext = tokens[min(index + 2, tokens.count - 1)]
        if isKeyword(token, "var") || isKeyword(token, "let") || isKeyword(token, "computed") {
            guard next.kind == .identifier, afterNext.kind == .colon else { return nil }
            // `if let x: T = …` and `case let` bind inside an expression.
            if index > 0 {
                let before = tokens[index - 1]
                if before.kind == .comma || isKeyword(before, "if") || isKeyword(before, "case")
                    || isKeyword(before, "guard") || isKeyword(before, "while")
                {
                    return nil
                }
            }
            return "another property"
        }
        if isKeyword(token, "model") || isKeyword(token, "binding") || isKeyword(token, "transform") {
            return next.kind == .identifier && !next.isAtStartOfLine ? "another declaration" : nil
        }
        if isKeyword(token, "external"), isKeyword(next, "class") { return "another declaration" }
        if isKeyword(token, "options"), next.kind == .leftBrace { return "another declaration" }
        if isKeyword(token, "import"), next.kind == .identifier { return "another declaration" }
        // Elsewhere `a <- b` may be a Swift operator of the user's.
        if isInBinding, looksLikeRuleStart(at: index) { return "another rule" }
        return nil
    }

    /// After a top-level declaration: two on one line need a `;` between them.
    mutating func expectDeclarationEnd() {
        if current.kind == .semicolon {
            advance()
            return
        }
        guard !current.isAtStartOfLine, !isAtEnd else { return }
        if position > 0, looksLikeDeclarationStartIgnoringLine(at: position) {
            error(
                .consecutiveStatements, "consecutive declarations on a line must be separated by ';'",
                at: SourceRange(file: file, start: previousEnd, end: previousEnd),
                fixIts: [insertion(";", at: previousEnd)])
            return
        }
        error(
            .extraneousTokens, "unexpected \(describe(current)) after the declaration; end it with a new line",
            at: range(current))
        skipToNextDeclaration()
    }

    private func looksLikeDeclarationStartIgnoringLine(at index: Int) -> Bool {
        let token = tokens[index]
        return token.kind == .at || isKeyword(token, "model") || isKeyword(token, "binding")
            || isKeyword(token, "transform") || isKeyword(token, "options") || isKeyword(token, "import")
            || isKeyword(token, "nonisolated") || isKeyword(token, "external")
    }
}
