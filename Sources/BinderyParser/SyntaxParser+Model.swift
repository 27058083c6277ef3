import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    /// `model Name: Conformance, ... { members }`.
    mutating func parseModel(doc: DocComment?, attributes: [AttributeSyntax], start: Token) -> ModelDecl? {
        advance()
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error("expected a model name after 'model'; write 'model Download { … }'", at: missingLocation)
            skipToNextDeclaration()
            return nil
        }
        let name = identifier(current)
        advance()
        var conformances: [TypeSyntax] = []
        if current.kind == .colon {
            advance()
            repeat {
                if current.kind == .comma { advance() }
                guard let type = parseType(what: "a conformance after ':' in model '\(name.name)'") else {
                    skipToBlockOrDeclaration()
                    break
                }
                conformances.append(type)
            } while current.kind == .comma
        }
        guard current.kind == .leftBrace else {
            error(
                "expected '{' after model '\(name.name)' to begin its properties, found \(describe(current))",
                at: missingLocation)
            skipToNextDeclaration()
            return ModelDecl(
                doc: doc, attributes: attributes, name: name, conformances: conformances, members: [],
                range: range(from: start))
        }
        let open = current
        advance()
        var members: [MemberDecl] = []
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
                reportMissingBrace(closing: "model '\(name.name)'", open: open)
                break
            }
            let before = position
            if let member = parseMember(in: name.name) {
                members.append(member)
                expectStatementEnd(after: "property '\(member.name.name)'")
            }
            if position == before { advance() }
        }
        return ModelDecl(
            doc: doc, attributes: attributes, name: name, conformances: conformances, members: members,
            range: range(from: start))
    }

    /// After a broken conformance list: on to the model's `{`, if it is on this line.
    private mutating func skipToBlockOrDeclaration() {
        while !isAtEnd, current.kind != .leftBrace, !current.isAtStartOfLine { advance() }
    }

    /// `var name: Type [= default]`, `let name: Type [= default]`, `computed name: Type = expression`.
    mutating func parseMember(in model: String) -> MemberDecl? {
        let doc = takeDocComment()
        let start = current
        let kind: MemberDecl.Kind
        if isKeyword(start, "var") {
            kind = .var
        } else if isKeyword(start, "let") {
            kind = .let
        } else if isKeyword(start, "computed") {
            kind = .computed
        } else {
            reportUnexpectedMember(in: model)
            skipStatement()
            return nil
        }
        let keyword = text(start)
        advance()
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error(
                "expected a property name after '\(keyword)'; write '\(keyword) title: String'", at: missingLocation)
            skipStatement()
            return nil
        }
        let name = identifier(current)
        advance()
        guard current.kind == .colon else {
            let example =
                kind == .computed ? "\(keyword) \(name.name): Double = expression" : "\(keyword) \(name.name): String"
            error(
                "expected ':' and a type after property name '\(name.name)'; write '\(example)'",
                at: missingLocation)
            skipStatement()
            return nil
        }
        advance()
        guard let type = parseType(what: "a type after '\(name.name):'") else {
            skipStatement()
            return nil
        }
        var value: ExpressionSyntax?
        if current.kind == .equal {
            let equal = current
            advance()
            value = parseExpression()
            if value == nil {
                error(
                    kind == .computed
                        ? "expected an expression after '=' for computed property '\(name.name)'"
                        : "expected a default value after '=' for property '\(name.name)'; write '= value' or remove the '='",
                    at: missingLocation,
                    fixIts: kind == .computed ? [] : [Diagnostic.FixIt(replacing: range(equal), with: "")])
                skipStatement()
                return nil
            }
        } else if kind == .computed, isAtStatementEnd {
            error(
                "computed property '\(name.name)' needs an expression; write 'computed \(name.name): \(type) = expression'",
                at: missingLocation)
        }
        return MemberDecl(
            doc: doc, kind: kind, kindRange: range(start), name: name, type: type, value: value,
            range: range(from: start))
    }

    private mutating func reportUnexpectedMember(in model: String) {
        let token = current
        let here = range(token)
        if token.kind == .identifier, peek().kind == .colon, !peek().isAtStartOfLine {
            error(
                "expected 'var', 'let' or 'computed' before property '\(identifier(token).name)'", at: here,
                fixIts: [insertion("var ", at: token.startOffset)])
        } else if isKeyword(token, "func") || isKeyword(token, "init") {
            error(
                "a model holds only properties ('var', 'let', 'computed'); put functions in a Swift extension", at: here
            )
        } else if token.kind == .identifier, let known = MemberKeywordSuggestion.closest(to: text(token)) {
            error(
                "expected a property ('var', 'let' or 'computed') in model '\(model)', found \(describe(token)); did you mean '\(known)'?",
                at: here, fixIts: [Diagnostic.FixIt(replacing: here, with: known)])
        } else {
            error(
                "expected a property ('var', 'let' or 'computed') in model '\(model)', found \(describe(token))",
                at: here)
        }
    }
}

enum MemberKeywordSuggestion {
    static func closest(to word: String) -> String? {
        let candidates = ["var", "let", "computed"].map { ($0, EditDistance.between($0, word)) }
            .filter { $0.1 > 0 && $0.1 <= ($0.0.count > 3 ? 2 : 1) }
        return candidates.min { $0.1 < $1.1 }?.0
    }
}
