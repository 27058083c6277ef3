import BinderyChecker
import BinderySource

/// What building the contexts of one module needs besides the declaration at hand: how to spell types, where each
/// spec expression was written, and which models can form reference cycles.
struct Generation {
    let module: CheckedModule
    let sources: SourceFiles
    let spelling: TypeSpelling
    let modelsOnCycles: Set<String>

    init(module: CheckedModule, sources: SourceFiles) {
        self.module = module
        self.sources = sources
        let modelNames = Set(module.models.map(\.name))
        spelling = TypeSpelling(userTypes: modelNames)
        modelsOnCycles = ReferenceCycles.modelsOnCycles(module.models)
    }

    func location(_ range: SourceRange) -> SourceLocation {
        sources.location(range)
    }

    /// `file:line:col` of `range`, as a string literal, for traces and warnings.
    func locationLiteral(_ range: SourceRange) -> String {
        SwiftText.stringLiteral(location(range).description)
    }
}
