/// The fields of one kind of template context: each field's name, what it holds, and how to read it from the
/// context, written once, so rendering, checking a template before it renders, and `bindery templates` documenting
/// the contexts all read the same list.
public struct TemplateFields<Context>: Sendable {
    public struct Field: Sendable {
        public let name: String
        /// One line on what it holds, for the documentation of the templates.
        public let summary: String
        public let kind: TemplateFieldKind
        /// Reads the field from a context where it lies: handed the context itself, this closure (whose type is
        /// generic over the context) would be given a copy of it at every field read, every string in it retained
        /// and released. Through the pointer, the closure each builder below wraps reads just its field.
        let value: @Sendable (UnsafePointer<Context>) -> TemplateValue

        /// Text, shown by `{{name}}`.
        static func text(
            _ name: String, _ summary: String, _ value: @escaping @Sendable (Context) -> String
        ) -> Field {
            Field(name: name, summary: summary, kind: .text) { .string(value($0.pointee)) }
        }

        /// A flag, for `{{#name}}` and `{{^name}}`.
        static func flag(
            _ name: String, _ summary: String, _ value: @escaping @Sendable (Context) -> Bool
        ) -> Field {
            Field(name: name, summary: summary, kind: .flag) { .bool(value($0.pointee)) }
        }

        /// Lines of text, shown one by one with `{{#name}}{{.}}{{/name}}`.
        static func lines(
            _ name: String, _ summary: String, _ value: @escaping @Sendable (Context) -> [String]
        ) -> Field {
            Field(name: name, summary: summary, kind: .lines) { .strings(value($0.pointee)) }
        }

        /// A list of contexts, each of which `{{#name}} … {{/name}}` renders with its fields visible.
        static func list<Element: FieldedContext>(
            _ name: String, _ summary: String, _ value: @escaping @Sendable (Context) -> [Element]
        ) -> Field {
            Field(name: name, summary: summary, kind: .list { Element.fields.schema }) {
                .contexts(TemplateContextList(value($0.pointee)))
            }
        }
    }

    /// The context's name in the documentation (`model`, `property`).
    public let name: String
    public let all: [Field]
    private let positions: TemplateKeyTable

    init(_ name: String, _ fields: [Field]) {
        self.name = name
        all = fields
        positions = TemplateKeyTable(fields.map(\.name))
    }

    func value(of key: TemplateKey, in context: UnsafePointer<Context>) -> TemplateValue? {
        guard let position = positions.position(of: key) else { return nil }
        // Reading the field in place: `all[position]` would copy it, retaining its strings and closures.
        return all.withUnsafeBufferPointer { $0[position].value(context) }
    }

    /// The field at `position` of `all`, as a compiled template names it.
    func value(at position: Int, in context: UnsafePointer<Context>) -> TemplateValue {
        all.withUnsafeBufferPointer { $0[position].value(context) }
    }

    /// The fields without the context type.
    public var schema: TemplateSchema {
        TemplateSchema(name: name, fields: all.map { .init(name: $0.name, summary: $0.summary, kind: $0.kind) })
    }
}

/// What a context field holds.
public enum TemplateFieldKind: Sendable {
    case text
    case flag
    case lines
    /// A list of contexts of the schema given, made on demand since contexts refer to one another.
    case list(@Sendable () -> TemplateSchema)
}

/// The fields of one kind of context, as templates see them: what `bindery templates` documents and what a
/// template is checked against before it renders.
public struct TemplateSchema: Sendable {
    public struct Field: Sendable {
        public let name: String
        public let summary: String
        public let kind: TemplateFieldKind
    }

    /// The context's name (`model`, `property`).
    public let name: String
    public let fields: [Field]

    /// The field `name`, if the context has one.
    public func field(_ name: String) -> Field? {
        fields.first { $0.name == name }
    }
}
