import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    mutating func parseRule() -> RuleSyntax? {
        if isKeyword(current, "on"), peek().kind == .identifier, !peek().isAtStartOfLine {
            return parseActionRule().map(RuleSyntax.action)
        }
        return parseAssignmentRule().map(RuleSyntax.assignment)
    }

    /// `on s.y -> handler`, `on s.y, u.z initial -> handler`.
    private mutating func parseActionRule() -> ActionRule? {
        let start = current
        advance()
        var paths: [PathSyntax] = []
        repeat {
            if current.kind == .comma { advance() }
            guard let path = parsePath(what: "a path to observe after '\(paths.isEmpty ? "on" : ",")'") else {
                skipStatement()
                return nil
            }
            paths.append(path)
        } while current.kind == .comma
        var initialRange: SourceRange?
        if isKeyword(current, "initial"), !current.isAtStartOfLine {
            initialRange = range(current)
            advance()
        }
        guard current.kind == .arrow, !current.isAtStartOfLine else {
            let isHandlerName = current.kind == .identifier && !current.isAtStartOfLine
            error(
                .expectedHandler,
                "expected '->' and a handler name after the observed \(paths.count == 1 ? "path" : "paths"); write 'on \(paths[0].text) -> \(paths[0].steps.last?.name.name ?? "value")Changed'",
                at: missingLocation, fixIts: isHandlerName ? [insertion("-> ", at: current.startOffset)] : [])
            skipStatement()
            return nil
        }
        advance()
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error(.expectedHandler, "expected a handler name after '->', as in '-> titleChanged'", at: missingLocation)
            skipStatement()
            return nil
        }
        let handler = identifier(current)
        advance()
        return ActionRule(paths: paths, initialRange: initialRange, handler: handler, range: range(from: start))
    }

    /// `t.x <- s.y | f`, `t.x <- once s.y`, `t.x <-> s.y`, `t.x <- (s.a, u.b) | f`, `t.x <- s.a?.b ?? e`.
    private mutating func parseAssignmentRule() -> AssignmentRule? {
        let start = current
        guard current.kind == .identifier else {
            error(
                .expectedRule,
                "expected a rule ('target <- source', 'target <-> source' or 'on source -> handler'), found \(describe(current))",
                at: range(current))
            advance()
            skipStatement()
            return nil
        }
        // `once s.t <- p.n`: `once` belongs after the arrow (a path named `once` is followed by `.`, not a name).
        // Read the rule as meant and say where `once` goes, once the rule's source is known.
        var misplacedOnce: Token?
        if isKeyword(current, "once"), peek().kind == .identifier, !peek().isAtStartOfLine {
            misplacedOnce = current
            advance()
        }
        let targetStart = current
        guard let target = parsePath(what: "a target path", startsStatement: true) else {
            skipStatement()
            return nil
        }
        let arrow = current
        let direction: AssignmentRule.Direction
        switch arrow.kind {
        case .leftArrow:
            direction = .oneWay
        case .twoWayArrow:
            direction = .twoWay
        case .arrow:
            reportRightwardArrow(after: target, start: start)
            skipStatement()
            return nil
        case .equal:
            // Recover as a one-way rule: the rest of the line is most likely right.
            error(
                .expectedRuleArrow,
                "expected '<-' or '<->' after target '\(target.text)'; a binding rule is written '\(target.text) <- source'",
                at: range(arrow), fixIts: [Diagnostic.FixIt(replacing: range(arrow), with: "<-")])
            direction = .oneWay
        default:
            error(
                .expectedRuleArrow,
                "expected '<-' or '<->' after target '\(target.text)'\(found); write '\(target.text) <- source'",
                at: missingLocation)
            skipStatement()
            return nil
        }
        advance()
        var onceRange: SourceRange?
        if isKeyword(current, "once"), peek().kind == .identifier || peek().kind == .leftParen, !peek().isAtStartOfLine
        {
            if direction == .twoWay {
                error(
                    .onceInTwoWayRule, "'once' applies only to one-way rules; write '\(target.text) <- once source'",
                    at: range(current),
                    fixIts: [Diagnostic.FixIt(replacing: range(arrow), with: "<-")])
            }
            onceRange = range(current)
            advance()
        }
        let sourceStart = current
        var sources: [SourceSyntax] = []
        var isParenthesized = false
        if current.kind == .leftParen, !current.isAtStartOfLine {
            isParenthesized = true
            guard let list = parseSourceList() else {
                skipStatement()
                return nil
            }
            sources = list
        } else {
            guard
                let source = parseSource(
                    stops: .pipe,
                    what: arrow.kind == .twoWayArrow ? "a source path after '<->'" : "a source path after '<-'")
            else {
                skipStatement()
                return nil
            }
            sources = [source]
        }
        var transforms: [Identifier] = []
        while current.kind == .pipe, !current.isAtStartOfLine {
            advance()
            guard current.kind == .identifier, !current.isAtStartOfLine else {
                error(
                    .expectedTransformName, "expected a transform name after '|', as in '| uppercased'",
                    at: missingLocation)
                skipStatement()
                return nil
            }
            if transforms.count == Parser.maximumPipelineLength {
                error(
                    .pipelineTooLong,
                    "a rule applies at most \(Parser.maximumPipelineLength) transforms, as the generated Swift nests "
                        + "each call in the next; combine some into one transform that applies them",
                    at: range(current))
            }
            transforms.append(identifier(current))
            advance()
        }
        if let last = transforms.last, current.kind == .doubleQuestion, !current.isAtStartOfLine {
            reportFallbackAfterTransforms(
                sources: sources, isParenthesized: isParenthesized, transforms: transforms, last: last)
            skipStatement(keepingSemicolon: true)
        }
        if transforms.isEmpty, !isParenthesized, let source = sources.first, source.fallback == nil,
            !isAtStatementEnd, reportsExpressionAfterSource(source, target: target, arrow: arrow)
        {
            skipStatement(keepingSemicolon: true)
        }
        if let misplacedOnce {
            reportMisplacedOnce(
                misplacedOnce, target: target, targetStart: targetStart, arrow: arrow, sourceStart: sourceStart,
                isAlsoAfterArrow: onceRange != nil)
            onceRange = onceRange ?? range(misplacedOnce)
        }
        if current.kind == .identifier, !isAtStatementEnd, statementStarting(at: position) == nil {
            error(
                .missingPipe,
                "expected '|' before transform '\(identifier(current).name)', or a new line to end the rule",
                at: range(current), fixIts: [insertion("| ", at: current.startOffset)])
            skipStatement()
        }
        return AssignmentRule(
            target: target, direction: direction, arrowRange: range(arrow), onceRange: onceRange, sources: sources,
            isParenthesized: isParenthesized, transforms: transforms, range: range(from: start))
    }

    /// `a.x -> b.y`: the arrow of actions, written as if a value flowed from left to right. A rule points at its
    /// target, so turning the arrow round (`a.x <- b.y`) would copy the other way: the fix swaps the sides instead,
    /// when they are two plain paths. `a.x -> changed`, a name alone after the arrow, is an action without `on`.
    /// `once` written before the target: it goes right after the arrow, where the fix-it moves it (and a two-way
    /// rule becomes one-way, as `once` copies one way).
    private mutating func reportMisplacedOnce(
        _ once: Token, target: PathSyntax, targetStart: Token, arrow: Token, sourceStart: Token,
        isAlsoAfterArrow: Bool
    ) {
        let source = self.source.text(sourceStart.startOffset..<max(sourceStart.startOffset, previousEnd))
        let written = "\(target.text) <- once \(source)"
        var fixIts = [
            Diagnostic.FixIt(
                replacing: SourceRange(file: file, start: once.startOffset, end: targetStart.startOffset), with: "")
        ]
        if !isAlsoAfterArrow { fixIts.append(insertion("once ", at: sourceStart.startOffset)) }
        if arrow.kind == .twoWayArrow {
            fixIts.append(Diagnostic.FixIt(replacing: range(arrow), with: "<-"))
            error(
                .onceInTwoWayRule, "'once' applies only to one-way rules, after the arrow; write '\(written)'",
                at: range(once), fixIts: fixIts)
        } else {
            error(
                .expectedRuleArrow, "'once' goes after the arrow, before the source; write '\(written)'",
                at: range(once), fixIts: fixIts)
        }
    }

    private mutating func reportRightwardArrow(after target: PathSyntax, start: Token) {
        let arrow = current
        advance()
        guard current.kind == .identifier, !current.isAtStartOfLine,
            let destination = parsePath(what: "a path after '->'")
        else {
            error(
                .expectedRuleArrow,
                "expected '<-' or '<->' after '\(target.text)'; a rule is written target first, 'target <- "
                    + "\(target.text)', and an action 'on \(target.text) -> handler'",
                at: range(arrow))
            return
        }
        if destination.steps.isEmpty {
            error(
                .expectedRuleArrow,
                "an action starts with 'on': write 'on \(target.text) -> \(destination.root.name)'",
                at: range(arrow), fixIts: [insertion("on ", at: start.startOffset)])
            return
        }
        let isPlain = isAtStatementEnd
        error(
            .expectedRuleArrow,
            "a rule is written target first, its arrow pointing at it: to copy '\(target.text)' into "
                + "'\(destination.text)', write '\(destination.text) <- \(target.text)'"
                + (isPlain ? "" : ", then the rest of the rule"),
            at: range(arrow),
            fixIts: isPlain
                ? [Diagnostic.FixIt(replacing: range(from: start), with: "\(destination.text) <- \(target.text)")] : [])
    }

    /// `(s.a, u.b ?? 0)`. Inside the parentheses, as inside any brackets, a new line ends nothing: the list may
    /// break before or after any source, and around `??`.
    private mutating func parseSourceList() -> [SourceSyntax]? {
        let open = current
        advance()
        var sources: [SourceSyntax] = []
        while true {
            // A line starting a rule or declaration where a source should be (`(a.x,⏎ b.y <- c.z`): the list was
            // never closed. Taking that line's path as a source would put the error, and a `)` fix-it, on it.
            if current.isAtStartOfLine,
                let next = statementStarting(at: position)
                    ?? (looksLikeDeclarationStart(at: position) ? "another declaration" : nil)
            {
                let separator = tokens[position - 1]
                error(
                    .expectedPath, "expected a source path or ')' before \(next)", at: missingLocation,
                    notes: [Diagnostic.Note("'(' opened here", at: range(open))],
                    fixIts: [
                        separator.kind == .comma
                            ? Diagnostic.FixIt(replacing: range(separator), with: ")")
                            : insertion(")", at: previousEnd)
                    ])
                return nil
            }
            guard
                let source = parseSource(
                    stops: [.pipe, .comma, .acrossLines], what: "a source path in the parentheses")
            else {
                skipSourceList()
                return nil
            }
            sources.append(source)
            if current.kind == .comma {
                advance()
                continue
            }
            guard current.kind == .rightParen else {
                // A name on a new line that starts a rule or declaration follows a list never closed.
                let isNextSource =
                    current.kind == .identifier && !(current.isAtStartOfLine && statementStarting(at: position) != nil)
                error(
                    .expectedCommaOrClosingParenthesis, "expected ',' or ')' after a source\(found)",
                    at: missingLocation,
                    notes: [Diagnostic.Note("'(' opened here", at: range(open))],
                    fixIts: [isNextSource ? insertion(", ", at: previousEnd) : insertion(")", at: previousEnd)])
                skipSourceList()
                return nil
            }
            advance()
            return sources
        }
    }

    /// After an error in a source list: past its `)`, unless a line that starts a rule or declaration (or a `}`)
    /// comes first, when the list was never closed and the rule ends there.
    private mutating func skipSourceList() {
        var depth = 0
        while !isAtEnd {
            // A rule right after a path broken off at its `.` starts a line too, though a name after a `.` is
            // otherwise a member.
            if current.isAtStartOfLine,
                statementStarting(at: position) != nil || looksLikeDeclarationStart(at: position)
                    || looksLikeRuleStart(at: position)
            {
                return
            }
            if current.kind.isOpeningBracket {
                depth += 1
            } else if current.kind.isClosingBracket {
                if depth == 0 {
                    if current.kind == .rightParen { advance() }
                    return
                }
                depth -= 1
            }
            advance()
        }
    }

    /// A path with an optional `?? fallback`; in a source list (`stops` holds `.acrossLines`), new lines end
    /// neither.
    private mutating func parseSource(stops: ExpressionStops, what: @autoclosure () -> String) -> SourceSyntax? {
        let start = current
        let acrossLines = stops.contains(.acrossLines)
        guard let path = parsePath(what: what(), acrossLines: acrossLines) else { return nil }
        var fallback: ExpressionSyntax?
        if isFallbackOperator, acrossLines || !current.isAtStartOfLine {
            consumeFallbackOperator()
            guard let expression = parseExpression(stops: stops) else {
                error(
                    .expectedFallback, "expected a fallback value after '??', as in '?? \"Nobody\"'",
                    at: missingLocation)
                return nil
            }
            fallback = expression
        }
        return SourceSyntax(path: path, fallback: fallback, range: range(from: start))
    }

    /// `??`; written without a space after a path (`a.b??x`), Swift's lexer reads it as two postfix `?`.
    private var isFallbackOperator: Bool {
        current.kind == .doubleQuestion
            || (current.kind == .question && peek().kind == .question && !peek().hasSpaceBefore)
    }

    private mutating func consumeFallbackOperator() {
        if current.kind == .question { advance() }
        advance()
    }

    /// `download.owner?.name`. With `acrossLines` (in a source list), it may start on a new line and go on on the
    /// next ones.
    mutating func parsePath(
        what: @autoclosure () -> String, startsStatement: Bool = false, acrossLines: Bool = false
    ) -> PathSyntax? {
        let start = current
        guard current.kind == .identifier, startsStatement || acrossLines || !current.isAtStartOfLine else {
            error(.expectedPath, "expected \(what()), such as 'download.title'\(found)", at: missingLocation)
            return nil
        }
        let root = identifier(current)
        advance()
        var steps: [PathSyntax.Step] = []
        while acrossLines || !current.isAtStartOfLine {
            var isOptional = false
            if current.kind == .question, peek().kind == .period, !current.hasSpaceBefore {
                isOptional = true
                advance()
            } else if current.kind != .period {
                break
            }
            let dot = current
            advance()
            // Across lines, a name starting a line that starts a rule or declaration is not this path's: the path
            // was broken off at the `.` being typed (`(a.⏎ b.y <- c.z`).
            let startsNextStatement =
                current.isAtStartOfLine
                && (!acrossLines || looksLikeRuleStart(at: position) || looksLikeDeclarationStart(at: position))
            guard current.kind == .identifier, !startsNextStatement else {
                error(
                    .expectedPropertyName, "expected a property name after '\(isOptional ? "?." : text(dot))'",
                    at: missingLocation)
                return nil
            }
            steps.append(PathSyntax.Step(name: identifier(current), isOptionalChained: isOptional))
            advance()
        }
        return PathSyntax(root: root, steps: steps, range: range(from: start))
    }
}
