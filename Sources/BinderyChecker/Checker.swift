import BinderySource
import BinderySyntax

/// Checks the syntax trees of one module's spec files together and resolves them into a ``CheckedModule``.
public enum Checker {
    /// Always returns a module, even when there are errors, so tools can still show what was understood;
    /// generate code only when `diagnostics.hasErrors` is false.
    ///
    /// `imported` are the checked specs of modules these specs import: their models, transforms and external
    /// classes may be used here, as Swift lets code use what another module declares `public`.
    ///
    /// `moduleName` is the Swift module the generated code is compiled into, when known: a spec may not import it.
    public static func check(
        _ files: [SourceFileSyntax], sources: SourceFiles, imported: [ImportedModule] = [], moduleName: String? = nil
    ) -> (module: CheckedModule, diagnostics: Diagnostics) {
        var run = CheckRun(files: files, sources: sources, imported: imported)
        run.moduleName = moduleName
        let module = run.check()
        return (module, run.diagnostics)
    }
}

/// The state of one check: what is declared where, and what has been reported.
struct CheckRun {
    let files: [SourceFileSyntax]
    let sources: SourceFiles
    let imported: [ImportedModule]
    /// The Swift module these specs belong to, when the caller knows it (`--module-name`).
    var moduleName: String?
    var diagnostics = Diagnostics()
    /// The module of each declaration that comes from an imported spec, by name.
    var importedDeclarations: [ExactName: ImportedDeclaration] = [:]
    /// The modules that each declare an imported name, when specs here import more than one of them.
    var ambiguousImports: [ExactName: [String]] = [:]
    /// The imported specs that `sources` holds under the numbers their ranges use, so notes can point into them.
    let importedFilesInSources: Set<FileID>

    /// Every model's syntax by name (the first declaration when a name is declared twice). Names are compared as
    /// Swift compares them, scalar by scalar (see ``ExactName``), here and everywhere in the checker.
    var modelSyntax: [ExactName: ModelDecl] = [:]
    var modelOrder: [String] = []
    var transformSyntax: [ExactName: TransformDecl] = [:]
    /// Names a model (or external class) or a transform was declared with after a declaration of another kind took
    /// them (`model Item` and `transform Item`): `duplicate-declaration` said so, so a use of the second one is not
    /// reported again as naming no model or no transform.
    var modelNamesTakenEarlier: Set<ExactName> = []
    var transformNamesTakenEarlier: Set<ExactName> = []
    /// Resolved as they are checked.
    var models: [ExactName: Model] = [:]
    /// Each model's properties and their positions by name: paths name properties, and a model may have thousands.
    var memberTables: [ExactName: MemberTable] = [:]
    /// Whether an external class is declared or imported: checks about them return at once without one.
    var hasExternalClasses = false
    /// Whether a `@MainActor` model or external class is declared or imported: checks of reads across isolation
    /// that follow paths through models return at once without one.
    var hasMainActorModels = false
    /// The stored properties whose default names something or starts with `.init`, by model and position: the only ones
    /// whose default may make a model (see ``checkDefaultsMakingTheirModel()``), found as the models are resolved, so
    /// that a module whose defaults are literals is not walked again.
    var defaultsNamingSomething: [(model: String, member: Int)] = []
    var transforms: [ExactName: Transform] = [:]
    /// Every transform a rule may name, declared (sorted) then built in, for "did you mean".
    var transformNames: [String] = []
    /// Names of declared transforms some rule uses, for the unused-transform warning.
    var usedTransforms: Set<ExactName> = []
    /// How many more "did you mean" searches to make: each compares a name with every candidate, and past the
    /// diagnostics a run shows, a suggestion would be computed for no one.
    var suggestionsLeft = DiagnosticLimit.standard

    init(files: [SourceFileSyntax], sources: SourceFiles, imported: [ImportedModule]) {
        self.files = files
        self.sources = sources
        self.imported = imported
        let count = sources.ids.count
        importedFilesInSources = Set(
            imported.flatMap(\.module.files).filter {
                $0.file.index < count && sources[$0.file].path == $0.path
            }.map(\.file))
    }

