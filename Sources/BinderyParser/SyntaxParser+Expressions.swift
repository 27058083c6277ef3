import BinderyScanner
import BinderySource
import BinderySyntax

/// Where an embedded expression may end besides a new line, `;` and an unmatched closing bracket.
struct ExpressionStops: OptionSet {
    let rawValue: UInt8
    /// A single `|` at depth 0 starts a pipe (a fallback's end).
    static let pipe = ExpressionStops(rawValue: 1)
    /// A `,` at depth 0 separates sources in a parenthesised list.
    static let comma = ExpressionStops(rawValue: 2)
    /// `backward:` or `forward:` at depth 0 starts the other half of a reversible transform.
    static let reversibleLabel = ExpressionStops(rawValue: 4)
    /// Not a stop but its absence: inside a parenthesised source list a new line ends nothing, so the expression
    /// may start on a new line and continue on the next ones.
    static let acrossLines = ExpressionStops(rawValue: 8)
}

extension SyntaxParser {
    /// Finds the end of the embedded Swift expression that starts at the current token and returns it verbatim,
    /// with the names it mentions. It ends at a new line or `;` outside brackets, at a closing bracket it did not
    /// open, or before a member, rule or declaration on the same line. Returns `nil`, without reporting, when there is
    /// no expression here.
    mutating func parseExpression(stops: ExpressionStops = []) -> ExpressionSyntax? {
        guard stops.contains(.acrossLines) || !current.isAtStartOfLine else { return nil }
        let first = position
        var open: [Int] = []  // token indexes of the brackets open so far, up to the nesting limit
        var overflow = 0
        while !isAtEnd {
            let token = current
            let depth = open.count + overflow
            if depth == 0 {
                if position != first, token.isAtStartOfLine, !stops.contains(.acrossLines) { break }
                if token.kind == .semicolon || token.kind.isClosingBracket { break }
                if stops.contains(.pipe), token.kind == .pipe { break }
                if stops.contains(.comma), token.kind == .comma { break }
                if stops.contains(.reversibleLabel), position != first, isReversibleLabel(at: position) { break }
                // `var x: Int = 0 var y: Int = 0`: the second property is not part of the first's default.
                if position != first, statementStarting(at: position) != nil { break }
            } else if token.isAtStartOfLine, looksLikeStatementStart(at: position) {
                break
            }
            if depth > 0, token.kind.isClosingBracket || token.kind == .comma, position > first {
                reportMissingMemberName(before: position)
            }
            if token.kind.isOpeningBracket {
                if open.count < Parser.maximumExpressionNesting {
                    open.append(position)
                } else {
                    if overflow == 0 {
                        error(
                            .nestingTooDeep,
                            "expression nests brackets more than \(Parser.maximumExpressionNesting) deep; simplify it",
                            at: range(token))
                    }
                    overflow += 1
                }
            } else if token.kind.isClosingBracket {
                if overflow > 0 {
                    overflow -= 1
                } else if let opener = open.popLast(), tokens[opener].kind.matchingClose != token.kind {
                    error(
                        .mismatchedBracket,
                        "expected '\(closeText(tokens[opener].kind))' to match '\(text(tokens[opener]))', found \(describe(token))",
                        at: range(token),
                        notes: [Diagnostic.Note("'\(text(tokens[opener]))' opened here", at: range(tokens[opener]))])
                }
            }
            advance()
        }
        if let opener = open.last {
            error(
                .unclosedBracket, "expected '\(closeText(tokens[opener].kind))' to match '\(text(tokens[opener]))'",
                at: SourceRange(file: file, start: previousEnd, end: previousEnd),
                notes: [Diagnostic.Note("'\(text(tokens[opener]))' opened here", at: range(tokens[opener]))],
                fixIts: [insertion(closeText(tokens[opener].kind), at: previousEnd)])
        }
        guard position > first else { return nil }
        reportUnbalancedInterpolations(in: tokens[first..<position])
        if open.isEmpty && overflow == 0 {
            if !reportStatementStart(of: tokens[first..<position]) {
                reportUnfinishedEnd(of: tokens[first..<position])
                if !reportNestedConditional(in: tokens[first..<position]) {
                    _ = reportJuxtaposedExpressions(in: tokens[first..<position])
                }
            }
        }
        let expressionRange = SourceRange(file: file, start: tokens[first].startOffset, end: previousEnd)
        let names = ReferenceFinder(
            source: source, file: file, interpolations: interpolations, interpolationTokens: interpolationTokens
        ).names(in: tokens[first..<position])
        for use in names.superUses {
            error(
                .superWithoutSuperclass,
                "'super' names a superclass, but a generated model has none, and a default value, a fallback or a "
                    + "transform body runs on no instance; read the member on the value itself",
                at: use)
        }
        return ExpressionSyntax(
            text: source.text(expressionRange), range: expressionRange, references: names.references,
            memberAccesses: names.members, closures: names.closures,
            isStraightLine: isStraightLine(tokens[first..<position]),
            highestShorthandArgument: highestShorthandArgument(tokens[first..<position]), selfUses: names.selfUses,
            effects: effects(of: tokens[first..<position]))
    }

