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

    /// Groups consecutive `///` lines before one token into one doc comment.
    mutating func collectDocComments() {
        var index = 0
        while index < comments.count {
            let first = comments[index]
            guard first.kind == .doc else {
                index += 1
                continue
            }
            var lines: [String] = []
            var last = first
            while index < comments.count, comments[index].kind == .doc,
                comments[index].nextTokenIndex == first.nextTokenIndex
            {
                last = comments[index]
                var line = source.text((last.start + 3)..<last.end)
                if line.hasPrefix(" ") { line.removeFirst() }
                lines.append(line)
                index += 1
            }
            docComments[first.nextTokenIndex] = DocComment(
                text: lines.joined(separator: "\n"), range: SourceRange(file: file, start: first.start, end: last.end))
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
            if comment.kind == .doc, usedDocComments.contains(comment.nextTokenIndex) { return nil }
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
        let keyword = current
        if isKeyword(keyword, "import") {
            return parseImport(attributes: attributes, start: start).map(Declaration.import)
        }
        if isKeyword(keyword, "model") {
            return parseModel(doc: doc, attributes: attributes, start: start).map(Declaration.model)
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

    private mutating func reportUnexpectedAtTopLevel() {
        let token = current
        let here = range(token)
        let expected = "expected a declaration ('import', 'options', 'model', 'transform' or 'binding')"
        if isKeyword(token, "struct") || isKeyword(token, "class") || isKeyword(token, "final") {
            error(
                "Bindery declares models with 'model', not '\(text(token))'; write 'model Name { … }'", at: here,
                fixIts: isKeyword(token, "final") ? [] : [Diagnostic.FixIt(replacing: here, with: "model")])
        } else if isKeyword(token, "var") || isKeyword(token, "let") || isKeyword(token, "computed") {
            error("a property must be declared inside a model: 'model Name { \(text(token)) … }'", at: here)
        } else if isKeyword(token, "func") {
            error(
                "Bindery declares functions as transforms; write 'transform name(Input) -> Output = expression'",
                at: here)
        } else if token.kind == .rightBrace {
            error("unexpected '}' at top level; it closes nothing, remove it or check the braces above", at: here)
        } else if token.kind == .identifier, let known = KeywordSuggestion.closest(to: text(token)) {
            error(
                "\(expected), found \(describe(token)); did you mean '\(known)'?", at: here,
                fixIts: [Diagnostic.FixIt(replacing: here, with: known)])
        } else {
            error("\(expected), found \(describe(token))", at: here)
        }
    }

    private mutating func rejectAttributes(_ attributes: [AttributeSyntax], on what: String) {
        for attribute in attributes {
            error("attribute '\(attribute.name)' cannot be applied to \(what); remove it", at: attribute.range)
        }
    }

    /// `@MainActor`, `@preconcurrency`, `@available(…)`, `nonisolated`.
    mutating func parseAttributes() -> [AttributeSyntax] {
        var attributes: [AttributeSyntax] = []
        while true {
            let token = current
            if token.kind == .at {
                let name = peek()
                guard name.kind == .identifier, !name.hasSpaceBefore else {
                    error("expected an attribute name after '@', as in '@MainActor'", at: range(name))
                    advance()
                    continue
                }
                advance()
                advance()
                if current.kind == .leftParen, !current.hasSpaceBefore {
                    skipBalancedParentheses()
                }
                attributes.append(AttributeSyntax(name: source.text(range(from: token)), range: range(from: token)))
            } else if isKeyword(token, "nonisolated"), peek().kind == .identifier {
                advance()
                attributes.append(AttributeSyntax(name: "nonisolated", range: range(token)))
            } else {
                return attributes
            }
        }
    }

    private mutating func skipBalancedParentheses() {
        var depth = 0
        repeat {
            if current.kind == .leftParen { depth += 1 }
            if current.kind == .rightParen { depth -= 1 }
            if current.isAtStartOfLine && depth > 0 && looksLikeDeclarationStart(at: position) { return }
            advance()
        } while depth > 0 && !isAtEnd
    }

    /// `import Foundation`, `@preconcurrency import Foo.Bar`.
    mutating func parseImport(attributes: [AttributeSyntax], start: Token) -> ImportDecl? {
        advance()
        var path: [Identifier] = []
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error("expected a module name after 'import', as in 'import Foundation'", at: missingLocation)
            skipStatement()
            return nil
        }
        path.append(identifier(current))
        advance()
        while current.kind == .period, !current.isAtStartOfLine {
            advance()
            guard current.kind == .identifier else {
                error("expected a module name after '.' in the import", at: missingLocation)
                skipStatement()
                return nil
            }
            path.append(identifier(current))
            advance()
        }
        return ImportDecl(attributes: attributes, path: path, range: range(from: start))
    }

    /// `options { key: value ... }`. Any key and any single-token value; the checker judges them.
    mutating func parseOptions() -> OptionsDecl? {
        let start = current
        advance()
        guard current.kind == .leftBrace else {
            error("expected '{' after 'options'; write 'options { access: public }'", at: missingLocation)
            skipToNextDeclaration()
            return nil
        }
        let open = current
        advance()
        var entries: [OptionsDecl.Entry] = []
        while true {
            if current.kind == .rightBrace {
                advance()
                return OptionsDecl(entries: entries, range: range(from: start))
            }
            if current.kind == .semicolon || current.kind == .comma {
                advance()
                continue
            }
            if isAtEnd || looksLikeDeclarationStart(at: position) {
                reportMissingBrace(closing: "'options'", open: open)
                return OptionsDecl(entries: entries, range: range(from: start))
            }
            let before = position
            if let entry = parseOptionEntry() {
                entries.append(entry)
                if current.kind != .comma { expectStatementEnd(after: "option '\(entry.key.name)'") }
            }
            if position == before { advance() }
        }
    }

    private mutating func parseOptionEntry() -> OptionsDecl.Entry? {
        guard current.kind == .identifier else {
            error("expected an option name such as 'access', found \(describe(current))", at: range(current))
            skipStatement()
            return nil
        }
        let key = identifier(current)
        advance()
        guard current.kind == .colon else {
            let example = OptionExample.forKey(key.name)
            error(
                "expected ':' and a value after option '\(key.name)'; write '\(key.name): \(example)'",
                at: missingLocation,
                fixIts: current.kind == .equal ? [Diagnostic.FixIt(replacing: range(current), with: ":")] : [])
            skipStatement()
            return nil
        }
        advance()
        let value = current
        guard !value.isAtStartOfLine, !isAtEnd,
            value.kind == .identifier || value.kind == .numberLiteral || value.kind == .stringLiteral
        else {
            error(
                "expected a value after '\(key.name):', as in '\(key.name): \(OptionExample.forKey(key.name))'",
                at: missingLocation)
            skipStatement()
            return nil
        }
        advance()
        return OptionsDecl.Entry(key: key, value: Identifier(text(value), range: range(value)))
    }

    mutating func reportMissingBrace(closing what: String, open: Token) {
        let at = position > 0 ? previousEnd : current.startOffset
        error(
            "expected '}' to close \(what)", at: SourceRange(file: file, start: at, end: at),
            notes: [Diagnostic.Note("the '{' that is not closed", at: range(open))],
            fixIts: [insertion("\n}", at: at)])
    }
}

/// Nearest declaration keyword to a misspelt word (`modle` → `model`), for "did you mean".
enum KeywordSuggestion {
    static let keywords = ["import", "options", "model", "transform", "binding"]

    static func closest(to word: String) -> String? {
        let lowered = word.lowercased()
        let candidates = keywords.map { ($0, EditDistance.between($0, lowered)) }.filter {
            $0.1 <= 2 && $0.1 < $0.0.count / 2 + 1
        }
        return candidates.min { $0.1 < $1.1 }?.0
    }
}

enum OptionExample {
    static func forKey(_ key: String) -> String {
        switch key {
        case "access": "public"
        case "isolation": "MainActor"
        case "observation": "true"
        default: "value"
        }
    }
}

enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }
}
