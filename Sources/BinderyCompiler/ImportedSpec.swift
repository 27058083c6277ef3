import BinderyChecker
import BinderyParser
import BinderySource
import BinderySyntax

/// A spec of a module the specs being compiled import: `--imported-spec Core=Sources/Core/User.bind`.
public struct ImportedSpec: Sendable {
    /// The Swift module whose target holds the spec.
    public var module: String
    public var file: SourceFile
    /// Whether the module is built in the same Swift package as the specs importing it (`--same-package`), so its
    /// `access: package` declarations may be used, as Swift lets code of one package use them.
    public var isInSamePackage: Bool

    public init(module: String, file: SourceFile, isInSamePackage: Bool = false) {
        self.module = module
        self.file = file
        self.isInSamePackage = isInSamePackage
    }

    /// Whether two are the same module's same file with the same text: checking them gives the same module.
    public static func isSame(_ lhs: ImportedSpec, _ rhs: ImportedSpec) -> Bool {
        lhs.module == rhs.module && lhs.isInSamePackage == rhs.isInSamePackage && lhs.file.path == rhs.file.path
            && lhs.file.bytes == rhs.file.bytes
    }

    /// Reads `MODULE=PATH` arguments; a bare `PATH` belongs to the module named like its folder, as SwiftPM
    /// names a target after `Sources/<Target>`. The specs of the modules `samePackage` names are in this package.
    public static func load(
        _ arguments: [String], samePackage: Set<String> = []
    ) throws(SpecLoadError) -> [ImportedSpec] {
        let parsed = arguments.map(parse)
        let files: SourceFiles
        do {
            files = try SpecLoader.load(parsed.map(\.path))
        } catch {
            throw SpecLoadError(messages: error.messages + arguments.compactMap(misreadModuleName))
        }
        return zip(parsed, files.ids).map {
            ImportedSpec(module: $0.module, file: files[$1], isInSamePackage: samePackage.contains($0.module))
        }
    }

    /// The errors of `--same-package` arguments that name no module of an `--imported-spec`: most likely a module
    /// name misspelt, which would otherwise leave its `access: package` declarations reported as not public.
    public static func unmatchedSamePackage(_ modules: [String], imported arguments: [String]) -> [String] {
        let importedModules = Set(arguments.map { parse($0).module })
        return modules.filter { !importedModules.contains($0) }.map { module in
            let closest = Suggestions.closest(to: module, in: importedModules.sorted())
            return "error: '--same-package \(module)' names no module of an --imported-spec"
                + (closest.map { "; did you mean '\($0)'?" } ?? "; give its specs with --imported-spec \(module)=PATH")
        }
    }

    /// The errors of `--imported-spec` arguments that name a spec of the module being compiled: one of the
    /// `specs` themselves, or a spec of `moduleName`. Checked as another module's, such a spec would otherwise be
    /// reported as declaring what "an imported module" declares, or as a module this one must import.
    public static func misplaced(_ arguments: [String], specs: [String], moduleName: String?) -> [String] {
        let ownFiles = Set(specs.map { FileSystem.resolvingLinks($0) ?? $0 })
        return arguments.compactMap { argument in
            let (module, path) = parse(argument)
            if ownFiles.contains(FileSystem.resolvingLinks(path) ?? path) {
                return "error: '--imported-spec \(argument)' names '\(path)', which is also a spec to compile here; "
                    + "a spec of the module being compiled is named only as a spec: remove it from --imported-spec, "
                    + "which is for the specs of the modules this one imports"
            }
            if let moduleName, module == moduleName {
                return "error: '--imported-spec \(argument)' gives a spec of module '\(module)', the module being "
                    + "compiled (--module-name \(moduleName)); name a spec of this module as a spec to compile, "
                    + "without --imported-spec, or write the module it belongs to: --imported-spec MODULE=\(path)"
            }
            return nil
        }
    }

