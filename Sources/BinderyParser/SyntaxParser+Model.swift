import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    /// `model Name: Conformance, ... { members }`.
    mutating func parseModel(
        doc: DocComment?, attributes: [AttributeSyntax], start: Token, isExternal: Bool = false
    ) -> ModelDecl? {
        advance()
        let kind = isExternal ? "external class" : "model"
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error(
                .expectedName,
                isExternal
                    ? "expected a class name after 'external class'; write 'external class Label { var text: String? }'"
                    : "expected a model name after 'model'; write 'model Download { … }'", at: missingLocation)
            skipToNextDeclaration()
            return nil
        }
        var name = identifier(current)
        advance()
        if isExternal { name = skippingQualifiedOrGenericClassName(after: name) }
        var conformances: [TypeSyntax] = []
        var conformanceAttributes: [[AttributeSyntax]] = []
        if current.kind == .colon {
            // A conformance follows ':' and each ',': on the same line, or on the next after a ',' (as Swift reads it).
            repeat {
                let separatorToken = current
                let separator = text(current)
                advance()
                if current.kind == .leftBrace {
                    // `Codable, {`, or `Codable,` ending its line: the separator has nothing after it.
                    error(
                        .expectedType,
                        "expected a conformance after '\(separator)' in \(kind) '\(name.name)', found '{'; "
                            + "remove the '\(separator)'",
                        at: missingLocation, fixIts: [Diagnostic.FixIt(replacing: range(separatorToken), with: "")])
                    break
                }
                guard let attributes = parseConformanceAttributes(in: "\(kind) '\(name.name)'", isExternal: isExternal)
                else {
                    skipToBlockOrDeclaration()
                    break
                }
                guard let type = parseType(what: "a conformance after '\(separator)' in \(kind) '\(name.name)'") else {
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
                .expectedOpeningBrace, "expected '{' after \(kind) '\(name.name)' to begin its properties",
                at: missingLocation,
                fixIts: [insertion(" {", at: previousEnd)])
        } else {
            error(
                .expectedOpeningBrace, "expected '{' after \(kind) '\(name.name)' to begin its properties\(found)",
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
            if isAtEnd || (looksLikeDeclarationStart(at: position) && !isAttributeBeforeMember()) {
                reportMissingBrace(closing: "\(kind) '\(name.name)'", open: open)
                break
            }
            let before = position
            if let member = parseMember(in: name.name, isExternal: isExternal) {
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
    private mutating func parseConformanceAttributes(in declaration: String, isExternal: Bool) -> [AttributeSyntax]? {
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
                        + "\(declaration) is declared here, so its conformances need none; remove it",
                    at: range(from: start))
            } else if name == "Sendable" {
                // Valid on a function type, which is where Swift is asked about an attribute it does not know.
                error(
                    .attributeNotAllowed,
                    "attribute '@Sendable' marks a function type, not a conformance; to make \(declaration) "
                        + "Sendable, conform to 'Sendable' on its own",
                    at: range(from: start))
            } else if hasArguments {
                error(
                    .attributeNotAllowed,
                    "attribute '@\(name)' on a conformance of \(declaration) takes no arguments; remove "
                        + "'\(source.text(range(from: arguments)))'",
                    at: range(from: arguments))
            } else {
                attributes.append(AttributeSyntax(name: "@" + name, range: range(from: start)))
            }
        }
        return attributes
    }

    /// `external class UIKit.UILabel` and `external class Box<Int>`: Swift names the class alone, and a binding holds
    /// one concrete class. Reported and read past, the class named by the last component, so its members and
    /// conformances are still checked. Either may be broken across lines as Swift reads a generic class's
    /// (`Box<⏎ Int>`, `Box⏎ <Int>`) or as a name goes on after a `.`: one error says what is wrong with the name, and
    /// nothing is left over to be taken for a missing `{`.
    private mutating func skippingQualifiedOrGenericClassName(after name: Identifier) -> Identifier {
        // A line cannot start with `<` otherwise: Swift reads `class Box⏎<T>` as one generic class.
        guard current.kind == .lessThan || (current.kind == .period && !current.isAtStartOfLine) else { return name }
        var last = name
        if current.kind == .period {
            var components = [source.text(name.range)]
            while current.kind == .period, peek().kind == .identifier, !startsLineOfItsOwn(peek()) {
                advance()
                last = identifier(current)
                components.append(text(current))
                advance()
            }
            let written = SourceRange(file: file, start: name.range.start, end: last.range.end)
            error(
                .expectedName,
                "an external class is named by one name; write 'external class \(last.name)' and 'import "
                    + "\(name.name)' when '\(name.name)' is its module, or for a nested class declare "
                    + "'typealias \(last.name) = \(components.joined(separator: "."))' in Swift",
                at: written)
        }
        if current.kind == .lessThan {
            let start = current
            var depth = 0
            // Inside the brackets a new line ends nothing, as in a type's, unless it starts a member or declaration.
            repeat {
                if current.kind == .lessThan { depth += 1 }
                if current.kind == .greaterThan { depth -= 1 }
                advance()
            } while depth > 0 && !isAtEnd && !startsLineOfItsOwn(current) && current.kind != .leftBrace
            error(
                .expectedName,
                "an external class describes one concrete class, not a generic one; declare a type alias for the class "
                    + "with its arguments in Swift ('typealias Int\(last.name) = \(last.name)<Int>') and describe that "
                    + "name",
                at: range(from: start))
        }
        return last
    }

    /// Whether `token` is at the start of a line and is a word that starts a member or declaration there.
    private func startsLineOfItsOwn(_ token: Token) -> Bool {
        token.isAtStartOfLine && token.kind == .identifier && !token.isBackticked
            && Self.lineStarts.contains(identifier(token).name)
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
    mutating func parseMember(in model: String, isExternal: Bool = false) -> MemberDecl? {
        let doc = takeDocComment()
        while true {
            if isModifierBeforeMember() {
                reportMemberModifier(in: model, isExternal: isExternal)
            } else if isAttributeBeforeMember() {
                reportMemberAttribute(in: model, isExternal: isExternal)
            } else {
                break
            }
        }
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
            reportUnexpectedMember(in: model, isExternal: isExternal)
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
        let escaping = parseEscapingBeforeTypeName()
        guard let type = parseType(what: "a type after '\(name.name):'") else {
            skipStatement()
            return nil
        }
        if let escaping { reportEscapingBeforeTypeThatIsNotAName(type, at: escaping) }
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
            doc: doc, kind: kind, kindRange: kindRange, name: name, type: type, escaping: escaping, value: value,
            range: range(from: start))
    }

    private mutating func reportUnexpectedMember(in model: String, isExternal: Bool) {
        let token = current
        let here = range(token)
        let keywords = isExternal ? ["var", "let"] : ["var", "let", "computed"]
        let expected =
            isExternal
            ? "expected a property ('var' or 'let') in external class '\(model)'"
            : "expected a property ('var', 'let' or 'computed') in model '\(model)'"
        if (isKeyword(token, "func") || isKeyword(token, "init")) && isExternal {
            error(
                .functionInModel,
                "an external class describes only the properties bindings use ('var', 'let'); its functions are the "
                    + "class's own, in Swift; remove this one", at: here)
        } else if isKeyword(token, "func") || isKeyword(token, "init") {
            error(
                .functionInModel,
                "a model holds only properties ('var', 'let', 'computed'); put functions in a Swift extension", at: here
            )
        } else if token.kind == .identifier, let known = Suggestions.closest(to: text(token), in: keywords) {
            error(
                .expectedMember, "\(expected), found \(describe(token)); did you mean '\(known)'?",
                at: here, fixIts: [Diagnostic.FixIt(replacing: here, with: known)])
        } else {
            error(.expectedMember, "\(expected), found \(describe(token))", at: here)
        }
    }

    /// Swift's declaration modifiers, which a Swift user may write before a property out of habit.
    static let memberModifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "weak", "unowned", "static", "class",
        "lazy", "final", "override", "dynamic", "nonisolated", "mutating", "required", "convenience", "optional",
    ]

    /// Whether a modifier (`private`, `private(set)`, `weak`, `static` …) starts the member, followed on its line by
    /// more modifiers and `var`, `let` or `computed`.
    private func isModifierBeforeMember() -> Bool {
        guard current.kind == .identifier, Self.memberModifiers.contains(text(current)) else { return false }
        var offset = setterAccessLength(at: 0) + 1
        while true {
            let next = peek(offset)
            guard next.kind == .identifier, !next.isAtStartOfLine else { return false }
            if isKeyword(next, "var") || isKeyword(next, "let") || isKeyword(next, "computed") { return true }
            guard Self.memberModifiers.contains(text(next)) else { return false }
            offset += setterAccessLength(at: offset) + 1
        }
    }

    /// 3 when the modifier `offset` tokens ahead is followed by `(set)`, as in `private(set)`; else 0.
    private func setterAccessLength(at offset: Int) -> Int {
        let open = peek(offset + 1)
        guard open.kind == .leftParen, !open.hasSpaceBefore, isKeyword(peek(offset + 2), "set"),
            peek(offset + 3).kind == .rightParen
        else { return 0 }
        return 3
    }

    /// A modifier before a property: the spec declares what the generated code, or the described class, has, so the
    /// modifier is reported and the property parsed as if it were not there.
    private mutating func reportMemberModifier(in model: String, isExternal: Bool) {
        let modifier = current
        let setterAccess = setterAccessLength(at: 0)
        let name = text(modifier) + (setterAccess > 0 ? "(set)" : "")
        let after = peek(setterAccess + 1)
        let removal = Diagnostic.FixIt(
            replacing: SourceRange(file: file, start: modifier.startOffset, end: after.startOffset), with: "")
        let message: String
        if isExternal {
            message =
                "external class '\(model)' describes a property by its name and type alone, which the class declares "
                + "as it likes; remove '\(name)'"
        } else if setterAccess > 0 {
            message =
                "a model's property is set with the access of the spec's options, as every declaration of the file; "
                + "remove '\(name)' (a property set only when the model is made is a 'let')"
        } else if ["public", "package", "internal", "fileprivate", "private", "open"].contains(name) {
            message =
                "a model's properties take the access of the spec's options, as every declaration of the file; "
                + "remove '\(name)'"
        } else if name == "weak" || name == "unowned" {
            message =
                "a model's property holds its value strongly; remove '\(name)', and set an optional property to nil "
                + "where the reference should end"
        } else if name == "static" || name == "class" {
            message =
                "a model's properties belong to each of its instances; remove '\(name)', and declare a shared value "
                + "in a Swift extension of the model"
        } else {
            message =
                "a model's property is an observable stored value of each instance, declared with 'var', 'let' "
                + "or 'computed' alone; remove '\(name)'"
        }
        error(
            .expectedMember, message,
            at: SourceRange(file: file, start: modifier.startOffset, end: peek(setterAccess).endOffset),
            fixIts: [removal])
        for _ in 0...setterAccess { advance() }
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
