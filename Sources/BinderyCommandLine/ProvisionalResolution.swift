import BinderyChecker
import BinderySource
import BinderySyntax
import Foundation

/// Resolves syntax trees into a ``CheckedModule`` for `generate` until the checker's own pass is plugged into
/// ``Compilation``: names are looked up, types taken as written, nothing is validated beyond what resolution
/// needs. A name it cannot resolve is reported, so it never produces Swift from a spec it does not understand.
/// Remove it once `Compilation` carries the checker's module.
struct ProvisionalResolution {
    let files: SourceFiles
    let trees: [SourceFileSyntax]
    private(set) var diagnostics = Diagnostics()

    init(files: SourceFiles, trees: [SourceFileSyntax]) {
        self.files = files
        self.trees = trees
    }

    private var modelDecls: [String: (ModelDecl, FileOptions)] {
        var result: [String: (ModelDecl, FileOptions)] = [:]
        for tree in trees {
            let options = Self.options(tree)
            for case .model(let model) in tree.declarations where result[model.name.name] == nil {
                result[model.name.name] = (model, options)
            }
        }
        return result
    }

    private var transformDecls: [String: TransformDecl] {
        var result: [String: TransformDecl] = [:]
        for tree in trees {
            for case .transform(let transform) in tree.declarations where result[transform.name.name] == nil {
                result[transform.name.name] = transform
            }
        }
        return result
    }

    mutating func resolve() -> CheckedModule? {
        let models = modelDecls
        let transforms = transformDecls
        var checked: [CheckedFile] = []
        for tree in trees {
            let options = Self.options(tree)
            var file = CheckedFile(
                file: tree.file, path: files[tree.file].path,
                baseName: ((files[tree.file].path as NSString).lastPathComponent as NSString).deletingPathExtension,
                imports: [], options: options, models: [], transforms: [], bindings: [])
            for declaration in tree.declarations {
                switch declaration {
                case .import(let decl):
                    let module = decl.path.map(\.name).joined(separator: ".")
                    if module != "Bindery" {
                        file.imports.append(
                            Import(attributes: decl.attributes.map(\.name), module: module, range: decl.range))
                    }
                case .options:
                    break
                case .model(let decl):
                    file.models.append(model(decl, options: options, models: models))
                case .transform(let decl):
                    file.transforms.append(transform(decl, access: options.access))
                case .binding(let decl):
                    if let binding = binding(decl, options: options, models: models, transforms: transforms) {
                        file.bindings.append(binding)
                    }
                }
            }
            checked.append(file)
        }
        return diagnostics.hasErrors ? nil : CheckedModule(files: checked)
    }

    private static func options(_ tree: SourceFileSyntax) -> FileOptions {
        var options = FileOptions()
        for case .options(let decl) in tree.declarations {
            for entry in decl.entries {
                switch (entry.key.name, entry.value.name) {
                case ("access", let value): options.access = AccessLevel(rawValue: value) ?? .internal
                case ("isolation", let value): options.isolation = value == "none" ? .nonisolated : .mainActor
                case ("observation", let value): options.observation = value != "false"
                default: break
                }
            }
        }
        return options
    }

    private static func isolation(_ attributes: [AttributeSyntax], default value: Isolation) -> Isolation {
        if attributes.contains(where: { $0.name == "@MainActor" }) { return .mainActor }
        if attributes.contains(where: { $0.name == "nonisolated" }) { return .nonisolated }
        return value
    }

    private func embedded(_ expression: ExpressionSyntax) -> EmbeddedExpression {
        EmbeddedExpression(text: expression.text, range: expression.range, location: files.location(expression.range))
    }

    private func model(_ decl: ModelDecl, options: FileOptions, models: [String: (ModelDecl, FileOptions)]) -> Model {
        let implemented = ["Equatable", "Hashable", "Codable"]
        let conformances = decl.conformances.map { SwiftType($0) }
        let names = Set(decl.members.map(\.name.name))
        return Model(
            name: decl.name.name, doc: decl.doc?.text,
            isolation: Self.isolation(decl.attributes, default: options.isolation), access: options.access,
            observation: options.observation,
            conformances: conformances.filter { !implemented.contains($0.simpleName ?? "") },
            implementsEquatable: conformances.contains(.named("Equatable")),
            implementsHashable: conformances.contains(.named("Hashable")),
            implementsCodable: conformances.contains(.named("Codable")),
            properties: decl.members.map { member in
                let type = SwiftType(member.type)
                var dependencies: [String] = []
                if member.kind == .computed {
                    for reference in member.value?.references ?? []
                    where names.contains(reference.name) && reference.name != member.name.name
                        && !dependencies.contains(reference.name)
                    {
                        dependencies.append(reference.name)
                    }
                }
                let kind: Property.Kind =
                    switch member.kind {
                    case .var: .variable
                    case .let: .constant
                    case .computed: .computed
                    }
                let referenced = type.unwrapped.simpleName.flatMap { models[$0] == nil ? nil : $0 }
                return Property(
                    name: member.name.name, doc: member.doc?.text, kind: kind, type: type,
                    value: member.value.map(embedded), dependencies: dependencies, referencedModel: referenced,
                    nameRange: member.name.range, range: member.range)
            },
            nameRange: decl.name.range, range: decl.range)
    }