    mutating func check() -> CheckedModule {
        checkSpecPaths()
        declareTopLevelNames()
        declareImportedNames()
        transformNames =
            (transformSyntax.keys.map(\.name) + importedDeclarations.values.compactMap { $0.transform?.name }).sorted()
            + BuiltinTransform.allCases.map(\.rawValue)
        var options: [FileOptions] = []
        for file in files { options.append(resolveOptions(file)) }
        let fileOptions = Dictionary(uniqueKeysWithValues: zip(files.map(\.file), options))
        for file in files {
            for case .model(let decl) in file.declarations where modelSyntax[decl.name.name] == decl {
                declare(resolveModel(decl, options: fileOptions[file.file]!))
            }
        }
        inheritPropertiesOfExternalSuperclasses()
        checkSelfContainment()
        checkDefaultsMakingTheirModel()
        checkImplementedConformancesOfReferencedModels()
        checkPropertyTypesOfImplementedConformances()
        checkHashedTypes()
        let declaredTypes = propertyAndTransformTypes
        checkProtocolMetatypes(in: declaredTypes)
        checkExistentialsWithoutAny(in: declaredTypes)
        checkComputedReadsAcrossIsolation()
        warnAboutComputedReadsOfExternalClasses()
        checkModelsMadeAcrossIsolation()
        for file in files {
            for case .transform(let decl) in file.declarations where transformSyntax[decl.name.name] == decl {
                transforms[decl.name.name] = resolveTransform(decl, options: fileOptions[file.file]!)
            }
        }
        var checkedFiles: [CheckedFile] = []
        for file in files {
            let options = fileOptions[file.file]!
            warnAboutImportAccessBeyondTheFile(file, access: options.access)
            var fileModels: [Model] = []
            var fileTransforms: [Transform] = []
            var fileBindings: [Binding] = []
            let importsWithoutSpecs = importsWithoutSpecs(of: file)
            for declaration in file.declarations {
                switch declaration {
                case .model(let decl):
                    if modelSyntax[decl.name.name] == decl, let model = models[decl.name.name] {
                        fileModels.append(model)
                    }
                case .transform(let decl):
                    if transformSyntax[decl.name.name] == decl, let transform = transforms[decl.name.name] {
                        fileTransforms.append(transform)
                    }
                case .binding(let decl):
                    fileBindings.append(
                        resolveBinding(decl, options: options, importsWithoutSpecs: importsWithoutSpecs))
                case .import, .options:
                    break
                }
            }
            var checkedFile = CheckedFile(
                file: file.file,
                path: sources[file.file].path,
                baseName: Self.baseName(of: sources[file.file].path),
                imports: imports(of: file),
                options: options,
                models: fileModels,
                transforms: fileTransforms,
                bindings: fileBindings)
            checkedFile.swiftTypeReferences = swiftTypeReferences(in: file)
            checkedFiles.append(checkedFile)
        }
        warnAboutUnusedTransforms()
        decideTransformIsolation(of: &checkedFiles)
        checkHashedTypesOfTransforms(in: checkedFiles)
        checkDeclarationAccess(bindings: checkedFiles.flatMap(\.bindings))
        checkReservedNames()
        checkImportedUses()
        checkRuleTypesOfUnimportedModules(checkedFiles)
        checkImportsOfOwnModule()
        var module = CheckedModule(files: checkedFiles)
        module.importedModels = importedDeclarations.values.compactMap(\.model).sorted { $0.name < $1.name }
        module.importedTransforms = importedDeclarations.values.compactMap(\.transform).sorted { $0.name < $1.name }
        return module
    }

    static func baseName(of path: String) -> String {
        // The last component that is not empty, as `split(separator: "/").last` gave it, without splitting the
        // whole path into an array of them.
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        let start = path[..<end].lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = end > path.startIndex ? String(path[start..<end]) : path
        return name.hasSuffix(".bind") ? String(name.dropLast(5)) : name
    }

    private func imports(of file: SourceFileSyntax) -> [Import] {
        var seen: Set<ExactName> = [ExactName("Bindery")]
        var result: [Import] = []
        for case .import(let decl) in file.declarations {
            let module = decl.path.map(\.name).joined(separator: ".")
            guard seen.insert(module).inserted else { continue }
            result.append(
                Import(
                    attributes: decl.attributes.map(\.name), access: decl.access?.name, module: module,
                    range: decl.range, moduleLocation: decl.path.first.map { location($0.range) }))
        }
        return result
    }

    /// `; did you mean 'x'?` and its fix-it, while the budget for suggestions lasts.
    /// The candidates are listed only when a suggestion is looked for.
    mutating func didYouMean(
        _ name: String, at range: SourceRange, in candidates: @autoclosure () -> [String]
    ) -> (suffix: String, fixIts: [Diagnostic.FixIt]) {
        guard suggestionsLeft > 0 else { return ("", []) }
        suggestionsLeft -= 1
        return Suggestions.didYouMean(name, at: range, in: candidates())
    }

    /// Makes `model` (resolved here or imported) known to paths and types.
    mutating func declare(_ model: Model) {
        models[model.name] = model
        memberTables[model.name] = MemberTable(model)
        if model.isExternal { hasExternalClasses = true }
        if model.isolation == .mainActor { hasMainActorModels = true }
    }

    /// Whether a model or external class, declared here or imported, is named `name`. Asked by index:
    /// `models[name] != nil` copied the model found, retaining everything it holds.
    func isModel(_ name: String) -> Bool {
        models.index(forKey: ExactName(name)) != nil
    }

    /// The property `name` of the model named `model`, if both exist.
    func lookUpProperty(_ name: String, in model: String) -> Property? {
        memberTables[model]?.property(named: name)
    }

    /// A note at `model`'s name. For a model of an imported spec, only when that spec is one of `sources` under
    /// the same number (as ``Compilation`` numbers them, after the module's own): otherwise its range would point
    /// into another file.
    func note(_ text: String, at model: Model) -> [Diagnostic.Note] {
        model.module == nil || importedFilesInSources.contains(model.nameRange.file)
            ? [.init(text, at: model.nameRange)] : []
    }

    func location(_ range: SourceRange) -> SourceLocation {
        sources.location(range)
    }

    func expression(_ syntax: ExpressionSyntax) -> EmbeddedExpression {
        EmbeddedExpression(text: syntax.text, range: syntax.range, location: location(syntax.range))
    }
}
