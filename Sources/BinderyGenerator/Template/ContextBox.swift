/// A context in scope while a template renders, held by reference so that looking a field up in it copies nothing.
///
/// A section over a list of the generator's contexts makes one ``ElementBox`` and moves it from element to element:
/// each element is read where its array holds it, never copied into a box of its own, which retained every string
/// it holds and released them again once per element and section.
class ContextBox {
    /// The field `key` names, or nil when this context has none: what an uncompiled template asks.
    func value(for key: TemplateKey) -> TemplateValue? { nil }

    /// The field at `position` in the context's ``TemplateFields``, as a compiled template resolved it; nil when the
    /// context has no fields listed (only a context handed to ``TemplateSet/render(_:context:)`` from outside).
    func field(at position: Int) -> TemplateValue? { nil }

    /// The context itself, for `{{.}}`.
    var current: TemplateValue { .bool(false) }

    /// For a box over a list: the element now in scope.
    var index: Int {
        get { 0 }
        set {}
    }
}

/// Any context, boxed: the root handed in from outside, or one `{{#.}}` entered.
final class AnyContextBox: ContextBox {
    let context: any TemplateContext

    init(_ context: any TemplateContext) {
        self.context = context
    }

    override func value(for key: TemplateKey) -> TemplateValue? { context.value(for: key) }

    override var current: TemplateValue { .context(context) }
}

/// The element at ``index`` of a list of the generator's contexts, read where the list's array holds it.
final class ElementBox: ContextBox {
    private let list: TemplateContextList
    private var position = 0

    init(_ list: TemplateContextList) {
        self.list = list
    }

    override var index: Int {
        get { position }
        set { position = newValue }
    }

    override func value(for key: TemplateKey) -> TemplateValue? { list.read(position, .key(key)) }

    override func field(at field: Int) -> TemplateValue? { list.read(position, .field(field)) }

    override var current: TemplateValue { list.read(position, .element) ?? .bool(false) }
}
