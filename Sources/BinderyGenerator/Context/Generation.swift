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

    /// Whether the transform applied at `step` is given a model (among its inputs, or inside one: `Profile?`,
    /// `[Task]`), whose properties its body or implementation may read.
    func mayReadModels(_ step: TransformStep) -> Bool {
        step.builtin == nil && namesModels(step.inputs)
    }

    /// Whether the backward half of the reversible transform applied at `step` is given a model (the forward half's
    /// output: `Sensor?`), whose properties it may read.
    func mayReadModelsBackward(_ step: TransformStep) -> Bool {
        step.builtin == nil && namesModels([step.output])
    }

    /// Whether `types` name one of the module's or an imported module's models (not an external class, which is
    /// watched through Swift's Observation instead).
    private func namesModels(_ types: [SwiftType]) -> Bool {
        types.flatMap(\.namedTypes).contains { modelsByName[ExactName($0)].map { !$0.isExternal } ?? false }
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

    /// `#sourceLocation(file: …, line: …)`, which gives the line after it the line of `range` in its spec, whose path
    /// `pathLiteral` is as a string literal (quoted once by the caller, for all the directives of a file).
    func directive(at range: SourceRange, pathLiteral: String) -> String {
        String(
            concatenating: "#sourceLocation(file: ", pathLiteral, ", line: ", String(location(range).line), ")")
    }

    /// `file:line:col` of `range`, as a string literal, for traces and warnings.
    func locationLiteral(_ range: SourceRange) -> String {
        SwiftText.stringLiteral(location(range).description)
    }
}
