import BinderyChecker

/// One property of a model, as the `model` template and its partials see it.
struct PropertyContext: FieldedContext {
    enum Kind {
        case variable
        case constant
        case computed
    }

    var kind: Kind
    /// As the spec wrote it.
    var propertyName: String
    /// As a declaration name, in backticks when it is a keyword.
    var swiftName: String
    /// As an argument label.
    var label: String
    var type: String
    /// Its index in the model's property table, which accessors pass to the runtime.
    var index: Int
    var docLines: [String]
    var access: String
    /// `didChangeTitle`, the observer protocol's label for it.
    var observerMethodLabel: String
    /// For a stored property: what the initializer's parameter defaults to (a literal, a call, `nil`), if anything.
    var defaultValue: String? = nil
    /// For a stored property whose default is not a plain literal: the function that makes it, with the spec's
    /// expression in it.
    var defaultFunction: String? = nil
    /// For a computed property: the method that evaluates its expression.
    var evaluator: String? = nil
    /// The spec's expression (a default that needs a function, or a computed property's), placed at its spec
    /// column.
    var code: EmbeddedCode? = nil
    /// For an array: the element type, for the mutators; nil otherwise.
    var elementType: String?
    /// `Tags` in `insertTags`.
    var capitalizedName: String
    /// Whether the short layout of its accessors fits the line length.
    var isCompact: Bool
    /// For an array: whether its mutators fit the line length with each signature and call on one line.
    var mutatorsAreCompact = true
    /// For `init(from:)`: whether it is optional, and its type without the optional.
    var isOptional: Bool
    var wrappedType: String
    /// Whether the type is a closure, whose initializer parameter must be `@escaping`.
    var isFunction: Bool

    static let fields = TemplateFields<Self>(
        "property",
        [
            .init("isVariable", "A `var`: an observable stored property.") { .bool($0.kind == .variable) },
            .init("isConstant", "A `let`.") { .bool($0.kind == .constant) },
            .init("isComputed", "A `computed` property.") { .bool($0.kind == .computed) },
            .init("propertyName", "The name as the spec wrote it.") { .string($0.propertyName) },
            .init("swiftName", "The name as a declaration name (in backticks when a keyword).") {
                .string($0.swiftName)
            },
            .init("label", "The name as an argument label.") { .string($0.label) },
            .init("type", "The Swift type.") { .string($0.type) },
            .init("index", "The index in the model's property table, passed to the runtime.") {
                .string(String($0.index))
            },
            .init("docLines", "The doc comment, one `///` line each.") { .lines($0.docLines) },
            .init("access", "`public `, `package ` or nothing.") { .string($0.access) },
            .init("observerMethodLabel", "`didChangeTitle`: the observer protocol's argument label.") {
                .string($0.observerMethodLabel)
            },
            .init("defaultValue", "The initializer parameter's default (a literal or a call), if any.") {
                .string($0.defaultValue ?? "")
            },
            .init("defaultFunction", "The name of the function making a non-literal default.") {
                .string($0.defaultFunction ?? "")
            },
            .init("evaluator", "The method evaluating a computed property.") { .string($0.evaluator ?? "") },
            .init("code", "The spec's expression with its `#sourceLocation`; show it with `{{{code}}}`.") {
                .string($0.code?.text ?? "")
            },
            .init("elementType", "An array's element type; empty for other types.") { .string($0.elementType ?? "") },
            .init("capitalizedName", "`Tags` in `insertTags`.") { .string($0.capitalizedName) },
            .init("isCompact", "Whether the accessors fit the line length in their short layout.") {
                .bool($0.isCompact)
            },
            .init("mutatorsAreCompact", "Whether an array's mutators fit the line length on one line each.") {
                .bool($0.mutatorsAreCompact)
            },
            .init("isOptional", "Whether the type is optional.") { .bool($0.isOptional) },
            .init("wrappedType", "The type without its optional, for `decodeIfPresent`.") { .string($0.wrappedType) },
        ])
}
