import BinderySource
import BinderySyntax

extension CheckRun {
    /// Makes the imported modules' models, external classes and transforms visible; one that a spec here also
    /// declares is an error at the local declaration, since generated code could not tell the two apart.
    mutating func declareImportedNames() {
        var local: [ExactName: SourceRange] = [:]
        var localExternalClasses: Set<ExactName> = []
        // Only an imported name is looked up among the local ones: without imports, no table of them is needed.
        for file in files where !imported.isEmpty {
            for declaration in file.declarations {
                switch declaration {
                case .model(let decl):
                    local[decl.name.name] = local[decl.name.name] ?? decl.name.range
                    if decl.externalRange != nil { localExternalClasses.insert(ExactName(decl.name.name)) }
                case .transform(let decl): local[decl.name.name] = local[decl.name.name] ?? decl.name.range
                case .binding(let decl): local[decl.name.name] = local[decl.name.name] ?? decl.name.range
                case .import, .options: break
                }
            }
        }
        var declarationsByName: [ExactName: [ImportedDeclaration]] = [:]
        var names: [ExactName] = []
        for imported in imported {
            var declarations = imported.module.models.map {
                var model = $0
                model.module = imported.name
                return ImportedDeclaration(
                    module: imported.name, isInSamePackage: imported.isInSamePackage, model: model)
            }
            declarations += imported.module.transforms.map {
                ImportedDeclaration(module: imported.name, isInSamePackage: imported.isInSamePackage, transform: $0)
            }
            for declaration in declarations {
                let name = ExactName(declaration.model?.name ?? declaration.transform?.name ?? "")
                if let range = local[name] {
                    // Two descriptions of one Swift class: this module uses the imported one, as for a model.
                    let bothDescribeTheClass =
                        declaration.model?.isExternal == true && localExternalClasses.contains(name)
                    diagnostics.error(
                        .importedNameClash,
                        bothDescribeTheClass
                            ? "external class '\(name)' is described by the specs of module '\(declaration.module)' "
                                + "already, which this module imports; remove this description and use that one "
                                + "(declare there the properties it lacks)"
                            : "'\(name)' is also the name of \(declaration.kind == "external class" ? "an" : "a") "
                                + "\(declaration.kind) of module '\(declaration.module)', which this module imports; "
                                + "rename one of them",
                        at: range)
                    continue
                }
                if declarationsByName[name] == nil { names.append(name) }
                declarationsByName[name, default: []].append(declaration)
            }
        }
        let importedModules = Set(files.flatMap { importedModuleNames(of: $0) }.map(ExactName.init))
        checkImportedDeclarationsHidingModules(declarationsByName, importedModules: importedModules)
        for name in names {
            guard let declarations = declarationsByName[name] else { continue }
            // Several modules declare the name: the one this module's specs import is meant; when they import more
            // than one, generated code could not tell them apart, which is reported at each use.
            let imported = declarations.filter { importedModules.contains(ExactName($0.module)) }
            if imported.count > 1 { ambiguousImports[name] = imported.map(\.module) }
            let declaration = imported.first ?? declarations[0]
            importedDeclarations[name] = declaration
            if let model = declaration.model { declare(model) }
            if let transform = declaration.transform { transforms[name] = transform }
        }
    }

    /// Generated code names an imported module's types through the module (`Core.Profile`): a model or external
    /// class of another imported module named like that module (`Extra`'s `model Core`) would be what `Core` means
    /// there, and the generated file would not compile. Reported at the import of the module that declares it.
    private mutating func checkImportedDeclarationsHidingModules(
        _ declarationsByName: [ExactName: [ImportedDeclaration]], importedModules: Set<ExactName>
    ) {
        let hiding = declarationsByName.filter { importedModules.contains($0.key) }.values.joined().filter {
            $0.model != nil && importedModules.contains(ExactName($0.module)) && $0.module != $0.model?.name
        }
        for declaration in hiding.sorted(by: { ($0.module, $0.kind) < ($1.module, $1.kind) }) {
            guard let name = declaration.model?.name,
                let importDecl = files.lazy.flatMap(\.declarations).compactMap({ declaration -> ImportDecl? in
                    guard case .import(let decl) = declaration else { return nil }
                    return decl
                }).first(where: { $0.path.first?.name == declaration.module })
            else { continue }
            diagnostics.error(
                .importedNameClash,
                "module '\(declaration.module)' declares \(declaration.kind) '\(name)', named like module '\(name)', "
                    + "which this module imports too: in generated code, '\(name).' would name that "
                    + "\(declaration.kind), not the module; rename '\(name)' in the specs of '\(declaration.module)', "
                    + "or import only one of the two modules",
                at: importDecl.path[0].range)
        }
    }

