import BinderyChecker
import BinderyGenerator
import BinderyParser
import BinderySource
import BinderySyntax

/// Bindery's pipeline, run once: spec text → tokens → syntax trees → one checked module → Swift text.
///
/// Every tool drives the stages through this type (the command line, the language server, the benchmarks and
/// the tests), so they all see the same diagnostics for the same input:
///
/// ```swift
/// var compilation = Compilation(files: try SpecLoader.load(["Download.bind"]))
/// if let outputs = try compilation.generate() {
///     for output in outputs { print(output.specPath, output.contents) }
/// } else {
///     print(DiagnosticRenderer(files: compilation.files, colored: false).render(compilation.sortedDiagnostics))
/// }
/// ```
public struct Compilation: Sendable {
    /// The spec files, followed by the imported specs once checked (so notes can point at their declarations), then
    /// any template files that generation read (so diagnostics can point into them).
    public private(set) var files: SourceFiles
    /// How many of ``files`` are the module's own specs, the first ones.
    public var specCount: Int { syntaxTrees.count }
    /// One tree per spec file, in the order of `files`.
    public private(set) var syntaxTrees: [SourceFileSyntax]
    /// Every diagnostic of every stage that ran.
    public private(set) var diagnostics: Diagnostics
    /// The checked module; nil when a syntax error kept the checker from running.
    public private(set) var module: CheckedModule?
    /// Each spec file's own syntax diagnostics, in the order of `files`, so a later compilation can reuse a tree
    /// together with what parsing it reported.
    private var syntaxDiagnostics: [[Diagnostic]] = []
    /// The imported specs and the modules checking them gave, once checked, so a later compilation importing the
    /// same specs reuses the modules instead of parsing and checking them again.
    /// Their declarations' ranges count the imported specs after `specCount` spec files.
    private var checkedImports:
        (specs: [ImportedSpec], specCount: Int, modules: [ImportedModule], firstErrors: [String: String])?

    /// Parses every file; then, if no file has a syntax error, checks them together.
    ///
    /// The checker runs only on syntactically clean input, so a syntax error never drags follow-on semantic
    /// errors with it (a misspelt `var` would otherwise make every rule that uses the property "unknown").
    ///
    /// `imported` are the specs of modules these specs import (`--imported-spec`): they are checked on their own,
    /// their declarations may be used here, and nothing is generated or reported for them. `moduleName` is the
    /// Swift module the generated code belongs to (`--module-name`), when known: a spec may not import it.
    public init(files: SourceFiles, imported: [ImportedSpec] = [], moduleName: String? = nil) {
        self.init(files: files, checking: true, imported: imported, moduleName: moduleName)
    }

    /// Parses every file and stops there (`format` needs only the trees).
    public static func parseOnly(_ files: SourceFiles) -> Compilation {
        Compilation(files: files, checking: false)
    }

    /// Like ``init(files:)``, but a file whose path and bytes equal those of the file with the same ``FileID`` in
    /// `previous` keeps its tree instead of being parsed again, and imported specs equal to `previous`'s are not
    /// checked again. An editor recompiles the whole module on every keystroke; only the file being edited has
    /// changed.
    public init(
        files: SourceFiles, imported: [ImportedSpec] = [], moduleName: String? = nil,
        reusingTreesOf previous: Compilation?
    ) {
        self.init(files: files, checking: true, imported: imported, moduleName: moduleName, previous: previous)
    }

