import BinderySource
import BinderySyntax

extension CheckRun {
    mutating func resolveBinding(_ decl: BindingDecl, options: FileOptions, importsWithoutSpecs: [ImportDecl])
        -> Binding
    {
        let parameters = resolveParameters(decl, importsWithoutSpecs: importsWithoutSpecs)
        let isolation = bindingIsolation(decl, parameters: parameters, options: options)
        var rules: [Rule] = []
        // A parameter whose type is not a model was reported where it is declared; the rules through it are not
        // checked further, so that one mistake gives one error, not one more for each use of the parameter.
        let unresolved = Set(decl.parameters.map { ExactName($0.name.name) }).subtracting(
            parameters.map { ExactName($0.name) })
        for rule in decl.rules {
            guard unresolved.isEmpty || !rule.paths.contains(where: { unresolved.contains($0.root.name) }) else {
                markTransformsUsed(by: rule)
                continue
            }
            switch rule {
            case .assignment(let syntax):
                if let assignment = resolveAssignment(syntax, parameters: parameters, in: decl.name.name) {
                    rules.append(.assignment(assignment))
                }
            case .action(let syntax):
                if let action = resolveAction(syntax, parameters: parameters, in: decl.name.name) {
                    rules.append(.action(action))
                }
            }
        }
        checkHandlerNames(decl, parameters: parameters)
        if isolation == .nonisolated {
            checkExternalsNeedIsolation(rules, in: decl.name.name, models: parameters.map(\.model))
        }
        checkWriters(rules)
        checkCycles(rules)
        return Binding(
            name: decl.name.name,
            doc: decl.doc?.text,
            access: options.access,
            isolation: isolation,
            parameters: parameters,
            rules: rules,
            range: decl.range)
    }

    private mutating func resolveParameters(_ decl: BindingDecl, importsWithoutSpecs: [ImportDecl])
        -> [Binding.Parameter]
    {
        var result: [Binding.Parameter] = []
        var seen: [ExactName: SourceRange] = [:]
        for parameter in decl.parameters {
            if let earlier = seen[parameter.name.name] {
                diagnostics.error(
                    .duplicateParameter,
                    "binding '\(decl.name.name)' already has a parameter '\(parameter.name.name)'; rename one of them",
                    at: parameter.name.range,
                    notes: [.init("'\(parameter.name.name)' is first declared here", at: earlier)])
                continue
            }
            seen[parameter.name.name] = parameter.name.range
            let type = SwiftType(parameter.type)
            if let bare = modelNamedWithItsModule(type) {
                diagnostics.error(
                    .parameterNotModel,
                    "a spec names a model by its name alone, a model of an imported module too; write '\(bare)'",
                    at: parameter.type.range, fixIts: [.init(replacing: parameter.type.range, with: bare)])
                continue
            }
            if !modelNamesTakenEarlier.isEmpty, let name = type.simpleName,
                modelNamesTakenEarlier.contains(ExactName(name))
            {
                continue
            }
            guard let name = type.simpleName, isModel(name) else {
                let modelNames = modelOrder
                let (suffix, fixIts) = didYouMean(type.description, at: parameter.type.range, in: modelNames)
                // As written: `M!` is `M?` to the checker, and the user wrote neither the other way.
                let written = sources.text(parameter.type.range)
                diagnostics.error(
                    suffix.isEmpty ? .parameterNotModel : .unknownModel,
                    suffix.isEmpty
                        ? "'\(written)' is not a model; a binding parameter's type must be a model declared in a spec"
                        : "unknown model '\(written)'\(suffix)",
                    at: parameter.type.range,
                    notes: suffix.isEmpty ? Self.specsNotGiven(of: importsWithoutSpecs, for: type) : [],
                    fixIts: fixIts)
                continue
            }
            result.append(Binding.Parameter(name: parameter.name.name, model: name, range: parameter.range))
        }
        return result
    }

    /// `Core.Profile`, for model `Profile` of module Core (imported, or this one when its name is known): the name
    /// the spec means, which it must write alone; nil for any other type.
    func modelNamedWithItsModule(_ type: SwiftType) -> String? {
        guard case .named(let components) = type.unwrapped, components.count == 2,
            components.allSatisfy({ $0.genericArguments.isEmpty }),
            let model = models[components[1].name], !model.isExternal
        else { return nil }
        let module = model.module ?? moduleName
        return module.map { $0.isSameName(as: components[0].name) } == true ? model.name : nil
    }

    /// A binding runs on the isolation of its models, so they must share one.
    private mutating func bindingIsolation(
        _ decl: BindingDecl, parameters: [Binding.Parameter], options: FileOptions
    ) -> Isolation {
        let declared = resolveIsolation(decl.attributes, default: options.isolation, of: "binding '\(decl.name.name)'")
        let isolated = parameters.compactMap { parameter in models[parameter.model].map { (parameter, $0) } }
        guard let (firstParameter, first) = isolated.first else { return declared }
        if let (_, other) = isolated.first(where: { $0.1.isolation != first.isolation }) {
            diagnostics.error(
                .isolationMix,
                "binding '\(decl.name.name)' connects models of different isolation: '\(first.name)' is "
                    + "\(Self.spell(first.isolation)) and '\(other.name)' is \(Self.spell(other.isolation)); "
                    + Self.isolationFix(first, other),
                at: decl.name.range,
                notes: note("'\(first.name)' is \(Self.spell(first.isolation))", at: first)
                    + note("'\(other.name)' is \(Self.spell(other.isolation))", at: other))
            return first.isolation
        }
        if !decl.attributes.isEmpty, declared != first.isolation {
            diagnostics.error(
                .isolationMix,
                "binding '\(decl.name.name)' is \(Self.spell(declared)) but its models are "
                    + "\(Self.spell(first.isolation)), and a binding runs on its models' isolation; remove the "
                    + "attribute, or make the models \(Self.spell(declared))",
                at: decl.attributes[0].range,
                notes: note("'\(firstParameter.model)' is \(Self.spell(first.isolation))", at: first))
        }
        return first.isolation
    }

