import BinderyChecker
import BinderyParser
import BinderySource
import BinderySyntax

/// The front of the pipeline, shared by every command: every spec file parsed, then checked as one module.
public struct Compilation: Sendable {
    public var files: SourceFiles
    /// One tree per file, in the order of `files`.
    public var syntaxTrees: [SourceFileSyntax]
    /// Every diagnostic of every stage that ran.
    public var diagnostics: Diagnostics
    /// The checked module; nil when a syntax error kept the checker from running.
    public var module: CheckedModule?

    /// Parses every file; then, if no file has a syntax error, checks them together.
    ///
    /// The checker runs only on syntactically clean input, so a syntax error never drags follow-on semantic
    /// errors with it (a misspelt `var` would otherwise make every rule that uses the property "unknown").
    public init(files: SourceFiles) {
        self.files = files
        var diagnostics = Diagnostics()
        syntaxTrees = files.ids.map { id in
            Parser.parse(files[id], id: id, diagnostics: &diagnostics)
        }
        self.diagnostics = diagnostics
        guard !diagnostics.hasErrors else { return }
        let checked = Checker.check(syntaxTrees, sources: files)
        self.diagnostics.append(contentsOf: checked.diagnostics)
        self.module = checked.module
    }

    /// A compilation assembled by a command that ran the stages itself (`format` stops after parsing).
    init(files: SourceFiles, syntaxTrees: [SourceFileSyntax], diagnostics: Diagnostics) {
        self.files = files
        self.syntaxTrees = syntaxTrees
        self.diagnostics = diagnostics
    }

    /// Reads and compiles the given spec paths.
    public init(paths: [String]) throws(SpecLoadError) {
        self.init(files: try SpecLoader.load(paths))
    }

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// The diagnostics in the order they are shown: by file, position, then severity.
    public var sortedDiagnostics: [Diagnostic] { diagnostics.sorted }
}
