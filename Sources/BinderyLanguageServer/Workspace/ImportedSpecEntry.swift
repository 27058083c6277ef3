import BinderyCompiler
import BinderySyntax

/// A spec of an imported module, with what the importing module's features need to point into it: the tree its
/// own module parsed (its ranges carry that module's ``FileID``s), the URI an editor opens, and its line table.
///
/// Two are equal when they are the same module's same file with the same text, so a module is checked again exactly
/// when what it imports changed.
struct ImportedSpecEntry: Equatable {
    var spec: ImportedSpec
    var tree: SourceFileSyntax
    var uri: String
    var lines: LineTable

    var module: String { spec.module }

    static func == (lhs: Self, rhs: Self) -> Bool {
        ImportedSpec.isSame(lhs.spec, rhs.spec)
    }
}
