import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    /// `binding Name(param: Model, ...) { rules }`.
    mutating func parseBinding(doc: DocComment?, attributes: [AttributeSyntax], start: Token) -> BindingDecl? {
        advance()
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error(
                .expectedName,
                "expected a binding name after 'binding'; write 'binding RowBinding(download: Download) { … }'",
                at: missingLocation)
            skipToNextDeclaration()
            return nil
        }
        let name = identifier(current)
        advance()
        guard current.kind == .leftParen else {
            error(
                .expectedOpeningParenthesis,
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
                .expectedOpeningBrace,
                "expected '{' after the parameters of binding '\(name.name)' to begin its rules\(found)",
                at: missingLocation)
            skipToNextDeclaration()
            return BindingDecl(
                doc: doc, attributes: attributes, name: name, parameters: parameters, rules: [],
                range: range(from: start))
        }
        let open = current
        advance()
        isInBinding = true
        defer { isInBinding = false }
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

    /// `(download: Download, row: Row)`. Inside the parentheses a new line ends nothing: the list may break before or
    /// after any parameter, and after its `:`.
    private mutating func parseBindingParameters(of binding: String) -> [BindingDecl.Parameter]? {
        let open = current
        advance()
        openTypeBrackets += 1
        defer { openTypeBrackets -= 1 }
        var parameters: [BindingDecl.Parameter] = []
        while current.kind != .rightParen {
            guard current.kind == .identifier else {
                error(
                    .expectedParameter,
                    "expected a parameter name in binding '\(binding)'\(found); write 'download: Download'",
                    at: missingLocation, notes: [Diagnostic.Note("'(' opened here", at: range(open))])
                return nil
            }
            let start = current
            let name = identifier(current)
            advance()
            guard current.kind == .colon else {
                error(
                    .expectedColon,
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
                    .expectedCommaOrClosingParenthesis, "expected ',' or ')' after parameter '\(name.name)'\(found)",
                    at: missingLocation, notes: [Diagnostic.Note("'(' opened here", at: range(open))])
                return nil
            }
        }
        advance()
        return parameters
    }
}
