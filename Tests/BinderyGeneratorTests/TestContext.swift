import BinderyGenerator

/// A template context built from a dictionary literal, for testing the engine on its own.
struct TestContext: TemplateContext, ExpressibleByDictionaryLiteral {
    var values: [String: TemplateValue]

    init(dictionaryLiteral elements: (String, TemplateValue)...) {
        values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    func value(forKey key: String) -> TemplateValue? {
        values[key]
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
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
        self = .context(TestContext(values: Dictionary(elements, uniquingKeysWith: { _, last in last })))
    }
}

extension TestContext {
    init(values: [String: TemplateValue]) {
        self.values = values
    }
}
