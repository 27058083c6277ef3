/// A template compiled for root contexts of one type: its names resolved to the fields of the contexts each one
/// renders in, so that rendering it many times resolves them once, and laid out as a ``RenderProgram``. The type
/// keeps it from rendering another kind of root context, whose fields would sit elsewhere.
struct CompiledTemplate<Root: FieldedContext>: Sendable {
    let program: RenderProgram
}

extension CompiledNode {
    /// How many steps it lays out in a render program, its children and inlined partials included.
    var size: Int {
        switch self {
        case .text, .variable, .verbatim, .partialByName: 1
        case .section(_, _, _, let children, _): 1 + children.reduce(0) { $0 + $1.size }
        case .partial(_, _, let nodes): 1 + nodes.reduce(0) { $0 + $1.size }
        }
    }
}
