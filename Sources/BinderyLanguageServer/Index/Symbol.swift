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

/// One declared thing. Properties belong to a model, parameters and handlers to a binding: `container`.
struct Symbol: Hashable, Sendable {
    var kind: SymbolKind
    var name: String
    var container: String?
}
