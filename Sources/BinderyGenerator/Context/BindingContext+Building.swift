import BinderyChecker
import BinderySource

extension BindingContext {
    init(_ binding: Binding, file: CheckedFile, in generation: Generation) {
        let spell = generation.spelling.spell
        var builder = RuleBuilder(binding: binding, file: file, generation: generation)
        bindingName = GeneratedNames.escaped(binding.name)
        docLines = Declaration.docLines(binding.doc)
        access = Declaration.access(binding.access)
        isolationAttribute = Declaration.isolationAttribute(binding.isolation)
        isolationModifier = Declaration.isolationModifier(binding.isolation)
        parameters = binding.parameters.map { parameter in
            let type = spell(.named(parameter.model))
            return BindingParameterContext(
                label: GeneratedNames.argumentLabel(parameter.name), swiftName: GeneratedNames.escaped(parameter.name),
                storage: RuleBuilder.storage(of: parameter.name), type: type, parameterType: type,
                isExternal: generation.isExternal(parameter.model))
        }
        var handlers: [BindingParameterContext] = []
        var rules: [RuleContext] = []
        for (index, rule) in binding.rules.enumerated() {
            let context = builder.rule(rule, index: index)
            rules.append(context)
            if case .action(let action) = rule {
                let type =
                    action.paths.count == 1
                    ? "(Bindery.Change<\(spell(action.paths[0].type))>) -> Swift.Void" : "() -> Swift.Void"
                handlers.append(
                    BindingParameterContext(
                        label: GeneratedNames.argumentLabel(action.handler),
                        swiftName: GeneratedNames.escaped(action.handler),
                        storage: RuleBuilder.storage(of: action.handler),
                        type: type, parameterType: "@escaping " + type, isHandler: true))
            }
        }
        self.handlers = handlers
        self.rules = rules
        echoes = builder.echoes
        fallbacks = builder.fallbacks
    }
}

/// Builds the rule contexts of one binding, naming each rule's function for what it updates and keeping those
/// names distinct.
struct RuleBuilder {
    let binding: Binding
    let file: CheckedFile
    let generation: Generation
    private(set) var echoes: [EchoContext] = []
    private(set) var fallbacks: [FallbackContext] = []
    private var usedNames: Set<ExactName> = []
    /// The spec's path as a string literal, for every `#sourceLocation` of the binding's rules: quoted once.
    private let pathLiteral: String

    init(binding: Binding, file: CheckedFile, generation: Generation) {
        self.binding = binding
        self.file = file
        self.generation = generation
        pathLiteral = SwiftText.stringLiteral(file.path)
    }

    /// The stored property holding a parameter or a handler.
    static func storage(of name: String) -> String {
        "_$" + name
    }

    private var spell: (SwiftType) -> String { generation.spelling.spell }

    mutating func rule(_ rule: Rule, index: Int) -> RuleContext {
        // The rule's text, not its source: a comment inside it or its spacing is layout, which `bindery format`
        // changes, and must not change what the generated code says.
        let text = SwiftText.singleLineComment(rule.text)
        var context =
            switch rule {
            case .assignment(let assignment): self.assignment(assignment, index: index, text: text)
            case .action(let action): self.action(action, index: index, text: text)
            }
        context.locationLiteral = generation.locationLiteral(rule.range)
        return RuleContext(context)
    }

