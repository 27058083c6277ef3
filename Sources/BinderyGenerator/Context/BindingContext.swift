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
            .text("bindingName", "The class's name.") { $0.bindingName },
            .lines("docLines", "The doc comment, one `///` line each.") { $0.docLines },
            .text("access", "`public `, `package ` or nothing.") { $0.access },
            .text("isolationAttribute", "`@MainActor` or nothing.") { $0.isolationAttribute },
            .text("isolationModifier", "`nonisolated ` or nothing.") { $0.isolationModifier },
            .lines("header", "The class's first line through `{`, broken as swift-format would.") {
                Declaration.header(head: $0.access + $0.isolationModifier + "final class ", name: $0.bindingName)
            },
            .lines("extensionHeader", "The first line of the extension holding its functions, likewise.") {
                Declaration.header(head: $0.isolationModifier + "private extension ", name: $0.bindingName)
            },
            .list("parameters", "The models it binds.") { $0.parameters },
            .list("handlers", "The action handlers its initializer takes.") { $0.handlers },
            .list("initParameters", "Both, in the initializer's order.") { context in
                var all = context.parameters + context.handlers
                if !all.isEmpty { all[all.count - 1].isLastParameter = true }
                return all
            },
            .list("rules", "Its rules, in the order written.") { $0.rules },
            .flag("hasRules", "Whether it has any rule (swift-format writes an empty table as `[]`).") {
                !$0.rules.isEmpty
            },
            .flag("hasSeveralRules", "Whether it has more than one rule: only then do table entries end in a comma.") {
                $0.rules.count > 1
            },
            .list("functionRules", "The rules that have functions of their own.") { $0.rules.filter(\.hasFunction) },
            .list("echoes", "The echo guards of its two-way rules.") { $0.echoes },
            .list("fallbacks", "The functions holding the fallbacks (`?? expr`) of its paths.") { $0.fallbacks },
            .flag("hasFunctions", "Whether any rule needs a function of its own.") {
                !$0.fallbacks.isEmpty || $0.rules.contains { $0.hasFunction }
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
    /// Whether it is an action handler rather than a model.
    var isHandler = false
    /// Whether it is the initializer's last parameter, which has no comma after it.
    var isLastParameter = false

    /// The type of the stored property holding it: a reference to the model, or the handler's type.
    var storageType: String {
        isHandler ? type : isExternal ? "Bindery.ExternalReference<\(type)>" : "Bindery.ModelReference<\(type)>"
    }

    /// ``storageType`` on the lines under `private let _$name:`, 8 spaces deep: broken inside `Bindery.…Reference<`
    /// and `>` when it does not fit one, as swift-format breaks it.
    var storageTypeLines: [String] {
        guard !isHandler, !Declaration.fits("        ", storageType) else { return [storageType] }
        return [isExternal ? "Bindery.ExternalReference<" : "Bindery.ModelReference<", "    " + type, ">"]
    }

    /// The initializer's line storing a model or an external class, when it does not fit one line: broken after the
    /// call's `(`; else after `=` too, the call on a line of its own, its argument on the next when it does not fit
    /// there, as swift-format breaks it.
    var referenceLines: [String] {
        let head = isExternal ? "_$$core.watch(" : "Bindery.ModelReference("
        let argument = (isExternal ? "external: " : "") + swiftName + ")"
        if Declaration.fits("        ", storage, " = ", head) { return [storage + " = " + head, "    " + argument] }
        if Declaration.fits("            ", storedValue) { return [storage + " =", "    " + storedValue] }
        return [storage + " =", "    " + head, "        " + argument]
    }

    /// What the initializer stores in ``storage``.
    var storedValue: String {
        isHandler
            ? swiftName : isExternal ? "_$$core.watch(external: \(swiftName))" : "Bindery.ModelReference(\(swiftName))"
    }

    static let fields = TemplateFields<Self>(
        "bindingParameter",
        [
            .text("label", "The initializer's argument label.") { $0.label },
            .text("swiftName", "The parameter's name inside the initializer.") { $0.swiftName },
            .text("storage", "The stored property holding it.") { $0.storage },
            .text("type", "The model's type, or the handler's closure type.") { $0.type },
            .text("parameterType", "The initializer parameter's type.") { $0.parameterType },
            .flag("isExternal", "Whether it is an external class, held weakly.") { $0.isExternal },
            .text("storageType", "The stored property's type: a reference to the model, or the handler's type.") {
                $0.storageType
            },
            .lines("storageTypeLines", "The stored property's type, in lines as swift-format breaks it.") {
                $0.storageTypeLines
            },
            .lines("referenceLines", "The initializer's line storing it, likewise, when it does not fit.") {
                $0.referenceLines
            },
            .flag("storageFits", "Whether the stored property's declaration fits on one line.") {
                Declaration.fits("    private let ", $0.storage, ": ", $0.storageType)
            },
            .flag("referenceFits", "Whether the initializer's line storing it fits on one line.") {
                Declaration.fits("        ", $0.storage, " = ", $0.storedValue)
            },
            .flag("parameterFits", "Whether its line among the initializer's parameters fits on one line.") {
                Declaration.fits("        ", $0.label, ": ", $0.parameterType, $0.isLastParameter ? "" : ",")
            },
        ])
}

/// The state a two-way rule keeps for one direction: what it last wrote.
struct EchoContext: FieldedContext {
    var name: String
    var type: String

    static let fields = TemplateFields<Self>(
        "echo",
        [
            .text("name", "The stored property.") { $0.name },
            .text("type", "The type of what it remembers.") { $0.type },
            .flag("declarationFits", "Whether its declaration fits on one line.") {
                Declaration.fits("    private let ", $0.name, " = Bindery.Echo<", $0.type, ">()")
            },
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
            .text("name", "The function's name.") { $0.name },
            .text("type", "What it returns.") { $0.type },
            .lines("signature", "`static func name() -> Type {`, broken as swift-format would.") {
                Declaration.signature(indent: 4, head: "static func ", name: $0.name, parameters: [], output: $0.type)
            },
            .text("code", "The expression with its `#sourceLocation`; `{{{code}}}`.") { $0.code.text },
        ])
}

/// A two-way rule's write of `value` through one of its echo guards (`Bindery.Echo.write`), which mutes the binding's
/// own observer of the written property when nobody else would hear: `echoWrite.template`, in a rule function's body.
struct EchoWriteContext: FieldedContext {
    var echo: String
    var root: String
    var path: String

    static let fields = TemplateFields<Self>(
        "echoWrite",
        [
            .text("echo", "The echo guard writing.") { $0.echo },
            .text("root", "The stored reference to the written model.") { $0.root },
            .text("path", "The written property.") { $0.path },
            .flag("fits", "Whether the write fits on one line.") {
                Declaration.fits(
                    indent: 8, [$0.echo, ".write(value) { ", $0.root, ".with { $0.", $0.path, " = value } }"])
            },
            .flag("bodyFits", "Whether the model's write, inside the guard's closure, fits on one line.") {
                Declaration.fits(indent: 12, [$0.root, ".with { $0.", $0.path, " = value }"])
            },
        ])
}
