/// A value a template can show or branch on.
///
/// Everything a template needs is decided in Swift and handed over as one of these: text already spelled
/// and escaped, flags already computed, lists already ordered. Templates never compute.
public enum TemplateValue: Sendable, Equatable {
    /// Shown by `{{name}}`; a section over it renders once when it is not empty.
    case string(String)
    /// A section over it renders once when `true`; an inverted section when `false`.
    case bool(Bool)
    /// A section renders once per element, with the element on top of the context.
    case list([TemplateValue])
    /// A section renders once with the object on top of the context; its keys become visible.
    case object(TemplateObject)

    /// Whether a section over this value renders (an inverted section renders when it does not).
    var isTruthy: Bool {
        switch self {
        case .string(let text): !text.isEmpty
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .object: true
        }
    }
}

/// Named values, looked up by key only, so iteration order can never leak into the output.
public struct TemplateObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    var values: [String: TemplateValue]

    public init(_ values: [String: TemplateValue] = [:]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    public subscript(key: String) -> TemplateValue? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    public init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(Dictionary(elements, uniquingKeysWith: { _, last in last })))
    }
}
