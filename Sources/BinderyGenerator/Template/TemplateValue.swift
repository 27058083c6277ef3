/// A value a template can show or branch on.
///
/// Everything a template needs is decided in Swift and handed over as one of these: text already spelled and
/// escaped, flags already computed, lists already ordered. Templates never compute.
public enum TemplateValue: Sendable {
    /// Shown by `{{name}}`; a section over it renders once when it is not empty.
    case string(String)
    /// A section over it renders once when `true`; an inverted section when `false`.
    case bool(Bool)
    /// A section renders once per element, with the element on top of the context.
    case list([TemplateValue])
    /// A section renders once with the context on top; its fields become visible.
    case context(any TemplateContext)
    /// A list of the generator's contexts, reached in the array that holds them rather than each copied into a
    /// ``context(_:)`` box every time a template enters the list.
    case contexts(TemplateContextList)
    /// A list of strings, each shown by `{{.}}` inside a section over it.
    case strings([String])

    /// Whether a section over this value renders (an inverted section renders when it does not).
    var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .context: true
        case .contexts(let list): list.count > 0
        case .strings(let strings): !strings.isEmpty
        }
    }
}

/// An array of contexts of one type, with its element type erased: a section over it looks fields up in each
/// element where the array holds it, so entering the list copies no element.
public struct TemplateContextList: Sendable {
    /// What a section over the list asks of one of its elements.
    enum Request {
        /// The field at a position in the element type's ``TemplateFields``, as a compiled template names it.
        case field(Int)
        /// The field of a name, as an uncompiled template names it.
        case key(TemplateKey)
        /// The element itself, boxed (only `{{.}}` asks for that).
        case element
    }

    let count: Int
    /// Answers a request about element `index`. One closure, made where the element type is known, so its body is
    /// compiled for that type: a method of a generic box would run unspecialized, copying the element and looking
    /// up generic metadata at every field.
    let read: @Sendable (_ index: Int, _ request: Request) -> TemplateValue?

    init<Element: FieldedContext>(_ elements: [Element]) {
        count = elements.count
        let fields = Element.fields
        read = { index, request in
            // Through a buffer pointer the element is borrowed in place; `elements[index]` would copy it, retaining
            // every string it holds.
            switch request {
            case .field(let position):
                elements.withUnsafeBufferPointer { fields.value(at: position, in: $0.baseAddress! + index) }
            case .key(let key):
                elements.withUnsafeBufferPointer { fields.value(of: key, in: $0.baseAddress! + index) }
            case .element:
                .context(elements[index])
            }
        }
    }
}

/// What a template renders against: a value whose fields the template names.
public protocol TemplateContext: Sendable {
    /// The value of field `key`, nil when this context has no such field.
    func value(forKey key: String) -> TemplateValue?
    /// The same for a name a parsed template uses; contexts with a fixed set of fields find it without hashing it.
    func value(for key: TemplateKey) -> TemplateValue?
}

extension TemplateContext {
    public func value(for key: TemplateKey) -> TemplateValue? {
        value(forKey: key.text)
    }
}

/// A context of the generator's: a typed value listing its fields once, with what each holds, so
/// `bindery templates export` can document them.
protocol FieldedContext: TemplateContext {
    static var fields: TemplateFields<Self> { get }
}

extension FieldedContext {
    func value(forKey key: String) -> TemplateValue? {
        withUnsafePointer(to: self) { Self.fields.value(of: TemplateKey(key), in: $0) }
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        withUnsafePointer(to: self) { Self.fields.value(of: key, in: $0) }
    }
}

extension TemplateContext {
    subscript(key: String) -> TemplateValue? {
        value(forKey: key)
    }
}
