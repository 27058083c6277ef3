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
        case .leftParen where source.path.steps.isEmpty:
            // `format(a.x)`, `join(a.x, b.y)`, `format (a.x)` (which Swift calls too), `max(a.x, 3)`: a function
            // called on the sources; `f(a.x) + 1`: more Swift after it.
            let name = source.path.text
            let open = position
            let close = closingParenthesisEndsTheRule()
            let arguments = close.map { argumentList(between: open, and: $0) } ?? []
            skipStatement(keepingSemicolon: true)
            let paths = arguments.filter(\.isPath).map(\.value)
            let sources = paths.count == 1 ? paths[0] : "(\(paths.joined(separator: ", ")))"
            // A transform takes its inputs without labels: a labelled argument keeps its label in a transform's body.
            if !paths.isEmpty, paths.count == arguments.count, !arguments.contains(where: \.isLabelled) {
                error(
                    .extraneousTokens,
                    "a rule applies a transform after its source, with '|', rather than calling it: write "
                        + "'\(assigned) \(sources) | \(name)'",
                    at: range(tokens[open]))
            } else if !paths.isEmpty {
                // The paths become the transform's inputs, and the rest of the call its body.
                var input = -1
                let body = arguments.map { argument in
                    guard argument.isPath else { return argument.text }
                    input += 1
                    return argument.text.dropLast(argument.value.count) + "$\(input)"
                }
                error(
                    .extraneousTokens,
                    "a rule's source is a path, not a Swift expression: compute the value in a transform, as in "
                        + "'transform name(…) -> … = \(name)(\(body.joined(separator: ", ")))', and apply it to the "
                        + "\(paths.count == 1 ? "path" : "paths") it reads: '\(assigned) \(sources) | name'",
                    at: range(tokens[open]))
            } else {
                error(
                    .extraneousTokens,
                    "a rule's source is a path, not a Swift expression: compute the value in a transform, as in "
                        + "'transform name(…) -> … = …', and apply it to the path it reads: '\(assigned) <path> | name'",
                    at: range(tokens[open]))
            }
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

    /// An argument of a call written after a rule's arrow, on one line.
    private struct CallArgument {
        var text: String
        /// The text after the label, if any.
        var value: String
        var isLabelled: Bool
        /// Whether `value` is a path a rule can read (`a.x`, `a?.b.c`): in `max(a.x, 3)`, `3` is not.
        var isPath: Bool
    }

    /// The arguments of the call whose `(` is at `open` and `)` at `close`.
    private func argumentList(between open: Int, and close: Int) -> [CallArgument] {
        var arguments: [CallArgument] = []
        var start = open + 1
        var depth = 0
        for index in (open + 1)...close {
            let kind = tokens[index].kind
            if kind.isOpeningBracket { depth += 1 }
            if kind.isClosingBracket, index < close { depth -= 1 }
            guard index == close || (kind == .comma && depth == 0), start < index else { continue }
            let isLabelled = index - start > 2 && tokens[start].kind == .identifier && tokens[start + 1].kind == .colon
            let valueStart = isLabelled ? start + 2 : start
            let text = Self.oneLine(source.text(tokens[start].startOffset..<tokens[index - 1].endOffset))
            let value = Self.oneLine(source.text(tokens[valueStart].startOffset..<tokens[index - 1].endOffset))
            arguments.append(
                CallArgument(
                    text: text, value: value, isLabelled: isLabelled,
                    isPath: isPath(tokens[valueStart..<index])))
            start = index + 1
        }
        return arguments
    }

    /// Whether `tokens` are a name followed by `.name` or `?.name` steps.
    private func isPath(_ tokens: ArraySlice<Token>) -> Bool {
        var expectsName = true
        for token in tokens {
            switch token.kind {
            case .identifier where expectsName: expectsName = false
            case .period where !expectsName: expectsName = true
            case .question where !expectsName && !token.hasSpaceBefore: continue
            default: return false
            }
        }
        return !expectsName
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
