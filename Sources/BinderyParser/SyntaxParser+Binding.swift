import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    /// `binding Name(param: Model, ...) { rules }`.
    mutating func parseBinding(doc: DocComment?, attributes: [AttributeSyntax], start: Token) -> BindingDecl? {
        advance()
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error(
                "expected a binding name after 'binding'; write 'binding RowBinding(download: Download) { … }'",
                at: missingLocation)
            skipToNextDeclaration()
            return nil
        }
        let name = identifier(current)
        advance()
        guard current.kind == .leftParen else {
            error(
                "expected '(' and parameters after binding '\(name.name)'; write 'binding \(name.name)(download: Download) { … }'",
                at: missingLocation)
            skipToNextDeclaration()
            return nil
        }
        guard let parameters = parseBindingParameters(of: name.name) else {
            skipToNextDeclaration()
            return nil
        }
        guard current.kind == .leftBrace else {
            error(
                "expected '{' after the parameters of binding '\(name.name)' to begin its rules\(found)",
                at: missingLocation)
            skipToNextDeclaration()
            return BindingDecl(
                doc: doc, attributes: attributes, name: name, parameters: parameters, rules: [],
                range: range(from: start))
        }
        let open = current
        advance()
        var rules: [RuleSyntax] = []
        while true {
            if current.kind == .rightBrace {
                advance()
                break
            }
            if current.kind == .semicolon {
                advance()
                continue
            }
            if isAtEnd || looksLikeDeclarationStart(at: position) {
                reportMissingBrace(closing: "binding '\(name.name)'", open: open)
                break
            }
            let before = position
            if let rule = parseRule() {
                rules.append(rule)
                expectStatementEnd(after: "the rule")
            }
            if position == before { advance() }
        }
        return BindingDecl(
            doc: doc, attributes: attributes, name: name, parameters: parameters, rules: rules,
            range: range(from: start))
    }

    private mutating func parseBindingParameters(of binding: String) -> [BindingDecl.Parameter]? {
        let open = current
        advance()
        var parameters: [BindingDecl.Parameter] = []
        while current.kind != .rightParen {
            guard current.kind == .identifier else {
                error(
                    "expected a parameter name in binding '\(binding)'\(found); write 'download: Download'",
                    at: missingLocation, notes: [Diagnostic.Note("'(' opened here", at: range(open))])
                return nil
            }
            let start = current
            let name = identifier(current)
            advance()
            guard current.kind == .colon else {
                error(
                    "expected ':' and a model type after parameter '\(name.name)'; write '\(name.name): \(ModelNameGuess.from(name.name))'",
                    at: missingLocation)
                return nil
            }
            advance()
            guard let type = parseType(what: "a model type after '\(name.name):'") else { return nil }
            parameters.append(BindingDecl.Parameter(name: name, type: type, range: range(from: start)))
            if current.kind == .comma {
                advance()
                continue
            }
            guard current.kind == .rightParen else {
                error(
                    "expected ',' or ')' after parameter '\(name.name)'\(found)",
                    at: missingLocation, notes: [Diagnostic.Note("'(' opened here", at: range(open))])
                return nil
            }
        }
        advance()
        return parameters
    }

    // MARK: Rules

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
                "expected '->' and a handler name after the observed \(paths.count == 1 ? "path" : "paths"); write 'on \(paths[0].text) -> \(paths[0].steps.last?.name.name ?? "value")Changed'",
                at: missingLocation, fixIts: isHandlerName ? [insertion("-> ", at: current.startOffset)] : [])
            skipStatement()
            return nil
        }
        advance()
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error("expected a handler name after '->', as in '-> titleChanged'", at: missingLocation)
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
                "expected a rule ('target <- source', 'target <-> source' or 'on source -> handler'), found \(describe(current))",
                at: range(current))
            advance()
            skipStatement()
            return nil
        }
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
        case .equal, .arrow:
            // Recover as a one-way rule: the rest of the line is most likely right.
            error(
                "expected '<-' or '<->' after target '\(target.text)'; a binding rule is written '\(target.text) <- source'",
                at: range(arrow), fixIts: [Diagnostic.FixIt(replacing: range(arrow), with: "<-")])
            direction = .oneWay
        default:
            error(
                "expected '<-' or '<->' after target '\(target.text)', found \(describe(arrow)); write '\(target.text) <- source'",
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
                    "'once' applies only to one-way rules; write '\(target.text) <- once source'", at: range(current),
                    fixIts: [Diagnostic.FixIt(replacing: range(arrow), with: "<-")])
            }
            onceRange = range(current)
            advance()
        }
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
                error("expected a transform name after '|', as in '| uppercased'", at: missingLocation)
                skipStatement()
                return nil
            }
            transforms.append(identifier(current))
            advance()
        }
        if current.kind == .identifier, !isAtStatementEnd {
            error(
                "expected '|' before transform '\(identifier(current).name)', or a new line to end the rule",
                at: range(current), fixIts: [insertion("| ", at: current.startOffset)])
            skipStatement()
        }
        return AssignmentRule(
            target: target, direction: direction, arrowRange: range(arrow), onceRange: onceRange, sources: sources,
            isParenthesized: isParenthesized, transforms: transforms, range: range(from: start))
    }

    /// `(s.a, u.b ?? 0)`.
    private mutating func parseSourceList() -> [SourceSyntax]? {
        let open = current
        advance()
        var sources: [SourceSyntax] = []
        while true {
            guard let source = parseSource(stops: [.pipe, .comma], what: "a source path in the parentheses") else {
                return nil
            }
            sources.append(source)
            if current.kind == .comma {
                advance()
                continue
            }
            guard current.kind == .rightParen else {
                error(
                    "expected ',' or ')' after a source\(found)", at: missingLocation,
                    notes: [Diagnostic.Note("'(' opened here", at: range(open))],
                    fixIts: [
                        current.kind == .identifier ? insertion(", ", at: previousEnd) : insertion(")", at: previousEnd)
                    ])
                return nil
            }
            advance()
            return sources
        }
    }

    /// A path with an optional `?? fallback`.
    private mutating func parseSource(stops: ExpressionStops, what: @autoclosure () -> String) -> SourceSyntax? {
        let start = current
        guard let path = parsePath(what: what()) else { return nil }
        var fallback: ExpressionSyntax?
        if current.kind == .doubleQuestion, !current.isAtStartOfLine {
            advance()
            guard let expression = parseExpression(stops: stops) else {
                error("expected a fallback value after '??', as in '?? \"Nobody\"'", at: missingLocation)
                return nil
            }
            fallback = expression
        }
        return SourceSyntax(path: path, fallback: fallback, range: range(from: start))
    }

    /// `download.owner?.name`.
    mutating func parsePath(what: @autoclosure () -> String, startsStatement: Bool = false) -> PathSyntax? {
        let start = current
        guard current.kind == .identifier, startsStatement || !current.isAtStartOfLine else {
            error("expected \(what()), such as 'download.title'\(found)", at: missingLocation)
            return nil
        }
        let root = identifier(current)
        advance()
        var steps: [PathSyntax.Step] = []
        while !current.isAtStartOfLine {
            var isOptional = false
            if current.kind == .question, peek().kind == .period, !current.hasSpaceBefore {
                isOptional = true
                advance()
            } else if current.kind != .period {
                break
            }
            let dot = current
            advance()
            guard current.kind == .identifier, !current.isAtStartOfLine else {
                error(
                    "expected a property name after '\(isOptional ? "?." : text(dot))'", at: missingLocation)
                return nil
            }
            steps.append(PathSyntax.Step(name: identifier(current), isOptionalChained: isOptional))
            advance()
        }
        return PathSyntax(root: root, steps: steps, range: range(from: start))
    }
}

/// `download` → `Download`, for examples in messages.
enum ModelNameGuess {
    static func from(_ parameter: String) -> String {
        guard let first = parameter.first else { return "Model" }
        return first.uppercased() + parameter.dropFirst()
    }
}
