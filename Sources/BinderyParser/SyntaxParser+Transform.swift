import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    /// `transform name(T1, T2) -> R = expr`, `transform name(T) <-> R { forward: … backward: … }`,
    /// `transform name(T) -> R external`.
    mutating func parseTransform(doc: DocComment?, start: Token) -> TransformDecl? {
        advance()
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error(
                .expectedName,
                "expected a transform name after 'transform'; write 'transform uppercased(String) -> String = $0.uppercased()'",
                at: missingLocation)
            skipToNextDeclaration()
            return nil
        }
        let name = identifier(current)
        advance()
        guard current.kind == .leftParen else {
            error(
                .expectedOpeningParenthesis,
                "expected '(' and the input types after transform '\(name.name)'; write 'transform \(name.name)(String) -> String = …'",
                at: missingLocation)
            skipToNextDeclaration()
            return nil
        }
        guard let inputs = parseTransformInputs(of: name.name) else {
            skipToNextDeclaration()
            return nil
        }
        let arrow = current
        guard arrow.kind == .arrow || arrow.kind == .twoWayArrow else {
            error(
                .expectedTransformArrow,
                "expected '->' (or '<->' for a reversible transform) and a result type after the inputs of transform '\(name.name)'",
                at: missingLocation,
                fixIts: arrow.kind == .leftArrow || arrow.kind == .colon
                    ? [Diagnostic.FixIt(replacing: range(arrow), with: "->")] : [])
            skipToNextDeclaration()
            return nil
        }
        advance()
        guard
            let output = parseType(
                what: arrow.kind == .twoWayArrow ? "a result type after '<->'" : "a result type after '->'")
        else {
            skipToNextDeclaration()
            return nil
        }
        guard let body = parseTransformBody(of: name.name, isReversible: arrow.kind == .twoWayArrow) else {
            skipToNextDeclaration()
            return nil
        }
        return TransformDecl(
            doc: doc, name: name, inputs: inputs, output: output, isReversibleArrow: arrow.kind == .twoWayArrow,
            arrowRange: range(arrow), body: body, range: range(from: start))
    }

    /// `(T1, T2)`: types, not parameters. Inside the parentheses a new line ends nothing: the list may break before
    /// or after any type.
    private mutating func parseTransformInputs(of name: String) -> [TypeSyntax]? {
        let open = current
        advance()
        openTypeBrackets += 1
        defer { openTypeBrackets -= 1 }
        var inputs: [TypeSyntax] = []
        while current.kind != .rightParen {
            // `v: Int`, or a Swift function's `_ v: Int`: names, which a transform's inputs do not take.
            let names = current.kind == .identifier && peek().kind == .colon ? 1 : isArgumentLabelAndName ? 2 : 0
            if names > 0 {
                let label = current
                let type = peek(names + 1)
                error(
                    .labeledTransformInput,
                    "a transform's inputs are types without names: write '\(name)(\(text(type)))' and use '$0' in the body",
                    at: range(from: label, to: peek(names - 1)),
                    fixIts: [
                        Diagnostic.FixIt(
                            replacing: SourceRange(file: file, start: label.startOffset, end: type.startOffset),
                            with: "")
                    ])
                for _ in 0...names { advance() }
            }
            guard let type = parseType(what: "an input type of transform '\(name)'") else { return nil }
            inputs.append(type)
            if current.kind == .comma {
                advance()
                continue
            }
            guard current.kind == .rightParen else {
                error(
                    .expectedCommaOrClosingParenthesis,
                    "expected ',' or ')' after an input type of transform '\(name)'\(found)",
                    at: missingLocation, notes: [Diagnostic.Note("'(' opened here", at: range(open))])
                return nil
            }
        }
        advance()
        return inputs
    }

    /// `_ v:` or `from v:` before an input's type: an argument label and a name, as a Swift function's parameter has.
    private var isArgumentLabelAndName: Bool {
        current.kind == .identifier && peek().kind == .identifier && peek(2).kind == .colon
            && !peek().isAtStartOfLine && !peek(2).isAtStartOfLine
    }

    private mutating func parseTransformBody(of name: String, isReversible: Bool) -> TransformDecl.Body? {
        if current.kind == .equal, !current.isAtStartOfLine {
            advance()
            guard let expression = parseExpression() else {
                error(
                    .expectedExpression,
                    "expected an expression after '=' in transform '\(name)', as in '= $0.uppercased()'",
                    at: missingLocation)
                return nil
            }
            return .expression(expression)
        }
        if isKeyword(current, "external"), !current.isAtStartOfLine {
            let keyword = current
            advance()
            return .external(range(keyword))
        }
        // `forward:` and `backward:` after '->' are read on: the checker says to write '<->'.
        if current.kind == .leftBrace, isReversible || isReversibleLabel(at: position + 1) {
            return parseReversibleBody(of: name)
        }
        if current.kind == .leftBrace {
            // A Swift function's body, `-> Int { $0 + 1 }`: braces hold only a reversible transform's two halves.
            error(
                .expectedTransformBody,
                "a transform written with '->' takes its body after '=', not in braces, which hold a reversible "
                    + "transform's 'forward:' and 'backward:'; write '= expression', as in '= $0 + 1'",
                at: range(current))
            return nil
        }
        let example = isReversible ? "{ forward: … backward: … }" : "= expression"
        error(
            .expectedTransformBody,
            "expected '= expression', '{ forward: … backward: … }' or 'external' after the result type of transform '\(name)'; write '\(example)'",
            at: missingLocation)
        return nil
    }

    /// `{ forward: expr  backward: expr }`, each half on its own line or separated by `;`.
    private mutating func parseReversibleBody(of name: String) -> TransformDecl.Body? {
        let open = current
        advance()
        var forward: ExpressionSyntax?
        var backward: ExpressionSyntax?
        // A half whose label was written but whose expression was wrong has had its error already.
        var attempted: Set<String> = []
        while true {
            if current.kind == .rightBrace { break }
            if current.kind == .semicolon {
                advance()
                continue
            }
            if isAtEnd || looksLikeDeclarationStart(at: position) {
                reportMissingBrace(closing: "transform '\(name)'", open: open)
                return nil
            }
            let before = position
            defer { if position == before { advance() } }
            let label = current
            let isForward = isKeyword(label, "forward")
            guard isForward || isKeyword(label, "backward") else {
                error(
                    .expectedReversibleLabel,
                    "expected 'forward:' or 'backward:' in reversible transform '\(name)', found \(describe(label))",
                    at: range(label))
                advance()
                skipStatement()
                continue
            }
            attempted.insert(isForward ? "forward" : "backward")
            advance()
            guard current.kind == .colon else {
                error(
                    .expectedColon, "expected ':' after '\(text(label))'; write '\(text(label)): expression'",
                    at: missingLocation,
                    fixIts: [insertion(":", at: label.endOffset)])
                skipStatement()
                continue
            }
            advance()
            guard let expression = parseExpression(stops: .reversibleLabel) else {
                error(.expectedExpression, "expected an expression after '\(text(label)):'", at: missingLocation)
                skipStatement()
                continue
            }
            if (isForward ? forward : backward) != nil {
                error(
                    .duplicateReversibleHalf, "'\(text(label)):' is written twice in transform '\(name)'; keep one",
                    at: range(label))
            } else if isForward {
                forward = expression
            } else {
                backward = expression
            }
        }
        let close = current
        advance()
        guard let forward, let backward else {
            if attempted.count == 2 { return nil }
            let missing = forward == nil ? "forward" : "backward"
            error(
                .missingReversibleHalf,
                "reversible transform '\(name)' needs both 'forward:' and 'backward:'; add '\(missing): expression'",
                at: range(close))
            return nil
        }
        return .reversible(forward: forward, backward: backward)
    }
}
