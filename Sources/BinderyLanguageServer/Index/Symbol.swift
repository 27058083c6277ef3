import BinderySource

/// What a name in a spec can stand for. A new kind of declaration (an external class, say) is one more case here
/// and in the places the compiler then points at.
enum SymbolKind: String, Sendable, CaseIterable {
    case model
    case property
    case transform
    /// One of the runtime's transforms (`uppercased`): used, never declared in a spec.
    case builtinTransform
    case binding
    /// A binding's parameter, `download` of `binding B(download: Download)`.
    case parameter
    /// An action's handler, `totalChanged` of `on download.totalBytes -> totalChanged`: a parameter of the
    /// binding's initializer.
    case handler

    /// How messages name it.
    var noun: String {
        switch self {
        case .model: "model"
        case .property: "property"
        case .transform, .builtinTransform: "transform"
        case .binding: "binding"
        case .parameter: "parameter"
        case .handler: "handler"
        }
    }
}

/// One declared thing. Properties belong to a model, parameters and handlers to a binding: `container`. Names compare
/// as Swift's compiler compares identifiers, scalar by scalar.
struct Symbol: Hashable, Sendable {
    var kind: SymbolKind
    var name: String
    var container: String?

    static func == (lhs: Symbol, rhs: Symbol) -> Bool {
        lhs.kind == rhs.kind && ExactName(lhs.name) == ExactName(rhs.name)
            && lhs.container.map(ExactName.init) == rhs.container.map(ExactName.init)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(ExactName(name))
        hasher.combine(container.map(ExactName.init))
    }
}
