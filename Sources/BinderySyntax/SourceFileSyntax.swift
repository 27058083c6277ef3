import BinderySource

/// The syntax tree of one `.bind` file.
public struct SourceFileSyntax: Hashable, Sendable {
    public var file: FileID
    public var declarations: [Declaration]
    /// Every plain comment of the file in source order, as Go's `ast.File.Comments`: the tree does not own
    /// them, the formatter interleaves them by position.
    public var comments: [Comment]

    public init(file: FileID, declarations: [Declaration], comments: [Comment]) {
        self.file = file
        self.declarations = declarations
        self.comments = comments
    }
}

/// A top-level declaration.
///
/// Each case's declaration is held in a box of its own (`indirect`): the checker and the editor walk every file's
/// declarations several times a check, and a loop over them copied each declaration, retaining every string and
/// array it holds; a boxed one is copied with one retain.
public indirect enum Declaration: Hashable, Sendable {
    case `import`(ImportDecl)
    case options(OptionsDecl)
    case model(ModelDecl)
    case transform(TransformDecl)
    case binding(BindingDecl)

    public var range: SourceRange {
        switch self {
        case .import(let decl): decl.range
        case .options(let decl): decl.range
        case .model(let decl): decl.range
        case .transform(let decl): decl.range
        case .binding(let decl): decl.range
        }
    }
}

/// `@MainActor` or `nonisolated` before a declaration.
public struct AttributeSyntax: Hashable, Sendable {
    /// As written: `@MainActor`, `nonisolated`.
    public var name: String
    public var range: SourceRange

    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}
