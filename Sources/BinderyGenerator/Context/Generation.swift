import BinderyChecker
import BinderySource

/// What building the contexts of one module needs besides the declaration at hand: how to spell types, where each
/// spec expression was written, and which models can form reference cycles.
struct Generation {
    let module: CheckedModule
    let sources: SourceFiles
    let spelling: TypeSpelling
    /// Names compare as Swift compares them, scalar by scalar (see ``ExactName``).
    let modelsOnCycles: Set<ExactName>
    let modelsByName: [ExactName: Model]
    /// The names of this module's own models, not the imported ones.
    let localModelNames: Set<ExactName>
    /// The transforms some nonisolated binding applies.
    private let nonisolatedTransforms: Set<ExactName>
    /// This module's external transforms, whose requirement check the bindings call them through.
    private let localExternalTransforms: Set<ExactName>
    /// The external transforms of imported specs, which the bindings call through their module's export.
    private let importedExternalTransforms: Set<ExactName>

    init(module: CheckedModule, sources: SourceFiles) {
        self.module = module
        self.sources = sources
        modelsByName = Dictionary(
            (module.models + module.importedModels).map { (ExactName($0.name), $0) },
            uniquingKeysWith: { first, _ in first })
        var spelling = TypeSpelling()
        // An imported external class is named as written: the module whose specs declare it need not be the one
        // that declares the class (Core's specs may describe UIKit's `UILabel`), so `Core.UILabel` could name nothing.
        // A module that declares a type of its own name (model `Core` in module Core) cannot qualify: Swift takes
        // `Core.Profile` for a member of the type `Core`. Its models are named bare, which finds them, as this
        // module may declare none of the same name (imported-name-clash).
        let selfNamed = Set(
            module.importedModels.compactMap { model in
                model.module.flatMap { ExactName($0) == ExactName(model.name) ? ExactName($0) : nil }
            })
        for model in module.importedModels where !model.isExternal {
            if let importedFrom = model.module, !selfNamed.contains(ExactName(importedFrom)) {
                spelling.importedTypes[model.name] = importedFrom
            }
        }
        self.spelling = spelling
        let models = module.models
        localModelNames = Set(models.map { ExactName($0.name) })
        modelsOnCycles = ReferenceCycles.modelsOnCycles(models)
        var nonisolated = Set<ExactName>()
        for binding in module.bindings where binding.isolation == .nonisolated {
            for case .assignment(let assignment) in binding.rules {
                for step in assignment.transforms { nonisolated.insert(step.name) }
            }
        }
        // Another module's nonisolated binding may apply a public external transform through its export, so the
        // export and the implementation it calls must be nonisolated. Only this module's build can tell whether the
        // implementation is (its target may default to `MainActor`): Swift reports one that is not at the spec's
        // transform here, rather than in the importing module's generated file. One whose types name a `@MainActor`
        // model or class keeps its isolation, as its implementation may read their members.
        for transform in module.transforms
        where transform.body == .external && transform.access == .public
            && !Self.mentionsMainActorType(transform, in: modelsByName)
        {
            nonisolated.insert(ExactName(transform.name))
        }
        nonisolatedTransforms = nonisolated
        localExternalTransforms = Set(
            module.transforms.filter { $0.body == .external }.map { ExactName($0.name) })
        importedExternalTransforms = Set(
            module.importedTransforms.filter { $0.body == .external }.map { ExactName($0.name) })
    }

    /// Whether `name` is an external transform of an imported spec: its implementation may be internal to its
    /// module, so the bindings call the public export its module generates (`_$export_name`) instead.
    func isImportedExternalTransform(_ name: String) -> Bool {
        importedExternalTransforms.contains(name)
    }

    /// Whether `name` is an external transform of this module: its generated requirement check
    /// (`_$require_name()`) is where Swift reports a missing or wrongly isolated implementation, at the spec, so the
    /// bindings apply the function that check returns instead of naming the implementation again, which would
    /// repeat the error in the generated file. (An imported module's check is internal to that module, which
    /// reports its own missing implementation when it is built.)
    func isLocalExternalTransform(_ name: String) -> Bool {
        localExternalTransforms.contains(name)
    }

    /// Whether a `@MainActor` model or external class is among the types `transform` takes or returns.
    private static func mentionsMainActorType(_ transform: Transform, in models: [ExactName: Model]) -> Bool {
        (transform.inputs + [transform.output]).flatMap(\.namedTypes).contains {
            models[ExactName($0)]?.isolation == .mainActor
        }
    }

    /// The isolation of a transform with a body: `nonisolated `, as a pure function of its inputs, except over a
    /// `@MainActor` model or external class (among its inputs or its output), whose members a body reads and whose
    /// initializer it calls only on the main actor: `@MainActor `, where the bindings that apply it run, unless a
    /// nonisolated binding of this module applies it (which it could not call then).
    func isolation(of transform: Transform) -> String {
        mentionsMainActorType(transform) && !isAppliedByNonisolatedBinding(transform.name)
            ? "@MainActor " : "nonisolated "
    }

    /// Whether the inputs or the output of `transform` name a `@MainActor` model or external class.
    func mentionsMainActorType(_ transform: Transform) -> Bool {
        Self.mentionsMainActorType(transform, in: modelsByName)
    }

    /// Whether the transform applied at `step` is given a model (among its inputs, or inside one: `Profile?`,
    /// `[Task]`), whose properties its body or implementation may read.
    func mayReadModels(_ step: TransformStep) -> Bool {
        step.builtin == nil
            && step.inputs.flatMap(\.namedTypes).contains {
                modelsByName[ExactName($0)].map { !$0.isExternal } ?? false
            }
    }

    /// Whether a nonisolated binding applies the transform `name` (or another module's may, for a public external
    /// one): its implementation must be callable there.
    func isAppliedByNonisolatedBinding(_ name: String) -> Bool {
        nonisolatedTransforms.contains(name)
    }

    /// Whether `name` is an `external class`.
    func isExternal(_ name: String) -> Bool {
        modelsByName[name]?.isExternal ?? false
    }

    /// Whether `path` reads an external class (at its root or through a property), which a binding observes
    /// through Swift's Observation.
    func touchesExternal(_ path: Path) -> Bool {
        ([path.rootModel] + path.steps.dropLast().compactMap { $0.type.unwrapped.simpleName }).contains(
            where: isExternal)
    }

    func location(_ range: SourceRange) -> SourceLocation {
        sources.location(range)
    }

    /// `file:line:col` of `range`, as a string literal, for traces and warnings.
    func locationLiteral(_ range: SourceRange) -> String {
        SwiftText.stringLiteral(location(range).description)
    }
}
