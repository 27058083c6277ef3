import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    /// `model Name: Conformance, ... { members }`.
    mutating func parseModel(
        doc: DocComment?, attributes: [AttributeSyntax], start: Token, isExternal: Bool = false
    ) -> ModelDecl? {
        advance()
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error(
                .expectedName, "expected a model name after 'model'; write 'model Download { … }'", at: missingLocation)
            skipToNextDeclaration()
            return nil
        }
        let name = identifier(current)
        advance()
        var conformances: [TypeSyntax] = []
        var conformanceAttributes: [[AttributeSyntax]] = []
        if current.kind == .colon {
            repeat {
                let separator = text(current)
                advance()
                guard let attributes = parseConformanceAttributes(inModel: name.name, isExternal: isExternal) else {
                    skipToBlockOrDeclaration()
                    break
                }
                guard let type = parseType(what: "a conformance after '\(separator)' in model '\(name.name)'") else {
                    skipToBlockOrDeclaration()
                    break
                }
                if reportsNotAConformance(type) { continue }
                conformances.append(type)
                conformanceAttributes.append(attributes)
            } while current.kind == .comma
        }
        let open = current
        if current.kind == .leftBrace {
            advance()
        } else if isMemberStart(current) {
            // The members follow: report the brace and read them as if it were there.
            error(
                .expectedOpeningBrace, "expected '{' after model '\(name.name)' to begin its properties",
                at: missingLocation,
                fixIts: [insertion(" {", at: previousEnd)])
        } else {
            error(
                .expectedOpeningBrace, "expected '{' after model '\(name.name)' to begin its properties\(found)",
                at: missingLocation)
            skipToNextDeclaration()
            return ModelDecl(
                doc: doc, attributes: attributes, name: name, conformances: conformances,
                conformanceAttributes: conformanceAttributes, members: [],
                range: range(from: start))
        }
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
            doc: doc, attributes: attributes, name: name, conformances: conformances,
            conformanceAttributes: conformanceAttributes, members: members,
            range: range(from: start))
    }

    /// `@unchecked Sendable`, `@MainActor P`: kept, and passed through with the conformance. Swift accepts no
    /// arguments on a conformance's attribute, and `@retroactive` only in an extension of another module's type, so
    /// either would fail in the generated file; they are reported here and left out. An external class's conformances
    /// only describe a class declared elsewhere, perhaps retroactively. Nil when an attribute's arguments are left
    /// open, which is reported.
    private mutating func parseConformanceAttributes(inModel model: String, isExternal: Bool) -> [AttributeSyntax]? {
        var attributes: [AttributeSyntax] = []
        while current.kind == .at, peek().kind == .identifier, !peek().hasSpaceBefore {
            let start = current
            advance()
            let name = identifier(current).name
            advance()
            let hasArguments = current.kind == .leftParen && !current.hasSpaceBefore
            let arguments = current
            if hasArguments, !skipArguments(ofAttribute: name, stoppingAtBrace: true) { return nil }
            if name == "retroactive", !isExternal {
                error(
                    .attributeNotAllowed,
                    "attribute '@retroactive' marks a conformance added by an extension to a type of another module; "
                        + "model '\(model)' is declared here, so its conformances need none; remove it",
                    at: range(from: start))
            } else if name == "Sendable" {
                // Valid on a function type, which is where Swift is asked about an attribute it does not know.
                error(
                    .attributeNotAllowed,
                    "attribute '@Sendable' marks a function type, not a conformance; to make model '\(model)' "
                        + "Sendable, conform to 'Sendable' on its own",
                    at: range(from: start))
            } else if hasArguments {
                error(
                    .attributeNotAllowed,
                    "attribute '@\(name)' on a conformance of model '\(model)' takes no arguments; remove "
                        + "'\(source.text(range(from: arguments)))'",
                    at: range(from: arguments))
            } else {
                attributes.append(AttributeSyntax(name: "@" + name, range: range(from: start)))
            }
        }
        return attributes
    }

    private func isMemberStart(_ token: Token) -> Bool {
        (isKeyword(token, "var") || isKeyword(token, "let") || isKeyword(token, "computed"))
            && peek().kind == .identifier
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
        } else if start.kind == .identifier, peek().kind == .colon, !peek().isAtStartOfLine {
            // `title: String`: read on as a `var`, the likeliest intent, so the rest of the line is still checked.
            error(
                .missingMemberKeyword,
                "expected 'var', 'let' or 'computed' before property '\(identifier(start).name)'", at: range(start),
                fixIts: [insertion("var ", at: start.startOffset)])
            return parseMemberAfterKeyword(
                doc: doc, kind: .var, keyword: "var",
                kindRange: SourceRange(file: file, start: start.startOffset, end: start.startOffset), start: start)
        } else {
            reportUnexpectedMember(in: model)
            advance()
            skipStatement()
            return nil
        }
        let keyword = text(start)
        advance()
        return parseMemberAfterKeyword(doc: doc, kind: kind, keyword: keyword, kindRange: range(start), start: start)
    }

    private mutating func parseMemberAfterKeyword(
        doc: DocComment?, kind: MemberDecl.Kind, keyword: String, kindRange: SourceRange, start: Token
    ) -> MemberDecl? {
        guard current.kind == .identifier, !current.isAtStartOfLine || current.startOffset == start.startOffset else {
            error(
                .expectedPropertyName, "expected a property name after '\(keyword)'; write '\(keyword) title: String'",
                at: missingLocation)
            skipStatement()
            return nil
        }
        let name = identifier(current)
        advance()
        guard current.kind == .colon else {
            // `var count Int`: the type is there, only the colon is missing.
            let typeWritten = current.kind == .identifier && !current.isAtStartOfLine
            let typeName = typeWritten ? text(current) : (kind == .computed ? "Double" : "String")
            let example = "\(keyword) \(name.name): \(typeName)" + (kind == .computed ? " = expression" : "")
            error(
                .expectedColon, "expected ':' and a type after property name '\(name.name)'; write '\(example)'",
                at: missingLocation, fixIts: typeWritten ? [insertion(":", at: name.range.end)] : [])
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
                    .expectedExpression,
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
                .expectedExpression,
                "computed property '\(name.name)' needs an expression; write 'computed \(name.name): \(type) = expression'",
                at: missingLocation)
        }
        return MemberDecl(
            doc: doc, kind: kind, kindRange: kindRange, name: name, type: type, value: value,
            range: range(from: start))
    }

    private mutating func reportUnexpectedMember(in model: String) {
        let token = current
        let here = range(token)
        if isKeyword(token, "func") || isKeyword(token, "init") {
            error(
                .functionInModel,
                "a model holds only properties ('var', 'let', 'computed'); put functions in a Swift extension", at: here
            )
        } else if token.kind == .identifier,
            let known = Suggestions.closest(to: text(token), in: ["var", "let", "computed"])
        {
            error(
                .expectedMember,
                "expected a property ('var', 'let' or 'computed') in model '\(model)', found \(describe(token)); did you mean '\(known)'?",
                at: here, fixIts: [Diagnostic.FixIt(replacing: here, with: known)])
        } else {
            error(
                .expectedMember,
                "expected a property ('var', 'let' or 'computed') in model '\(model)', found \(describe(token))",
                at: here)
        }
    }
}

extension SyntaxParser {
    /// `external class Name[: Observable] { var name: Type … }`: a Swift class declared elsewhere, read like a
    /// model and marked external.
    mutating func parseExternalClass(doc: DocComment?, attributes: [AttributeSyntax], start: Token) -> ModelDecl? {
        let external = range(current)
        advance()
        guard isKeyword(current, "class"), !current.isAtStartOfLine else {
            error(
                .expectedName, "expected 'class' after 'external'; write 'external class Label { var text: String? }'",
                at: missingLocation)
            skipToNextDeclaration()
            return nil
        }
        guard var decl = parseModel(doc: doc, attributes: attributes, start: start, isExternal: true) else {
            return nil
        }
        decl.externalRange = external
        return decl
    }
}