    /// See ``ExpressionSyntax/highestShorthandArgument``: `$N` among the expression's own tokens.
    private func highestShorthandArgument(_ expression: ArraySlice<Token>) -> ExpressionSyntax.ShorthandArgument? {
        var highest: ExpressionSyntax.ShorthandArgument?
        for token in ownTokens(of: expression) where token.kind == .dollarIdentifier {
            guard let index = Int(text(token).dropFirst()), index > (highest?.index ?? -1) else { continue }
            highest = .init(index: index, range: range(token))
        }
        return highest
    }

    /// Reports a bracket a string interpolation of `expression` closes that it did not open, or leaves open
    /// (`"\(]title)"`): the expression's own scan sees the string as one token, and Swift would reject it in the
    /// generated file.
    private mutating func reportUnbalancedInterpolations(in expression: ArraySlice<Token>) {
        var pending: [ArraySlice<Token>] = []
        func addInterpolations(of tokens: ArraySlice<Token>) {
            for token in tokens where token.kind == .stringLiteral {
                for interpolation in interpolations[token.startOffset] ?? [] {
                    pending.append((interpolationTokens[interpolation.lowerBound] ?? [])[...])
                }
            }
        }
        addInterpolations(of: expression)
        while let tokens = pending.popLast() {
            addInterpolations(of: tokens)
            // `"\($0.)"`: a `.` that ends the interpolation, or comes before a bracket or a comma in it.
            for index in tokens.indices {
                let next = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
                if next.map({ $0.kind.isClosingBracket || $0.kind == .comma }) ?? true {
                    reportMissingMemberName(after: tokens[index], before: next)
                }
            }
            var open: [Token] = []
            for token in tokens {
                if token.kind.isOpeningBracket {
                    open.append(token)
                } else if token.kind.isClosingBracket, open.popLast()?.kind.matchingClose != token.kind {
                    error(
                        .mismatchedBracket,
                        "unexpected \(describe(token)) in a string interpolation, which opened no bracket it closes; "
                            + "remove it",
                        at: range(token))
                    open = []
                    break
                }
            }
            if let opener = open.last {
                error(
                    .unclosedBracket,
                    "expected '\(closeText(opener.kind))' to match '\(text(opener))' in a string interpolation",
                    at: range(opener))
            }
        }
    }

    /// See ``ExpressionSyntax/isStraightLine``.
    private func isStraightLine(_ expression: ArraySlice<Token>) -> Bool {
        var previous: TokenKind?
        for token in expression {
            switch token.kind {
            case .leftParen:
                // After a name or a `)`, a parenthesis is a call: `f(a)`, `(g)(a)`.
                if previous == .identifier || previous == .rightParen { return false }
            case .identifier, .numberLiteral, .rightParen, .lessThan, .greaterThan, .exclamation:
                break
            case .operator:
                guard Self.straightLineOperators.contains(text(token)) else { return false }
            default:
                return false
            }
            previous = token.kind
        }
        return true
    }

    private static let straightLineOperators: Set<String> = ["+", "-", "*", "/", "%", "==", "!=", "<=", ">="]

    private func closeText(_ kind: TokenKind) -> String {
        switch kind {
        case .leftParen: ")"
        case .leftBracket: "]"
        default: "}"
        }
    }

    func isReversibleLabel(at index: Int) -> Bool {
        let token = tokens[index]
        guard isKeyword(token, "forward") || isKeyword(token, "backward") else { return false }
        guard tokens[min(index + 1, tokens.count - 1)].kind == .colon else { return false }
        // `cond ? backward : other` is a ternary, not a label.
        return index == 0 || tokens[index - 1].kind != .question
    }

    /// A line inside unclosed brackets that looks like the next member, rule or declaration: the bracket was
    /// never closed, so stop there rather than swallow the rest of the file.
    private func looksLikeStatementStart(at index: Int) -> Bool {
        let token = tokens[index]
        let next = tokens[min(index + 1, tokens.count - 1)]
        // `@unknown default:` in a `switch` is no declaration's attribute.
        if token.kind == .at, isKeyword(next, "unknown") { return false }
        if looksLikeDeclarationStart(at: index) { return true }
        let afterNext = tokens[min(index + 2, tokens.count - 1)]
        if isKeyword(token, "var") || isKeyword(token, "let") || isKeyword(token, "computed") {
            return next.kind == .identifier && afterNext.kind == .colon
        }
        return looksLikeRuleStart(at: index)
    }

    /// `a.b?.c <-`, `x <->` or `on a.b`: the start of a binding rule.
    func looksLikeRuleStart(at index: Int) -> Bool {
        let token = tokens[index]
        guard token.kind == .identifier else { return false }
        if isKeyword(token, "on") { return tokens[min(index + 1, tokens.count - 1)].kind == .identifier }
        var cursor = index + 1
        while cursor < tokens.count, cursor < index + 64, !tokens[cursor].isAtStartOfLine {
            switch tokens[cursor].kind {
            case .identifier, .period, .question: cursor += 1
            case .leftArrow, .twoWayArrow: return true
            default: return false
            }
        }
        return false
    }
}
