import BinderyScanner
import BinderySource
import BinderySyntax

// Rules written as Swift or another binding library would have them: each reported with where the part belongs.

extension SyntaxParser {
    /// `a?.b | f ?? "none"`: a fallback stands in for a path's value while the path is nil, so it belongs to the path,
    /// before the first `|`; after a transform there is no nil to stand in for. No fix-it moves it there: the value
    /// written has the transform's output type, which seldom is the path's.
    mutating func reportFallbackAfterTransforms(
        sources: [SourceSyntax], isParenthesized: Bool, transforms: [Identifier], last: Identifier
    ) {
        let pipeline = transforms.map { " | \($0.name)" }.joined()
        let fix: String
        if isParenthesized {
            fix =
                "give each source path that can be nil its own fallback inside the parentheses, as in "
                + "'(a.x ?? 0, b.y)\(pipeline)'"
        } else if let source = sources.first, source.fallback == nil {
            fix =
                "write '\(source.path.text) ?? <value>\(pipeline)', where the value has the path's type, or give "
                + "'\(transforms[0].name)' an optional input"
        } else {
            fix = "remove it: the path has its fallback already"
        }
        error(
            .extraneousTokens,
            "unexpected '??' after transform '\(last.name)': a fallback belongs to the path, before the first '|', "
                + "and stands in for its value while it is nil; \(fix)",
            at: range(current))
    }

    /// `b.x <- a.x + 1`, `b.x <- format(a.x)`, `b.x <- a.x |> f`: a rule's source is a path, and a value computed
    /// from it comes from a transform. Reports the Swift written after the path, with the rule that says it, and
    /// returns whether it did (anything else after the rule gets the general message).
    mutating func reportsExpressionAfterSource(_ source: SourceSyntax, target: PathSyntax, arrow: Token) -> Bool {
        let assigned = "\(target.text) \(text(arrow))"
        switch current.kind {
        case .operator where text(current).hasPrefix("|"):
            // `|>`, `||`: the pipe of another language.
            let next = peek()
            let transform = next.kind == .identifier && !next.isAtStartOfLine ? text(next) : "transform"
            error(
                .extraneousTokens,
                "a rule applies a transform with '|' alone: write '\(assigned) \(source.path.text) | \(transform)'",
                at: range(current), fixIts: [Diagnostic.FixIt(replacing: range(current), with: "|")])
        case .leftParen
        where source.path.steps.isEmpty && !current.hasSpaceBefore && closingParenthesisEndsTheRule() != nil:
            // `format(a.x)`: a transform called as a Swift function.
            let name = source.path.text
            let open = position
            let close = closingParenthesisEndsTheRule() ?? position
            skipStatement(keepingSemicolon: true)
            let inner = Self.oneLine(self.source.text(tokens[open].endOffset..<tokens[close].startOffset))
            let arguments = inner.contains(",") ? "(\(inner))" : inner
            error(
                .extraneousTokens,
                "a rule applies a transform after its source, with '|', rather than calling it: write "
                    + "'\(assigned) \(arguments) | \(name)'",
                at: range(tokens[open]))
        case .leftParen where source.path.steps.isEmpty:
            // `f(a.x) + 1`: which of the arguments is the path, and what the rest computes, a transform says.
            let start = current.startOffset
            skipStatement(keepingSemicolon: true)
            error(
                .extraneousTokens,
                "a rule's source is a path, not a Swift expression: compute the value in a transform, as in "
                    + "'transform name(…) -> … = …', and apply it to the path it reads: '\(assigned) <path> | name'",
                at: SourceRange(file: file, start: start, end: start + 1))
        case .operator, .lessThan, .greaterThan, .exclamation, .leftParen, .leftBrace, .leftBracket, .period:
            let expressionStart = current.startOffset
            let isAttached = !current.hasSpaceBefore
            let isCall = current.kind == .leftParen || current.kind == .leftBrace
            skipStatement(keepingSemicolon: true)
            var path = source.path.text
            var body = "$0" + (isAttached ? "" : " ")
            if isCall, let method = source.path.steps.last {
                // `a.x.formatted()`, `a.items.map { … }`: a method of the value the path gives, called.
                let dot = method.isOptionalChained ? "?." : "."
                path = Self.oneLine(
                    self.source.text(source.path.range.start..<(method.name.range.start - dot.utf8.count)))
                body = "$0\(dot)\(method.name.name)" + (isAttached ? "" : " ")
            }
            body += Self.oneLine(self.source.text(expressionStart..<max(expressionStart, previousEnd)))
            // A two-way rule also writes back, through the transform's other half.
            let transform =
                arrow.kind == .twoWayArrow
                ? "a reversible transform, as in 'transform name(…) <-> … { forward: \(body) backward: … }'"
                : "a transform, as in 'transform name(…) -> … = \(body)'"
            error(
                .extraneousTokens,
                "a rule's source is a path, not a Swift expression: compute the value in \(transform), and apply it: "
                    + "'\(assigned) \(path) | name'",
                at: SourceRange(file: file, start: expressionStart, end: expressionStart + 1))
        default:
            return false
        }
        return true
    }

    /// `text` quoted on one line: each run of spaces with a line break in it becomes one space, and the ends are trimmed.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        let lines = text.split(whereSeparator: \.isNewline).map { line in
            line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        }
        return lines.filter { !$0.isEmpty }.map { String($0) }.joined(separator: " ")
    }

    /// The index of the `)` that closes the `(` at the current token, when nothing but the rule's end follows it.
    private func closingParenthesisEndsTheRule() -> Int? {
        var depth = 0
        var index = position
        while index < tokens.count - 1 {
            let token = tokens[index]
            if index > position, token.isAtStartOfLine, looksLikeDeclarationStart(at: index) { return nil }
            if token.kind.isOpeningBracket { depth += 1 }
            if token.kind.isClosingBracket { depth -= 1 }
            if depth == 0 {
                let next = tokens[index + 1]
                let endsRule =
                    next.isAtStartOfLine || next.kind == .semicolon || next.kind == .rightBrace
                    || next.kind == .endOfFile
                return token.kind == .rightParen && endsRule ? index : nil
            }
            index += 1
        }
        return nil
    }
}
