/// A template compiled for root contexts of one type: its names resolved to the fields of the contexts each one
/// renders in, so that rendering it many times resolves them once, and laid out as a ``RenderProgram``. The type
/// keeps it from rendering another kind of root context, whose fields would sit elsewhere.
struct CompiledTemplate<Root: FieldedContext> {
    let name: String
    let program: RenderProgram
}
