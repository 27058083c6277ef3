import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    /// The tokens Swift reads as part of `expression` itself, not of a closure it writes: a transform's body becomes
    /// the body of a closure in the generated code, and what that closure may read (`$N`) and do (`try`, `await`) is
    /// decided by these. The branches of an `if` or `switch` expression are braces but no closure, so their tokens
    /// count; so do the tokens inside its strings' interpolations (`"\($1)"`). Braces themselves are left out.
    func ownTokens(of expression: ArraySlice<Token>) -> [Token] {
        var own: [Token] = []
        appendOwnTokens(of: expression, to: &own)
        return own
    }

    private func appendOwnTokens(of expression: ArraySlice<Token>, to own: inout [Token]) {
        // `try if …` and `await switch …` are expressions of their own too (Swift takes them after these words).
        var start = expression.startIndex
        while start < expression.endIndex, isKeyword(expression[start], "try") || isKeyword(expression[start], "await")
        {
            own.append(expression[start])
            start += 1
        }
        let rest = expression[start...]
        var next = rest.startIndex
        for branch in branches(ofExpressionStartingWith: rest) {
            appendTokensOutsideClosures(rest[next..<branch.tokens.startIndex], to: &own)
            appendOwnTokens(of: branch.tokens, to: &own)
            next = branch.tokens.endIndex
        }
        appendTokensOutsideClosures(rest[next...], to: &own)
    }

    /// The tokens outside braces; a `}` closing what the slice did not open (a branch's) is skipped.
    private func appendTokensOutsideClosures(_ tokens: ArraySlice<Token>, to own: inout [Token]) {
        var braces = 0
        for token in tokens {
            switch token.kind {
            case .leftBrace: braces += 1
            case .rightBrace: braces = max(0, braces - 1)
            case _ where braces > 0: continue
            case .stringLiteral:
                own.append(token)
                for interpolation in interpolations[token.startOffset] ?? [] {
                    appendOwnTokens(of: (interpolationTokens[interpolation.lowerBound] ?? [])[...], to: &own)
                }
            default: own.append(token)
            }
        }
    }

    /// See ``ExpressionSyntax/effects``: `try` not followed at once by `?` or `!`, `throw` and `await`, among the
    /// expression's own tokens, and not as a member's name or a label.
    func effects(of expression: ArraySlice<Token>) -> [ExpressionSyntax.Effect] {
        let own = ownTokens(of: expression)
        var effects: [ExpressionSyntax.Effect] = []
        for (index, token) in own.enumerated() {
            let next = index + 1 < own.count ? own[index + 1] : nil
            // A member (`x.try`) or an argument or tuple label (`f(try: 1)`), as Swift lets a keyword be.
            if index > 0, own[index - 1].kind == .period { continue }
            if next?.kind == .colon { continue }
            if isKeyword(token, "try") {
                if let next, next.kind == .question || next.kind == .exclamation, !next.hasSpaceBefore { continue }
                effects.append(.init(keyword: "try", range: range(token)))
            } else if isKeyword(token, "throw") || isKeyword(token, "await") {
                effects.append(.init(keyword: text(token), range: range(token)))
            }
        }
        return effects
    }
}
