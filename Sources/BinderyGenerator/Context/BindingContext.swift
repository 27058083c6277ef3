/// One binding, as the `binding` template sees it: a class holding its models unretained, registering one
/// observer or reaction per rule, with one function per rule named for what it updates.
struct BindingContext: FieldedContext {
    var bindingName: String
    var docLines: [String]
    var access: String
    var isolationAttribute: String
    var isolationModifier: String
    var parameters: [BindingParameterContext]
    var handlers: [BindingParameterContext]
    var rules: [RuleContext]
    var echoes: [EchoContext]
    var fallbacks: [FallbackContext]

    static let fields = TemplateFields<Self>(
        "binding",
        [
            .init("bindingName", "The class's name.") { .string($0.bindingName) },
            .init("docLines", "The doc comment, one `///` line each.") { .lines($0.docLines) },
            .init("access", "`public `, `package ` or nothing.") { .string($0.access) },
            .init("isolationAttribute", "`@MainActor` or nothing.") { .string($0.isolationAttribute) },
            .init("isolationModifier", "`nonisolated ` or nothing.") { .string($0.isolationModifier) },
            .init("parameters", "The models it binds.") { .list($0.parameters) },
            .init("handlers", "The action handlers its initializer takes.") { .list($0.handlers) },
            .init("initParameters", "Both, in the initializer's order.") { .list($0.parameters + $0.handlers) },
            .init("rules", "Its rules, in the order written.") { .list($0.rules) },
            .init("functionRules", "The rules that have functions of their own.") {
                .list($0.rules.filter(\.hasFunction))
            },
            .init("echoes", "The echo guards of its two-way rules.") { .list($0.echoes) },
            .init("fallbacks", "The functions holding the fallbacks (`?? expr`) of its paths.") {
                .list($0.fallbacks)
            },
            .init("hasFunctions", "Whether any rule needs a function of its own.") {
                .bool(!$0.fallbacks.isEmpty || $0.rules.contains { $0.hasFunction })
            },
        ])
}

/// A model a binding binds, or one of its action handlers.
struct BindingParameterContext: FieldedContext {
    var label: String
    var swiftName: String
    /// The stored property holding it: `_$download`.
    var storage: String
    /// The model's type, or the handler's closure type.
    var type: String
    /// The initializer parameter's type (`@escaping` for a handler).
    var parameterType: String
    /// Whether it is an `external class`, held weakly.
    var isExternal = false

    static let fields = TemplateFields<Self>(
        "bindingParameter",
        [
            .init("label", "The initializer's argument label.") { .string($0.label) },
            .init("swiftName", "The parameter's name inside the initializer.") { .string($0.swiftName) },
            .init("storage", "The stored property holding it.") { .string($0.storage) },
            .init("type", "The model's type, or the handler's closure type.") { .string($0.type) },
            .init("parameterType", "The initializer parameter's type.") { .string($0.parameterType) },
            .init("isExternal", "Whether it is an external class, held weakly.") { .bool($0.isExternal) },
        ])
}

/// The state a two-way rule keeps for one direction: what it last wrote.
struct EchoContext: FieldedContext {
    var name: String
    var type: String

    static let fields = TemplateFields<Self>(
        "echo",
        [
            .init("name", "The stored property.") { .string($0.name) },
            .init("type", "The type of what it remembers.") { .string($0.type) },
        ])
}

/// The fallback of one source path (`?? expr`), in a function at the spec's line and column.
struct FallbackContext: FieldedContext {
    var name: String
    var type: String
    var code: EmbeddedCode

    static let fields = TemplateFields<Self>(
        "fallback",
        [
            .init("name", "The function's name.") { .string($0.name) },
            .init("type", "What it returns.") { .string($0.type) },
            .init("code", "The expression with its `#sourceLocation`; `{{{code}}}`.") { .string($0.code.text) },
        ])
}