    /// How to give two models one isolation: an imported model's is its module's to change, so the fix is the
    /// local model's, or, when both are imported, a binding of this module's models for each.
    static func isolationFix(_ first: Model, _ other: Model) -> String {
        switch (first.module, other.module) {
        case (nil, nil):
            return "give them the same isolation by writing '@MainActor' or 'nonisolated' before 'model'"
        case (nil, let module?):
            return "'\(other.name)' belongs to module '\(module)', so give '\(first.name)' its isolation by writing "
                + "'\(spell(other.isolation))' before 'model'"
        case (let module?, nil):
            return "'\(first.name)' belongs to module '\(module)', so give '\(other.name)' its isolation by writing "
                + "'\(spell(first.isolation))' before 'model'"
        case (let firstModule?, let otherModule?):
            let modules =
                ExactName(firstModule) == ExactName(otherModule)
                ? "module '\(firstModule)'" : "modules '\(firstModule)' and '\(otherModule)'"
            return "'\(first.name)' and '\(other.name)' belong to \(modules), whose isolation this module cannot "
                + "change; bind each to models of this module in a binding of its own"
        }
    }

    static func spell(_ isolation: Isolation) -> String {
        isolation == .mainActor ? "@MainActor" : "nonisolated"
    }

    /// Handlers become initializer parameters next to the models, so their names must be unique among both.
    private mutating func checkHandlerNames(_ decl: BindingDecl, parameters: [Binding.Parameter]) {
        var seen: [ExactName: SourceRange] = Dictionary(
            decl.parameters.map { (ExactName($0.name.name), $0.name.range) }, uniquingKeysWith: { first, _ in first })
        for case .action(let action) in decl.rules {
            if let earlier = seen[action.handler.name] {
                diagnostics.error(
                    .duplicateHandler,
                    "'\(action.handler.name)' is already a name in the initializer of binding '\(decl.name.name)'; give "
                        + "this handler another name",
                    at: action.handler.range, notes: [.init("'\(action.handler.name)' is first used here", at: earlier)]
                )
                continue
            }
            seen[action.handler.name] = action.handler.range
        }
    }

    private mutating func resolveAction(_ syntax: ActionRule, parameters: [Binding.Parameter], in binding: String)
        -> Action?
    {
        var paths: [Path] = []
        for pathSyntax in syntax.paths {
            guard let path = resolvePath(pathSyntax, parameters: parameters, in: binding),
                checkObservable(path, "observed")
            else { return nil }
            paths.append(path)
        }
        if !syntax.isInitial { warnIfNeverCalled(paths, handler: syntax.handler) }
        warnAboutRepeatedPaths(syntax, paths: paths)
        return Action(
            paths: paths, isInitial: syntax.isInitial, handler: syntax.handler.name,
            changeType: paths.count == 1 ? paths[0].type : nil, range: syntax.range,
            text: RuleSyntax.action(syntax).canonicalText(in: self.sources[syntax.range.file]))
    }

    /// Swift's Observation reports a change before it is stored, so a binding applies an `Observable` external
    /// class's changes a moment later, on its own isolation: a binding without one cannot read such a class. A
    /// binding runs on its models' isolation (an attribute of its own that differs is `isolation-mix`), so the fix is
    /// theirs: `models` are its parameters' models and external classes.
    private mutating func checkExternalsNeedIsolation(_ rules: [Rule], in binding: String, models: [String]) {
        for rule in rules {
            let paths: [Path]
            switch rule {
            case .assignment(let assignment):
                paths = assignment.sources.map(\.path) + (assignment.direction == .twoWay ? [assignment.target] : [])
            case .action(let action):
                paths = action.paths
            }
            for path in paths where readsObservableExternal(path) {
                var distinct: [String] = []
                for model in models where !distinct.contains(where: { $0.isSameName(as: model) }) {
                    distinct.append(model)
                }
                diagnostics.error(
                    .externalNeedsIsolation,
                    "binding '\(binding)' runs on no actor, as \(Wording.list(distinct, conjunction: "and")) "
                        + (distinct.count == 1 ? "does" : "do")
                        + ", so it cannot apply the changes Swift's Observation reports for '\(path)'; make "
                        + (distinct.count == 1 ? "it" : "them") + " @MainActor, as a binding runs on its models' "
                        + "isolation",
                    at: path.range)
            }
        }
    }
}

extension RuleSyntax {
    /// Every path the rule reads or writes.
    fileprivate var paths: [PathSyntax] {
        switch self {
        case .assignment(let rule): [rule.target] + rule.sources.map(\.path)
        case .action(let rule): rule.paths
        }
    }
}
