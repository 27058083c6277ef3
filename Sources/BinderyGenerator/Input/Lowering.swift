import BinderyChecker
import Foundation

/// Turns the checked model into the generator's input: types spelled, paths resolved step by step.
struct Lowering {
    let module: CheckedModule
    let spelling: TypeSpelling

    init(module: CheckedModule) {
        self.module = module
        self.spelling = TypeSpelling(userTypes: Set(module.models.map(\.name)))
    }

    func input(for file: CheckedFile) -> GeneratedFileInput {
        GeneratedFileInput(
            specPath: file.path,
            specName: (file.path as NSString).lastPathComponent,
            imports: file.imports.map { ($0.attributes + ["import", $0.module]).joined(separator: " ") },
            access: file.options.access == .internal ? nil : file.options.access.rawValue,
            models: file.models.map(model),
            transforms: file.transforms.compactMap(transform),
            bindings: file.bindings.map(binding))
    }

    private func expression(_ expression: EmbeddedExpression?) -> ExpressionInput? {
        expression.map { ExpressionInput(text: $0.text, line: $0.location.line) }
    }

    private func isolation(_ isolation: Isolation) -> IsolationInput {
        isolation == .mainActor ? .mainActor : .nonisolated
    }

    private func model(_ model: Model) -> ModelInput {
        ModelInput(
            name: model.name,
            doc: model.doc,
            isolation: isolation(model.isolation),
            observation: model.observation,
            otherConformances: model.conformances.map(spelling.spell),
            isEquatable: model.implementsEquatable,
            isHashable: model.implementsHashable,
            isCodable: model.implementsCodable,
            properties: model.properties.map { property in
                let kind: PropertyInput.Kind
                switch property.kind {
                case .variable: kind = .variable
                case .constant: kind = .constant
                case .computed: kind = .computed(dependencies: storedDependencies(of: property, in: model))
                }
                return PropertyInput(
                    name: property.name,
                    doc: property.doc,
                    kind: kind,
                    type: spelling.spell(property.type),
                    arrayElementType: property.arrayElement.map(spelling.spell),
                    isOptional: property.type.isOptional,
                    wrappedType: spelling.spell(property.type.unwrapped),
                    value: expression(property.value))
            })
    }

    /// The stored properties a computed one depends on, through other computed ones, in first-mention order.
    private func storedDependencies(of property: Property, in model: Model) -> [String] {
        var result: [String] = []
        var visited: Set<String> = [property.name]
        func visit(_ names: [String]) {
            for name in names where visited.insert(name).inserted {
                guard let dependency = model.property(named: name) else { continue }
                switch dependency.kind {
                case .variable: result.append(name)
                case .computed: visit(dependency.dependencies)
                case .constant: break
                }
            }
        }
        visit(property.dependencies)
        return result
    }

    private func transform(_ transform: Transform) -> TransformInput? {
        let body: TransformInput.Body
        switch transform.body {
        case .expression(let value):
            body = .expression(ExpressionInput(text: value.text, line: value.location.line))
        case .reversible(let forward, let backward):
            body = .reversible(
                forward: ExpressionInput(text: forward.text, line: forward.location.line),
                backward: ExpressionInput(text: backward.text, line: backward.location.line))
        case .external:
            body = .external
        case .builtin:
            return nil
        }
        return TransformInput(
            name: transform.name, doc: transform.doc, inputs: transform.inputs.map(spelling.spell),
            output: spelling.spell(transform.output), body: body)
    }

    private func binding(_ binding: Binding) -> BindingInput {
        BindingInput(
            name: binding.name,
            doc: binding.doc,
            isolation: isolation(binding.isolation),
            parameters: binding.parameters.map { .init(name: $0.name, type: spelling.spell(.named($0.model))) },
            rules: binding.rules.map(rule))
    }

    private func rule(_ rule: Rule) -> RuleInput {
        switch rule {
        case .assignment(let assignment):
            return .assignment(
                target: path(assignment.target),
                sources: assignment.sources.map { .init(path: path($0.path), fallback: expression($0.fallback)) },
                transforms: assignment.transforms.map { step in
                    TransformUse(
                        isBuiltIn: step.builtin != nil, name: step.name, inputs: step.inputs.map(spelling.spell),
                        output: spelling.spell(step.output), namespace: namespace(ofTransform: step.name))
                },
                twoWay: assignment.direction == .twoWay,
                once: assignment.isOnce)
        case .action(let action):
            return .action(paths: action.paths.map(path), initial: action.isInitial, handler: action.handler)
        }
    }

    /// Where a declared transform's function lives: its spec's `…Transforms` enum, or `BinderyTransforms` for
    /// an external one, which the user implements there.
    private func namespace(ofTransform name: String) -> String {
        for file in module.files {
            guard let transform = file.transforms.first(where: { $0.name == name }) else { continue }
            if case .external = transform.body { return "Bindery.BinderyTransforms" }
            return TransformsContext.namespace(
                specName: (file.path as NSString).lastPathComponent, suffix: "Transforms")
        }
        return ""
    }

    private func path(_ path: Path) -> PathInput {
        PathInput(
            root: path.parameter,
            rootType: spelling.spell(.named(path.rootModel)),
            steps: path.steps.map { step in
                PathInput.Step(
                    name: step.property, owner: step.model, type: spelling.spell(step.type),
                    isOptional: step.type.isOptional, wrappedType: spelling.spell(step.type.unwrapped))
            },
            text: path.description)
    }
}