    /// Why generated code here cannot use `declaration`, and the fix. A `package` declaration is visible to the
    /// modules of its own package, which the build plugin says a module is (`--same-package` on the command line).
    private static func notVisibleMessage(_ declaration: ImportedDeclaration, named name: String) -> String {
        let module = declaration.module
        let what = "\(declaration.kind) '\(name)' of module '\(module)' is \(declaration.access.rawValue)"
        let publicFix = "give the specs of '\(module)' 'options { access: public }'"
        guard declaration.access == .package else {
            return what + ", so generated code here cannot use it; " + publicFix
        }
        return what + ", and this module is not known to be of the same Swift package, so generated code here cannot "
            + "use it; if it is, pass '--same-package \(module)' (the build plugin does for a target of the package), "
            + "else " + publicFix
    }

    /// The modules `file` imports, by the first component of each `import` (`import Core.Sub` imports Core).
    func importedModuleNames(of file: SourceFileSyntax) -> [String] {
        file.declarations.compactMap { declaration -> String? in
            guard case .import(let decl) = declaration else { return nil }
            return decl.path.first?.name
        }
    }

    /// An imported declaration may be used only by a spec that imports its module, and only when its module's
    /// specs make it `public`, as Swift requires of the generated code that uses it.
    mutating func checkImportedUses() {
        guard !importedDeclarations.isEmpty else { return }
        for file in files {
            let importedModules = Set(importedModuleNames(of: file))
            var reported: Set<ExactName> = []
            func use(_ name: String, at range: SourceRange) {
                guard let declaration = importedDeclarations[name], reported.insert(name).inserted else { return }
                if let modules = ambiguousImports[name] {
                    diagnostics.error(
                        .importedNameClash,
                        "'\(name)' is declared by modules "
                            + modules.map { "'\($0)'" }.joined(separator: " and ")
                            + ", which specs of this module import, and generated code cannot tell them apart; "
                            + "rename one of them, or import only one of the modules",
                        at: range)
                } else if !declaration.isVisibleToImporter {
                    diagnostics.error(
                        .importedNotPublic, Self.notVisibleMessage(declaration, named: name), at: range)
                } else if !importedModules.contains(declaration.module) {
                    diagnostics.error(
                        .importedWithoutImport,
                        "\(declaration.kind) '\(name)' is declared in module '\(declaration.module)'; add "
                            + "'import \(declaration.module)' to this spec",
                        at: range)
                }
            }
            for declaration in file.declarations {
                switch declaration {
                case .model(let decl):
                    for member in decl.members {
                        for name in SwiftType(member.type).spelledTypes { use(name, at: member.type.range) }
                    }
                case .transform(let decl):
                    for type in decl.inputs + [decl.output] {
                        for name in SwiftType(type).spelledTypes { use(name, at: type.range) }
                    }
                case .binding(let decl):
                    for parameter in decl.parameters {
                        for name in SwiftType(parameter.type).spelledTypes { use(name, at: parameter.type.range) }
                    }
                    for case .assignment(let rule) in decl.rules {
                        for transform in rule.transforms { use(transform.name, at: transform.range) }
                    }
                default:
                    break
                }
            }
        }
    }
}