    private mutating func assignment(_ assignment: Assignment, index: Int, text: String) -> RuleContext.Facts {
        let target = assignment.target
        let targetName = target.steps.last?.property ?? ""
        let function = uniqueName(
            "update" + GeneratedNames.capitalized(target.parameter) + GeneratedNames.capitalized(targetName))
        let kind: RuleContext.Kind
        let readsExternals = assignment.sources.contains { generation.touchesExternal($0.path) }
        // A rule whose transforms are given models tracks what they read of them, as a computed property does:
        // `card.title <- card.owner | ownerName` applies again when the owner's name changes, not only when the
        // owner does. The transforms then run inside the reaction's read; a two-way rule's read also gives the
        // source's value, which its echo guard compares. (A `once` rule follows nothing.)
        let tracksTransforms =
            !assignment.isOnce && assignment.transforms.contains(where: generation.mayReadModels)
        if assignment.isOnce {
            kind = .once
        } else if assignment.sources.count == 1, assignment.sources[0].path.steps.count == 1,
            assignment.sources[0].fallback == nil, !readsExternals, !tracksTransforms
        {
            kind = .direct
        } else {
            kind = .reaction
        }
        var context = RuleContext.Facts(kind: kind, index: index, text: text)
        context.function = function
        context.isTwoWay = assignment.direction == .twoWay
        context.targetParameter = GeneratedNames.escaped(target.parameter)
        context.targetStorage = Self.storage(of: target.parameter)
        context.targetProperty = GeneratedNames.escaped(targetName)
        context.targetType = generation.spelling.spellParameter(target.type)
        context.observesExternals = readsExternals && kind == .reaction
        context.targetIsExternal = generation.isExternal(target.rootModel)
        context.targetDirective = directive(at: target.range)
        context.sourceDirective = assignment.sources.first.map { directive(at: $0.path.range) } ?? ""
        if kind == .direct, let source = assignment.sources.first {
            context.sourceParameter = GeneratedNames.escaped(source.path.parameter)
            context.sourceProperty = GeneratedNames.escaped(source.path.steps[0].property)
            context.valueType = generation.spelling.spellParameter(source.path.type)
        } else {
            var reads: [String] = []
            for (sourceIndex, source) in assignment.sources.enumerated() {
                var read = Self.read(source.path)
                if let fallback = source.fallback {
                    let name = "_$fallback\(index)_\(sourceIndex)"
                    fallbacks.append(
                        FallbackContext(
                            name: name, type: spell(source.type),
                            code: EmbeddedCode(fallback, file: file.path)))
                    read += " ?? Self.\(name)()"
                }
                reads.append(read)
            }
            if tracksTransforms, assignment.direction == .twoWay,
                let applied = forward(assignment.transforms, arguments: ["input"])
            {
                context.readPattern = "(input, value)"
                context.readExpression = reads[0]
                context.readValue = applied
            } else if tracksTransforms, let applied = forward(assignment.transforms, arguments: reads) {
                context.readPattern = "input"
                context.readExpression = applied.text
                context.readApplied = applied
            } else if reads.count == 1 {
                context.readPattern = "input"
                context.readExpression = reads[0]
            } else {
                context.readPattern = "(" + reads.indices.map { "input\($0)" }.joined(separator: ", ") + ")"
                context.readExpression = "(" + reads.joined(separator: ", ") + ")"
                context.readLines = reads.enumerated().map { $1 + ($0 == reads.count - 1 ? "" : ",") }
            }
        }
        // A direct rule's function takes the source's value as `value`; the others read it into `input`… (a rule that
        // tracks its transforms reads what they give, into `input`, whatever the number of sources).
        let inputs =
            kind == .direct
            ? ["value"]
            : assignment.sources.count == 1 || tracksTransforms
                ? ["input"] : assignment.sources.indices.map { "input\($0)" }
        context.forwardValue = tracksTransforms ? nil : forward(assignment.transforms, arguments: inputs)
        context.inputValue = context.forwardValue ?? .arguments([inputs[0]])
        if context.isTwoWay, let source = assignment.sources.first, let sourceStep = source.path.steps.last {
            context.backwardFunction = uniqueName(
                "update" + GeneratedNames.capitalized(source.path.parameter)
                    + GeneratedNames.capitalized(sourceStep.property) + "From"
                    + GeneratedNames.capitalized(target.parameter) + GeneratedNames.capitalized(targetName))
            context.backwardValue = backward(assignment.transforms)
            // As the checker reads it: the value the backward half gives, without a parameter's own attributes.
            let writtenBack = assignment.transforms.first?.inputs.first?.asArgument ?? target.type
            context.backwardUnwraps = writtenBack.isOptional && !sourceStep.type.isOptional
            // Named by the rule's index, not its functions: those spell both paths, and a name that grows with
            // them pushed the lines using it past what swift format leaves on one line at paths of 40 characters.
            context.forwardEcho = "_$echo\(index)"
            context.backwardEcho = "_$echo\(index)Back"
            echoes.append(EchoContext(name: context.forwardEcho, type: spell(target.type)))
            echoes.append(EchoContext(name: context.backwardEcho, type: spell(source.path.type)))
            context.sourceWriteRoot = Self.storage(of: source.path.parameter)
            context.sourceWritePath = Self.steps(of: source.path)
            context.sourceWriteIsExternal = generation.isExternal(source.path.rootModel)
            // The half writing back is a reaction when the target is a property of an external class, which Swift's
            // Observation reports, or when its transforms are given models: it then follows what they read of the
            // target's model, as the forward half does of the source's.
            context.backwardObservesExternals = generation.touchesExternal(target)
            if assignment.transforms.contains(where: generation.mayReadModelsBackward) {
                context.backwardReadValue = context.backwardValue
            }
            context.backwardIsReaction = context.backwardObservesExternals || context.backwardReadValue != nil
        }
        return context
    }

