import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    mutating func parseSourceFile() -> SourceFileSyntax {
        var declarations: [Declaration] = []
        while !isAtEnd {
            if current.kind == .semicolon {
                advance()
                continue
            }
            let before = position
            if let declaration = parseDeclaration() {
                declarations.append(declaration)
                expectDeclarationEnd()
            }
            if position == before { advance() }
        }
        return SourceFileSyntax(file: file, declarations: declarations, comments: plainComments())
    }

    /// Groups the doc comments before one token, consecutive `///` lines and `/** … */` blocks, into one.
    mutating func collectDocComments() {
        var index = 0
        while index < comments.count {
            let first = comments[index]
            guard first.isDocumentation else {
                index += 1
                continue
            }
            var lines: [String] = []
            var last = first
            while index < comments.count, comments[index].isDocumentation,
                comments[index].nextTokenIndex == first.nextTokenIndex
            {
                last = comments[index]
                if last.kind == .docBlock {
                    lines += Self.blockDocLines(source.text((last.start + 3)..<(last.end - 2)))
                } else {
                    var line = source.text((last.start + 3)..<last.end)
                    if line.hasPrefix(" ") { line.removeFirst() }
                    lines.append(line)
                }
                index += 1
            }
            docComments[first.nextTokenIndex] = DocComment(
                text: lines.joined(separator: "\n"), range: SourceRange(file: file, start: first.start, end: last.end))
        }
    }

    /// The lines of a `/** … */` comment's inside, as Swift's documentation reads them: blank lines at its ends
    /// dropped, the indentation its lines share removed, then a `*` gutter (` * text`) when every line has one. Text
    /// on the `/**` line itself starts after the spaces that follow it.
    static func blockDocLines(_ inside: String) -> [String] {
        func isBlank(_ line: Substring) -> Bool { line.allSatisfy(\.isWhitespace) }
        func isIndentation(_ character: Character) -> Bool { character == " " || character == "\t" }
        var lines = inside.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var opening: Substring?
        if let first = lines.first, !isBlank(first) { opening = first.drop(while: isIndentation) }
        lines.removeFirst()
        while let last = lines.last, isBlank(last) { lines.removeLast() }
        while opening == nil, let first = lines.first, isBlank(first) { lines.removeFirst() }
        let written = lines.filter { !isBlank($0) }
        let indentation = written.map { $0.prefix(while: isIndentation).count }.min() ?? 0
        lines = lines.map { isBlank($0) ? "" : $0.dropFirst(indentation) }
        if !written.isEmpty, lines.allSatisfy({ $0.isEmpty || $0.hasPrefix("*") }) {
            lines = lines.map { line in
                let text = line.dropFirst()
                return text.hasPrefix(" ") ? text.dropFirst() : text
            }
        }
        return ((opening.map { [$0] } ?? []) + lines).map { line in
            var line = line
            while let last = line.last, last.isWhitespace { line.removeLast() }
            return String(line)
        }
    }

    /// Takes the doc comment written before the current token, if any.
    mutating func takeDocComment() -> DocComment? {
        guard let doc = docComments[position] else { return nil }
        usedDocComments.insert(position)
        return doc
    }

    /// Plain comments, plus doc comments that document nothing the tree holds, so a formatter loses nothing.
    func plainComments() -> [Comment] {
        comments.compactMap { comment in
            // Only the lines of the doc comment taken: `///` lines before them, cut off by a plain comment, document
            // nothing and are kept as written.
            if comment.isDocumentation, usedDocComments.contains(comment.nextTokenIndex),
                let doc = docComments[comment.nextTokenIndex], doc.range.start <= comment.start
            {
                return nil
            }
            return Comment(
                text: source.text(comment.start..<comment.end),
                range: SourceRange(file: file, start: comment.start, end: comment.end))
        }
    }

    // MARK: Declarations

    mutating func parseDeclaration() -> Declaration? {
        let doc = takeDocComment()
        let start = current
        let attributes = parseAttributes()
        return parseDeclaration(doc: doc, attributes: attributes, start: start)
    }

    /// The declaration whose keyword is the current token.
    private mutating func parseDeclaration(doc: DocComment?, attributes: [AttributeSyntax], start: Token)
        -> Declaration?
    {
        // `public model`, and `public @MainActor model` or `public nonisolated model` as Swift users write them: the
        // modifier is reported, and the attributes after it are the declaration's. A loop, not a call per modifier,
        // so that no input nests calls without end.
        var attributes = attributes
        // An import takes one access level right before `import`, as in Swift 6 (`public import Foundation`).
        var importAccess: Identifier?
        // `public @preconcurrency import`: the access level, and the attributes written after it.
        var accessBeforeAttributes: (modifier: Token, attributes: [AttributeSyntax])?
        while isAccessModifierBeforeDeclaration {
            let modifier = current
            let next = peek()
            let mayBeImportAccess = importAccess == nil && Self.importAccessLevels.contains(text(modifier))
            let beforeAnotherBeforeImport = isAccessModifierBeforeImport
            advance()
            let following = parseAttributes()
            attributes += following
            if mayBeImportAccess, isKeyword(current, "import") {
                importAccess = identifier(modifier)
                if !following.isEmpty { accessBeforeAttributes = (modifier, following) }
            } else {
                reportAccessModifier(
                    modifier, before: next,
                    ofImport: importAccess != nil || beforeAnotherBeforeImport || isKeyword(current, "import"))
            }
        }
        let keyword = current
        if isKeyword(keyword, "import") {
            if let (modifier, following) = accessBeforeAttributes {
                reportAttributes(following, after: modifier, beforeImport: keyword)
            }
            return parseImport(attributes: attributes, access: importAccess, start: start).map(Declaration.import)
        }
        if isKeyword(keyword, "model") {
            return parseModel(doc: doc, attributes: attributes, start: start).map(Declaration.model)
        }
        if isKeyword(keyword, "external") {
            return parseExternalClass(doc: doc, attributes: attributes, start: start).map(Declaration.model)
        }
        if isKeyword(keyword, "binding") {
            return parseBinding(doc: doc, attributes: attributes, start: start).map(Declaration.binding)
        }
        if isKeyword(keyword, "transform") {
            rejectAttributes(attributes, on: "a transform")
            return parseTransform(doc: doc, start: keyword).map(Declaration.transform)
        }
        if isKeyword(keyword, "options") {
            rejectAttributes(attributes, on: "'options'")
            return parseOptions().map(Declaration.options)
        }
        reportUnexpectedAtTopLevel()
        skipToNextDeclaration()
        return nil
    }

    /// The words that start a declaration, for "did you mean" after a misspelt one.
    private static let declarationKeywords = ["import", "options", "model", "external", "transform", "binding"]

    /// Swift's access modifiers, which a Swift user may write before a declaration out of habit.
    private static let accessModifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open",
    ]

    /// The access levels Swift 6 takes before `import`: all but `open`.
    private static let importAccessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]

    /// Whether the current token is an access modifier before a declaration's keyword or its attributes, on the
    /// same line.
    private var isAccessModifierBeforeDeclaration: Bool {
        let next = peek()
        guard Self.accessModifiers.contains(text(current)), current.kind == .identifier, !next.isAtStartOfLine else {
            return false
        }
        return Self.declarationKeywords.contains(text(next)) || next.kind == .at
            || (isKeyword(next, "nonisolated") && peek(2).kind == .identifier) || isAccessModifierBeforeImport
    }

    /// Whether the current token is the first of two access modifiers before `import` (`public internal import`).
    private var isAccessModifierBeforeImport: Bool {
        Self.accessModifiers.contains(text(peek())) && peek().kind == .identifier && isKeyword(peek(2), "import")
    }

    /// An access modifier before `declaration`, the token after it: a spec sets access for a whole file, so the
    /// modifier is reported and the declaration parsed as if it were not there. An import takes one, but not `open`
    /// (`ofImport` when the modifier is one of two or more before `import`).
    private mutating func reportAccessModifier(_ modifier: Token, before declaration: Token, ofImport: Bool) {
        let name = text(modifier)
        let removal = Diagnostic.FixIt(
            replacing: SourceRange(file: file, start: modifier.startOffset, end: declaration.startOffset), with: "")
        if ofImport || isKeyword(declaration, "import") {
            if name != "open" {
                error(
                    .accessModifierOnDeclaration, "an import takes one access level; remove '\(name)'",
                    at: range(modifier), fixIts: [removal])
            } else {
                error(
                    .accessModifierOnDeclaration,
                    "an import cannot be 'open'; write 'public import' to make the module's types usable in public "
                        + "declarations",
                    at: range(modifier), fixIts: [Diagnostic.FixIt(replacing: range(modifier), with: "public")])
            }
            return
        }
        let remedy =
            switch name {
            case "public", "package": "remove '\(name)' and write 'options { access: \(name) }'"
            case "open": "remove 'open' and write 'options { access: public }'"
            default: "remove '\(name)': without options a spec's declarations are internal, and none can be less"
            }
        error(
            .accessModifierOnDeclaration, "a spec sets the access of its declarations for the whole file; \(remedy)",
            at: range(modifier), fixIts: [removal])
    }

    /// `public @preconcurrency import`: Swift takes an import's attributes before its access level, as it takes
    /// them before every modifier. The import keeps both; the fix-it writes the attributes first.
    private mutating func reportAttributes(_ attributes: [AttributeSyntax], after modifier: Token, beforeImport: Token)
    {
        guard let first = attributes.first, let last = attributes.last else { return }
        let reordered = attributes.map(\.name).joined(separator: " ") + " " + text(modifier)
        error(
            .accessModifierOnDeclaration,
            "an import's attributes go before its access level; write '\(reordered) import'",
            at: SourceRange(file: file, start: first.range.start, end: last.range.end),
            fixIts: [
                Diagnostic.FixIt(
                    replacing: SourceRange(file: file, start: modifier.startOffset, end: beforeImport.startOffset),
                    with: reordered + " ")
            ])
    }

    private mutating func reportUnexpectedAtTopLevel() {
        let token = current
        let here = range(token)
        let expected =
            "expected a declaration ('import', 'options', 'model', 'external class', 'transform' or 'binding')"
        if isKeyword(token, "struct") || isKeyword(token, "class") || isKeyword(token, "final") {
            error(
                .structInsteadOfModel,
                "Bindery declares models with 'model', not '\(text(token))'; write 'model Name { … }'", at: here,
                fixIts: isKeyword(token, "final") ? [] : [Diagnostic.FixIt(replacing: here, with: "model")])
        } else if isKeyword(token, "var") || isKeyword(token, "let") || isKeyword(token, "computed") {
            error(
                .propertyOutsideModel, "a property must be declared inside a model: 'model Name { \(text(token)) … }'",
                at: here)
        } else if isKeyword(token, "func") {
            error(
                .funcInsteadOfTransform,
                "Bindery declares functions as transforms; write 'transform name(Input) -> Output = expression'",
                at: here)
        } else if token.kind == .rightBrace {
            error(
                .unmatchedClosingBrace,
                "unexpected '}' at top level; it closes nothing, remove it or check the braces above", at: here)
        } else if token.kind == .identifier,
            let known = Suggestions.closest(to: text(token), in: Self.declarationKeywords)
        {
            error(
                .expectedDeclaration, "\(expected), found \(describe(token)); did you mean '\(known)'?", at: here,
                fixIts: [Diagnostic.FixIt(replacing: here, with: known)])
        } else {
            error(.expectedDeclaration, "\(expected), found \(describe(token))", at: here)
        }
    }

    private mutating func rejectAttributes(_ attributes: [AttributeSyntax], on what: String) {
        for attribute in attributes {
            error(
                .attributeNotAllowed, "attribute '\(attribute.name)' cannot be applied to \(what); remove it",
                at: attribute.range)
        }
    }

    /// `@MainActor`, `@preconcurrency`, `@available(…)`, `nonisolated`.
    mutating func parseAttributes() -> [AttributeSyntax] {
        var attributes: [AttributeSyntax] = []
        while true {
            let token = current
            let first = position
            if token.kind == .at {
                let name = peek()
                guard name.kind == .identifier, !name.hasSpaceBefore else {
                    error(
                        .expectedAttributeName, "expected an attribute name after '@', as in '@MainActor'",
                        at: range(name))
                    advance()
                    continue
                }
                advance()
                advance()
                if current.kind == .leftParen, !current.hasSpaceBefore {
                    skipArguments(ofAttribute: identifier(name).name)
                }
                attributes.append(AttributeSyntax(name: textOnOneLine(fromTokenAt: first), range: range(from: token)))
            } else if isKeyword(token, "nonisolated"), peek().kind == .identifier {
                advance()
                attributes.append(AttributeSyntax(name: "nonisolated", range: range(token)))
            } else {
                return attributes
            }
        }
    }

    /// Skips an attribute's arguments, `(…)`. One left open is an error where they stop, before the next
    /// declaration (`model Name`, `@`, …, which no attribute's arguments hold) or at the end of the file: accepted,
    /// the generated Swift would not compile, and `format` would take everything up to there for the attribute.
    ///
    /// `stoppingAtBrace`: a conformance's attribute cannot hold a `{`, which begins the model's members.
    /// Returns whether the arguments were closed.
    @discardableResult
    mutating func skipArguments(ofAttribute name: String, stoppingAtBrace: Bool = false) -> Bool {
        let open = current
        var depth = 0
        repeat {
            if current.kind == .leftParen { depth += 1 }
            if current.kind == .rightParen { depth -= 1 }
            if depth > 0 && stoppingAtBrace && current.kind == .leftBrace { break }
            if depth > 0 && looksLikeDeclarationStart(at: position, onlyAtLineStart: false) { break }
            advance()
        } while depth > 0 && !isAtEnd
        guard depth > 0 else { return true }
        error(
            .unclosedBracket, "expected ')' to close the arguments of attribute '@\(name)'",
            at: SourceRange(file: file, start: previousEnd, end: previousEnd),
            notes: [Diagnostic.Note("'(' opened here", at: range(open))],
            fixIts: [insertion(")", at: previousEnd)])
        return false
    }

    mutating func reportMissingBrace(closing what: String, open: Token) {
        let at = position > 0 ? previousEnd : current.startOffset
        error(
            .missingClosingBrace, "expected '}' to close \(what)", at: SourceRange(file: file, start: at, end: at),
            notes: [Diagnostic.Note("the '{' that is not closed", at: range(open))],
            fixIts: [insertion("\n}", at: at)])
    }
}
