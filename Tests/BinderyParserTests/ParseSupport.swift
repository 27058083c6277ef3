import BinderyParser
import BinderyScanner
import BinderySource
import BinderySyntax
import Foundation

/// A parsed snippet, with what tests need to look at it.
struct Parsed {
    let source: SourceFile
    let syntax: SourceFileSyntax
    let diagnostics: [Diagnostic]

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8], path: String = "test.bind") {
        source = SourceFile(path: path, bytes: bytes)
        let result = Parser.parse(source, id: FileID(0))
        syntax = result.syntax
        diagnostics = result.diagnostics.all
    }

    var messages: [String] { diagnostics.map(\.message) }

    /// `line:column: message` for each diagnostic, so a failing test shows where.
    var located: [String] {
        diagnostics.map {
            let (line, column) = source.lineAndColumn(of: $0.range.start)
            return "\(line):\(column): \($0.message)"
        }
    }

    func text(_ range: SourceRange) -> String { source.text(range) }

    var models: [ModelDecl] {
        syntax.declarations.compactMap { if case .model(let model) = $0 { model } else { nil } }
    }

    var transforms: [TransformDecl] {
        syntax.declarations.compactMap { if case .transform(let transform) = $0 { transform } else { nil } }
    }

    var bindings: [BindingDecl] {
        syntax.declarations.compactMap { if case .binding(let binding) = $0 { binding } else { nil } }
    }

    var imports: [ImportDecl] {
        syntax.declarations.compactMap { if case .import(let decl) = $0 { decl } else { nil } }
    }

    var options: [OptionsDecl] {
        syntax.declarations.compactMap { if case .options(let decl) = $0 { decl } else { nil } }
    }

    /// The rules of the only binding, as assignments.
    var assignments: [AssignmentRule] {
        bindings.flatMap(\.rules).compactMap { if case .assignment(let rule) = $0 { rule } else { nil } }
    }

    var actions: [ActionRule] {
        bindings.flatMap(\.rules).compactMap { if case .action(let rule) = $0 { rule } else { nil } }
    }
}

/// A scanned snippet: its tokens, their text and kinds, and what the scanner reported.
struct Scanned {
    let source: SourceFile
    let file: ScannedFile
    let diagnostics: [Diagnostic]

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        source = SourceFile(path: "t.bind", bytes: bytes)
        var diagnostics = Diagnostics()
        file = TokenScanner.scan(source, id: FileID(0), diagnostics: &diagnostics)
        self.diagnostics = diagnostics.all
    }

    var tokens: [Token] { Array(file.tokens.dropLast()) }
    var texts: [String] { tokens.map { source.text($0.startOffset..<$0.endOffset) } }
    var kinds: [TokenKind] { tokens.map(\.kind) }
    var messages: [String] { diagnostics.map(\.message) }
}

/// Parses `rules` inside a binding.
func parseRules(_ rules: String) -> Parsed {
    Parsed("binding B(download: Download, row: Row) {\n\(rules)\n}\n")
}

/// Parses `members` inside a model.
func parseMembers(_ members: String) -> Parsed {
    Parsed("model M {\n\(members)\n}\n")
}

enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relativePath)))
    }
}
