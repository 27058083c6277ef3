import BinderyScanner
import BinderySource
import BinderySyntax

extension SyntaxParser {
    /// `import Foundation`, `@preconcurrency import Foo.Bar`.
    mutating func parseImport(attributes: [AttributeSyntax], access: Identifier?, start: Token) -> ImportDecl? {
        advance()
        var path: [Identifier] = []
        guard current.kind == .identifier, !current.isAtStartOfLine else {
            error(
                .expectedModuleName, "expected a module name after 'import', as in 'import Foundation'",
                at: missingLocation)
            skipStatement()
            return nil
        }
        path.append(identifier(current))
        advance()
        while current.kind == .period, !current.isAtStartOfLine {
            advance()
            guard current.kind == .identifier else {
                error(.expectedModuleName, "expected a module name after '.' in the import", at: missingLocation)
                skipStatement()
                return nil
            }
            path.append(identifier(current))
            advance()
        }
        return ImportDecl(attributes: attributes, access: access, path: path, range: range(from: start))
    }

    /// `options { key: value ... }`. Any key and any single-token value; the checker judges them.
    mutating func parseOptions() -> OptionsDecl? {
        let start = current
        advance()
        guard current.kind == .leftBrace else {
            error(
                .expectedOpeningBrace, "expected '{' after 'options'; write 'options { access: public }'",
                at: missingLocation)
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
            error(
                .expectedOption, "expected an option name such as 'access', found \(describe(current))",
                at: range(current))
            advance()
            skipStatement()
            return nil
        }
        let key = identifier(current)
        advance()
        guard current.kind == .colon else {
            let example = OptionExample.forKey(key.name)
            error(
                .expectedColon, "expected ':' and a value after option '\(key.name)'; write '\(key.name): \(example)'",
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
                .expectedOption,
                "expected a value after '\(key.name):', as in '\(key.name): \(OptionExample.forKey(key.name))'",
                at: missingLocation)
            skipStatement()
            return nil
        }
        advance()
        return OptionsDecl.Entry(key: key, value: Identifier(text(value), range: range(value)))
    }
}
