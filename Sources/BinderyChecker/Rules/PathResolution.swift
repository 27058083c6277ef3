import BinderySource
import BinderySyntax

extension CheckRun {
    /// Resolves `download.owner?.name` against a binding's parameters: each step must name a property of the
    /// model the step before reaches, with `?.` exactly where that model is optional.
    mutating func resolvePath(_ syntax: PathSyntax, parameters: [Binding.Parameter], in binding: String) -> Path? {
        guard let parameter = parameters.first(where: { $0.name.isSameName(as: syntax.root.name) }) else {
            let (suffix, fixIts) = didYouMean(
                syntax.root.name, at: syntax.root.range, in: parameters.map(\.name))
            let help =
                if !suffix.isEmpty {
                    suffix
                } else if parameters.isEmpty {
                    ", which has no parameters; declare the model it reads or writes in its parentheses, as in "
                        + "'binding \(binding)(\(syntax.root.name): SomeModel)'"
                } else {
                    "; the parameters are \(Wording.list(parameters.map(\.name), conjunction: "and"))"
                }
            diagnostics.error(
                .unknownParameter, "unknown parameter '\(syntax.root.name)' in binding '\(binding)'" + help,
                at: syntax.root.range, fixIts: fixIts)
            return nil
        }
        guard !syntax.steps.isEmpty else {
            let example =
                models[parameter.model]?.properties.first.map { "'\(parameter.name).\($0.name)'" } ?? "a property"
            diagnostics.error(
                .wholeModelPath, "'\(parameter.name)' is a whole model; name one of its properties, such as \(example)",
                at: syntax.range)
            return nil
        }
        var steps: [Path.Step] = []
        var current = SwiftType.named(parameter.model)
        var previousName = syntax.root
        var isBroken = false
        var misChained = false
        // Only the messages name the path as far as it got, so it is written only for one of them.
        func reached(before index: Int) -> String {
            syntax.steps[..<index].reduce(syntax.root.name) {
                $0 + ($1.isOptionalChained ? "?." : ".") + $1.name.name
            }
        }
        let rootIsolation = memberTables[parameter.model]?.isolation
        for (index, step) in syntax.steps.enumerated() {
            guard let modelName = current.unwrapped.simpleName, let table = memberTables[modelName] else {
                // A path reads models' properties only; what Swift would read further (`.count`, `.first?.name`)
                // is for a transform of the value, or a computed property of the model that holds it.
                let holder = steps.last
                let reached = reached(before: index)
                if let bare = modelNamedWithItsModule(current) {
                    diagnostics.error(
                        .propertyOfNonModel,
                        "'\(reached)' is \(Wording.article(current)), a Swift type to the spec, not a model, so it has "
                            + "no property '\(step.name.name)'; declare '\(holder?.property ?? reached)' with the "
                            + "model's name alone, '\(bare)'",
                        at: step.name.range)
                    return nil
                }
                diagnostics.error(
                    .propertyOfNonModel,
                    "'\(reached)' is \(Wording.article(current)), not a model, so it has no property "
                        + "'\(step.name.name)'; bind '\(reached)' through a transform, or bind a 'computed' property "
                        + "of '\(holder?.model ?? parameter.model)' that reads '\(holder?.property ?? reached)'",
                    at: step.name.range)
                return nil
            }
            // The binding runs on its parameters' isolation; a model reached through a property must share it, or the
            // rule could not read it there.
            if let rootIsolation, table.isolation != rootIsolation, let model = models[modelName],
                let root = models[parameter.model]
            {
                let spell = { (isolation: Isolation) in isolation == .mainActor ? "@MainActor" : "nonisolated" }
                diagnostics.error(
                    .isolationMix,
                    "'\(reached(before: index))' is the \(spell(model.isolation)) model '\(model.name)', but binding "
                        + "'\(binding)' runs \(spell(root.isolation)) like '\(root.name)'; "
                        + Self.reachedIsolationFix(reached: model, root: root),
                    at: previousName.range,
                    notes: note("'\(model.name)' is \(spell(model.isolation))", at: model))
                return nil
            }
            let between = SourceRange(
                file: step.name.range.file, start: previousName.range.end, end: step.name.range.start)
            if current.isOptional, !step.isOptionalChained {
                misChained = true
                diagnostics.error(
                    .missingOptionalChaining,
                    "'\(reached(before: index))' is optional; reach '\(step.name.name)' with '?.'",
                    at: step.name.range,
                    fixIts: [.init(replacing: between, with: "?.")])
            } else if !current.isOptional, step.isOptionalChained {
                diagnostics.error(
                    .unneededOptionalChaining, "'\(reached(before: index))' is not optional; use '.' instead of '?.'",
                    at: between,
                    fixIts: [.init(replacing: between, with: ".")])
            }
            guard let property = table.property(named: step.name.name) else {
                let (suffix, fixIts) = didYouMean(
                    step.name.name, at: step.name.range, in: table.properties.map(\.name))
                // An external class declares what the spec may reach of its Swift class: an inherited property too.
                let isExternal = models[modelName]?.isExternal == true
                let declare =
                    isExternal && suffix.isEmpty
                    ? "; if its Swift class has one (a superclass's included), declare it with its type in "
                        + "'external class \(modelName)'" : ""
                diagnostics.error(
                    .unknownProperty,
                    "\(isExternal ? "external class" : "model") '\(modelName)' has no property "
                        + "'\(step.name.name)'\(suffix)\(declare)",
                    at: step.name.range,
                    fixIts: fixIts)
                return nil
            }
            isBroken = isBroken || current.isOptional
            steps.append(
                Path.Step(
                    model: modelName, property: property.name, type: property.type,
                    isOptionalChained: step.isOptionalChained, range: step.name.range,
                    isConstant: property.kind == .constant))
            current = property.type
            previousName = step.name
        }
        // A path missing its '?.' has been reported with its fix; checking the rule further would only add errors
        // whose own fixes keep the wrong '.'.
        if misChained { return nil }
        let type = isBroken ? current.optional : current
        return Path(
            parameter: parameter.name, rootModel: parameter.model, steps: steps, type: type, range: syntax.range)
    }
}

extension CheckRun {
    /// How to let a binding that runs like `root` read the model `reached`: give one of them the other's isolation,
    /// which only its own module can, so an imported model is not the one to change.
    static func reachedIsolationFix(reached: Model, root: Model) -> String {
        switch (reached.module, root.module) {
        case (nil, _):
            return "give '\(reached.name)' the same isolation"
        case (let module?, nil):
            return "'\(reached.name)' belongs to module '\(module)', so give '\(root.name)' its isolation by writing "
                + "'\(spell(reached.isolation))' before 'model'"
        case (let module?, _?):
            return "'\(reached.name)' belongs to module '\(module)', whose isolation this module cannot change; bind "
                + "it in a binding of its own that takes a '\(reached.name)'"
        }
    }
}