extension CheckRun {
    /// A rule's value may be a model of a module the spec does not import, reached through a model of one it does
    /// (`on screen.profile -> changed`, `Profile` of Core through `Screen` of App). Generated code spells the value's
    /// type with its module (`Change<Core.Profile?>`), which Swift finds only in a file importing it: reported at
    /// the path, as a use of that model.
    mutating func checkRuleTypesOfUnimportedModules(_ checkedFiles: [CheckedFile]) {
        guard !importedDeclarations.isEmpty else { return }
        for (file, checked) in zip(files, checkedFiles) {
            let importedModules = Set(importedModuleNames(of: file).map(ExactName.init))
            for binding in checked.bindings {
                for rule in binding.rules {
                    let paths: [Path]
                    switch rule {
                    case .assignment(let assignment): paths = [assignment.target] + assignment.sources.map(\.path)
                    case .action(let action): paths = action.paths
                    }
                    for path in paths {
                        guard
                            let (name, module) = unimportedModel(in: path.type, importedModules: importedModules)
                        else { continue }
                        diagnostics.error(
                            .importedWithoutImport,
                            "'\(path)' is \(Wording.article(path.type)), of model '\(name)' of module '\(module)', "
                                + "which generated code names as '\(module).\(name)' and this spec does not import; add "
                                + "'import \(module)' to this spec",
                            at: path.range)
                    }
                }
            }
        }
    }

    /// The first model `type` spells that belongs to an imported module not among `importedModules`, and its module.
    private func unimportedModel(in type: SwiftType, importedModules: Set<ExactName>) -> (String, String)? {
        for name in type.spelledTypes {
            guard let declaration = importedDeclarations[ExactName(name)], let model = declaration.model,
                !model.isExternal, !importedModules.contains(ExactName(declaration.module))
            else { continue }
            return (model.name, declaration.module)
        }
        return nil
    }

    /// `import App` in a spec of module App: Swift ignores it with a warning, in the generated file, and nothing of
    /// App needs it, since the specs of one module see one another's declarations.
    mutating func checkImportsOfOwnModule() {
        guard let moduleName else { return }
        for file in files {
            for case .import(let decl) in file.declarations {
                guard let module = decl.path.first, module.name.isSameName(as: moduleName) else { continue }
                diagnostics.error(
                    .importOfOwnModule,
                    "'\(moduleName)' is the module this spec belongs to, whose declarations it sees without an import; "
                        + "remove 'import \(decl.path.map(\.name).joined(separator: "."))'",
                    at: module.range, fixIts: [.init(replacing: decl.range, with: "")])
            }
        }
    }
}

extension CheckRun {
    /// Modules of the toolchain and the platforms' UI frameworks, which have no specs: a binding parameter of a type
    /// unknown here is never a model of theirs.
    private static let modulesWithoutSpecs: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Observation", "Synchronization", "SwiftUI",
        "UIKit", "AppKit", "Combine",
    ]

    /// The imports of `file` whose module no imported specs were given for, but for the toolchain's and platforms'.
    func importsWithoutSpecs(of file: SourceFileSyntax) -> [ImportDecl] {
        let given = Set(imported.map { ExactName($0.name) })
        return file.declarations.compactMap { declaration in
            guard case .import(let decl) = declaration, let module = decl.path.first?.name,
                !given.contains(ExactName(module)), !Self.modulesWithoutSpecs.contains(module),
                !(moduleName.map(module.isSameName) ?? false)
            else { return nil }
            return decl
        }
    }

    /// Notes for a binding parameter of a type that no spec declares: a model of an imported module's specs is
    /// unknown when those specs were not given (`bindery check App.bind` without `--imported-spec`), which the
    /// error alone would leave a user to guess.
    static func specsNotGiven(of imports: [ImportDecl], for type: SwiftType) -> [Diagnostic.Note] {
        imports.compactMap { decl in
            guard let module = decl.path.first else { return nil }
            return Diagnostic.Note(
                "this spec imports '\(module.name)', but no specs of '\(module.name)' were given; if '\(type)' is one "
                    + "of their models, pass them with '--imported-spec \(module.name)=PATH' (the build plugin passes "
                    + "the specs of a package target's dependencies; a target of an Xcode project gets none, so keep "
                    + "the shared models in a package)",
                at: module.range)
        }
    }
}