    private func transform(_ decl: TransformDecl, access: AccessLevel) -> Transform {
        let body: Transform.Body =
            switch decl.body {
            case .expression(let expression): .expression(embedded(expression))
            case .reversible(let forward, let backward):
                .reversible(forward: embedded(forward), backward: embedded(backward))
            case .external: .external
            }
        return Transform(
            name: decl.name.name, doc: decl.doc?.text, inputs: decl.inputs.map { SwiftType($0) },
            output: SwiftType(decl.output), body: body, access: access, range: decl.range)
    }

    private mutating func binding(
        _ decl: BindingDecl, options: FileOptions, models: [String: (ModelDecl, FileOptions)],
        transforms: [String: TransformDecl]
    ) -> Binding? {
        var parameters: [Binding.Parameter] = []
        for parameter in decl.parameters {
            guard let name = SwiftType(parameter.type).simpleName, models[name] != nil else {
                diagnostics.error("unknown model '\(parameter.type)'", at: parameter.type.range)
                return nil
            }
            parameters.append(.init(name: parameter.name.name, model: name, range: parameter.range))
        }
        let isolation =
            parameters.first.flatMap { models[$0.model] }.map {
                Self.isolation($0.0.attributes, default: $0.1.isolation)
            }
            ?? options.isolation
        var rules: [Rule] = []
        for rule in decl.rules {
            switch rule {
            case .assignment(let syntax):
                guard let target = path(syntax.target, parameters, models) else { return nil }
                var sources: [Source] = []
                for source in syntax.sources {
                    guard let resolved = path(source.path, parameters, models) else { return nil }
                    let type = source.fallback == nil ? resolved.type : resolved.type.unwrapped
                    sources.append(Source(path: resolved, fallback: source.fallback.map(embedded), type: type))
                }
                var current = sources.first?.type ?? target.type
                var steps: [TransformStep] = []
                for name in syntax.transforms {
                    let inputs = steps.isEmpty ? sources.map(\.type) : [current]
                    if let declared = transforms[name.name] {
                        current = SwiftType(declared.output)
                        steps.append(
                            TransformStep(
                                name: name.name, builtin: nil, inputs: declared.inputs.map { SwiftType($0) },
                                output: current, range: name.range))
                    } else if let builtin = BuiltinTransform(rawValue: name.name) {
                        switch builtin {
                        case .not, .isNil, .isEmpty: current = .named("Bool")
                        case .string, .trimmed, .lowercased, .uppercased: current = .named("String")
                        }
                        steps.append(
                            TransformStep(
                                name: name.name, builtin: builtin, inputs: inputs, output: current, range: name.range))
                    } else {
                        diagnostics.error("unknown transform '\(name.name)'", at: name.range)
                        return nil
                    }
                }
                rules.append(
                    .assignment(
                        Assignment(
                            target: target, direction: syntax.direction == .twoWay ? .twoWay : .oneWay,
                            isOnce: syntax.isOnce, sources: sources, transforms: steps, valueType: current,
                            range: syntax.range)))
            case .action(let syntax):
                var paths: [Path] = []
                for path in syntax.paths {
                    guard let resolved = self.path(path, parameters, models) else { return nil }
                    paths.append(resolved)
                }
                rules.append(
                    .action(
                        Action(
                            paths: paths, isInitial: syntax.isInitial, handler: syntax.handler.name,
                            changeType: paths.count == 1 ? paths[0].type : nil, range: syntax.range)))
            }
        }
        return Binding(
            name: decl.name.name, doc: decl.doc?.text, access: options.access, isolation: isolation,
            parameters: parameters, rules: rules, range: decl.range)
    }

    private mutating func path(
        _ syntax: PathSyntax, _ parameters: [Binding.Parameter], _ models: [String: (ModelDecl, FileOptions)]
    ) -> Path? {
        guard let root = parameters.first(where: { $0.name == syntax.root.name }) else {
            diagnostics.error("unknown parameter '\(syntax.root.name)'", at: syntax.root.range)
            return nil
        }
        var model = root.model
        var steps: [Path.Step] = []
        var breakable = false
        for step in syntax.steps {
            guard let decl = models[model]?.0,
                let member = decl.members.first(where: { $0.name.name == step.name.name })
            else {
                diagnostics.error("unknown property '\(step.name.name)' of '\(model)'", at: step.name.range)
                return nil
            }
            let type = SwiftType(member.type)
            steps.append(
                Path.Step(
                    model: model, property: step.name.name, type: type, isOptionalChained: step.isOptionalChained,
                    range: step.name.range))
            if steps.count < syntax.steps.count {
                breakable = breakable || type.isOptional
                model = type.unwrapped.simpleName ?? ""
            }
        }
        let last = steps.last?.type ?? .named(root.model)
        return Path(
            parameter: root.name, rootModel: root.model, steps: steps, type: breakable ? last.optional : last,
            range: syntax.range)
    }
}