    private init(
        files: SourceFiles, checking: Bool, imported: [ImportedSpec] = [], moduleName: String? = nil,
        previous: Compilation? = nil
    ) {
        self.files = files
        var diagnostics = Diagnostics()
        var trees: [SourceFileSyntax] = []
        let ids = Array(files.ids)
        let reusesTree = ids.map { id in
            guard let previous, id.index < previous.syntaxTrees.count, id.index < previous.syntaxDiagnostics.count
            else { return false }
            return previous.files[id].path == files[id].path && previous.files[id].bytes == files[id].bytes
        }
        // A file parses on its own, so the files parse on every core; the trees stay in file order.
        let parsed = Concurrently.map(ids.count) { index in
            reusesTree[index] ? nil : Parser.parse(files[ids[index]], id: ids[index])
        }
        for (id, parsed) in zip(ids, parsed) {
            if let parsed {
                trees.append(parsed.syntax)
                syntaxDiagnostics.append(parsed.diagnostics.all)
            } else if let previous {
                trees.append(previous.syntaxTrees[id.index])
                syntaxDiagnostics.append(previous.syntaxDiagnostics[id.index])
            }
        }
        for fileDiagnostics in syntaxDiagnostics {
            for diagnostic in fileDiagnostics { diagnostics.append(diagnostic) }
        }
        syntaxTrees = trees
        self.diagnostics = diagnostics
        let reusable = previous?.checkedImports.flatMap {
            $0.specs.elementsEqual(imported, by: ImportedSpec.isSame) && $0.specCount == ids.count ? $0 : nil
        }
        // Kept through a compilation that stops at a syntax error, for the one after it.
        checkedImports = reusable
        guard checking, !diagnostics.hasErrors else { return }
        let (importedModules, firstErrors) =
            reusable.map { ($0.modules, $0.firstErrors) } ?? ImportedSpec.check(imported, after: files)
        checkedImports = (imported, ids.count, importedModules, firstErrors)
        // Numbered as `ImportedSpec.check` numbered them.
        for spec in imported { self.files.add(spec.file) }
        let checked = Checker.check(
            syntaxTrees, sources: self.files, imported: importedModules, moduleName: moduleName)
        self.diagnostics.append(
            contentsOf: ImportedSpec.notingBrokenImports(
                checked.diagnostics, trees: syntaxTrees, firstErrors: firstErrors))
        self.module = checked.module
    }

    /// Reads and compiles the given spec paths. `imported` are `--imported-spec` arguments; `samePackage` names
    /// those of their modules that are built in the same Swift package (`--same-package`).
    public init(
        paths: [String], imported: [String] = [], samePackage: [String] = [], moduleName: String? = nil
    ) throws(SpecLoadError) {
        let misplaced =
            ImportedSpec.misplaced(imported, specs: paths, moduleName: moduleName)
            + ImportedSpec.unmatchedSamePackage(samePackage, imported: imported)
        if !misplaced.isEmpty { throw SpecLoadError(messages: misplaced) }
        self.init(
            files: try SpecLoader.load(paths), imported: try ImportedSpec.load(imported, samePackage: Set(samePackage)),
            moduleName: moduleName)
    }

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// The diagnostics in the order they are shown: by file, position, then severity.
    public var sortedDiagnostics: [Diagnostic] { diagnostics.sorted }

    /// Renders the Swift of every spec file, in file order, with the built-in templates or those of
    /// `templatesDirectory` in their place.
    ///
    /// Returns nil when the specs or the templates have errors; the templates' are added to ``diagnostics``.
    /// Throws only when `templatesDirectory` cannot be read.
    public mutating func generate(templatesDirectory: String? = nil) throws(TemplateLoadError) -> [GeneratedFile]? {
        guard let module, !hasErrors else { return nil }
        do throws(TemplateError) {
            var templates = try TemplateSet.builtIn(files: &files)
            if let templatesDirectory {
                templates = try templates.overriding(withDirectory: templatesDirectory, files: &files)
                try Generator.check(templates)
            }
            return try Generator(templates: templates).generate(module, sources: files)
        } catch {
            switch error {
            case .diagnostics(let templateDiagnostics):
                for diagnostic in templateDiagnostics { diagnostics.append(diagnostic) }
                return nil
            case .unreadable(let path, let reason):
                throw TemplateLoadError(path: path, reason: reason)
            }
        }
    }
}

/// A `--templates` directory that cannot be read.
public struct TemplateLoadError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}