    /// For an argument read as a path although it looks like `MODULE=PATH`, because what precedes its `=` is no
    /// module name: a note saying so, when no file of the argument's name exists, so "no such file 'Core-Kit=a.bind'"
    /// does not leave the user guessing why the module was not taken.
    private static func misreadModuleName(_ argument: String) -> String? {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
            parse(argument).path == argument,
            !FileSystem.exists(argument)
        else { return nil }
        let module = argument[..<equals]
        return "note: '\(argument)' was read as a path, as '\(module)' is not a module name (letters, digits and '_'); "
            + "write --imported-spec MODULE=PATH with the module's name"
    }

    /// The path of an `--imported-spec [MODULE=]PATH` argument.
    public static func path(of argument: String) -> String {
        parse(argument).path
    }

    static func parse(_ argument: String) -> (module: String, path: String) {
        if let equals = argument.firstIndex(of: "="), equals != argument.startIndex {
            let module = String(argument[..<equals])
            if module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return (module, String(argument[argument.index(after: equals)...]))
            }
        }
        let folder = FilePaths.deletingLastComponent(of: argument)
        return (FilePaths.lastComponent(of: folder), argument)
    }

    /// Each imported module's specs, parsed and checked together, on their own: their problems are reported when
    /// their own module builds, not here.
    ///
    /// The specs are numbered after `files` (the module's own), in order, so that a note of the module's check can
    /// point at an imported declaration once the caller adds them to its files in the same order.
    ///
    /// Also returns, for each module whose specs have errors, the first one (`path:line:col: message`): what those
    /// specs declare may be missing, which the module's own errors then say.
    static func check(_ specs: [ImportedSpec], after files: SourceFiles) -> (
        modules: [ImportedModule], firstErrors: [String: String]
    ) {
        var sources = files
        var modules: [String] = []
        var byModule: [String: [FileID]] = [:]
        var samePackage: Set<String> = []
        for spec in specs {
            if byModule[spec.module] == nil { modules.append(spec.module) }
            if spec.isInSamePackage { samePackage.insert(spec.module) }
            byModule[spec.module, default: []].append(sources.add(spec.file))
        }
        var firstErrors: [String: String] = [:]
        let checked = modules.map { name in
            var diagnostics = Diagnostics()
            let trees = (byModule[name] ?? []).map { Parser.parse(sources[$0], id: $0, diagnostics: &diagnostics) }
            let checked = Checker.check(trees, sources: sources)
            diagnostics.append(contentsOf: checked.diagnostics)
            if let error = diagnostics.sorted.first(where: { $0.severity == .error }) {
                firstErrors[name] = "\(sources.location(error.range)): \(error.message)"
            }
            return ImportedModule(name: name, module: checked.module, isInSamePackage: samePackage.contains(name))
        }
        return (checked, firstErrors)
    }

    /// The errors that a declaration missing from broken imported specs explains: each gets a note at the spec's
    /// `import` of such a module, quoting its first error, so "unknown transform" does not leave the user looking
    /// for a mistake here.
    static func notingBrokenImports(
        _ diagnostics: Diagnostics, trees: [SourceFileSyntax], firstErrors: [String: String]
    ) -> Diagnostics {
        guard !firstErrors.isEmpty else { return diagnostics }
        let explained: Set<DiagnosticID> = [.unknownModel, .parameterNotModel, .unknownTransform, .unknownProperty]
        var result = Diagnostics()
        for var diagnostic in diagnostics.all {
            if diagnostic.severity == .error, let id = diagnostic.id, explained.contains(id),
                diagnostic.range.file.index < trees.count
            {
                for case .import(let decl) in trees[diagnostic.range.file.index].declarations {
                    guard let module = decl.path.first, let firstError = firstErrors[module.name] else { continue }
                    diagnostic.notes.append(
                        .init(
                            "the specs of '\(module.name)' have errors, so what they declare may be missing here; fix "
                                + "them first: \(firstError)", at: module.range))
                }
            }
            result.append(diagnostic)
        }
        return result
    }
}