    private mutating func action(_ action: Action, index: Int, text: String) -> RuleContext.Facts {
        let kind: RuleContext.Kind
        let readsExternals = action.paths.contains(where: generation.touchesExternal)
        if action.paths.count > 1 {
            kind = .multiPathAction
        } else if action.paths[0].steps.count == 1, !readsExternals {
            kind = .directAction
        } else {
            kind = .pathAction
        }
        var context = RuleContext.Facts(kind: kind, index: index, text: text)
        context.initial = action.isInitial
        context.handlerStorage = Self.storage(of: action.handler)
        context.observesExternals = readsExternals
        context.sourceDirective = directive(at: action.paths[0].range)
        switch kind {
        case .directAction:
            context.sourceParameter = GeneratedNames.escaped(action.paths[0].parameter)
            context.sourceProperty = GeneratedNames.escaped(action.paths[0].steps[0].property)
        case .pathAction:
            // The read closure captures the binding as `unowned(unsafe)`: the binding's core holds the rule and ends
            // it when the binding goes away, so no read outlives the binding, and a checked `unowned` would cost
            // reference counting on every read. `unsafe` says so to strict memory safety, which a target may turn on.
            context.readExpression = "unsafe " + Self.read(action.paths[0])
        default:
            context.function = uniqueName("on" + GeneratedNames.capitalized(action.handler))
            let reads = action.paths.map(Self.read)
            context.readExpression = "(" + reads.joined(separator: ", ") + ")"
            context.readLines = reads.enumerated().map { $1 + ($0 == reads.count - 1 ? "" : ",") }
        }
        return context
    }

    /// `#sourceLocation(file: …, line: …)` for the line of `range` in the spec.
    private func directive(at range: SourceRange) -> String {
        generation.directive(at: range, pathLiteral: pathLiteral)
    }

    /// `self._$download.model.owner?.name`: the path read from the binding's stored reference.
    static func read(_ path: Path) -> String {
        "self." + storage(of: path.parameter) + ".model." + steps(of: path)
    }

    /// `owner?.name`: a path's steps after its parameter.
    static func steps(of path: Path) -> String {
        var text = ""
        for (index, step) in path.steps.enumerated() {
            if index > 0 { text += step.isOptionalChained ? "?." : "." }
            text += GeneratedNames.escaped(step.property)
        }
        return text
    }

    /// The transforms applied left to right to `arguments`; nil when there are none.
    func forward(_ transforms: [TransformStep], arguments: [String]) -> AppliedTransforms? {
        guard !transforms.isEmpty else { return nil }
        var value = AppliedTransforms.arguments(arguments)
        for transform in transforms {
            value = .call(function: function(of: transform), label: "", argument: value)
        }
        return value
    }

    /// The inverses of `transforms`, applied right to left to `value`.
    func backward(_ transforms: [TransformStep]) -> AppliedTransforms? {
        guard !transforms.isEmpty else { return nil }
        var value = AppliedTransforms.arguments(["input"])
        for transform in transforms.reversed() {
            value = .call(
                function: function(of: transform), label: transform.builtin != nil ? "" : "backward: ", argument: value)
        }
        return value
    }

    /// Where a transform's function is: a built-in's in the runtime, a declared one in `BinderyTransforms`, an
    /// external one of this module what its requirement check returns (see
    /// ``Generation/isLocalExternalTransform(_:)``).
    func function(of transform: TransformStep) -> String {
        if transform.builtin == nil, generation.isLocalExternalTransform(transform.name) {
            return ExternalTransformContext.requirementName(of: transform.name) + "()"
        }
        if transform.builtin == nil, generation.isImportedExternalTransform(transform.name) {
            return "Bindery.BinderyTransforms." + ExternalTransformContext.exportName(of: transform.name)
        }
        let name = GeneratedNames.escaped(transform.name)
        return transform.builtin != nil
            ? "Bindery.BinderyTransforms.Builtin.\(name)" : "Bindery.BinderyTransforms.\(name)"
    }

    /// `name`, or `name_2`, `name_3` … when an earlier rule took it.
    private mutating func uniqueName(_ name: String) -> String {
        var candidate = name
        var counter = 1
        while !usedNames.insert(candidate).inserted {
            counter += 1
            candidate = "\(name)_\(counter)"
        }
        return candidate
    }
}
