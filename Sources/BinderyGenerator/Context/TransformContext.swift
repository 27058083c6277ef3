import BinderyChecker
import BinderySource

/// A transform a spec declares with a body: a static function in an extension of `BinderyTransforms`, named like
/// the transform, its inverse (for a reversible one) the overload labelled `backward:`.
struct TransformContext: FieldedContext {
    var swiftName: String
    var docLines: [String]
    var access: String
    /// `nonisolated `, or `@MainActor ` for a transform over a `@MainActor` model or class, whose body may read
    /// their members and create them (see ``Transform/isolation``).
    var isolation: String
    var parameters: String

    /// What comes before the name: an attribute before the access, a modifier after it.
    var signatureHead: String {
        isolation.hasPrefix("@") ? isolation + access + "static func " : access + isolation + "static func "
    }
    /// The parameters one by one, `_ _$value: Int`.
    var parameterList: [String]
    var inputTypes: String
    var arguments: String
    var output: String
    /// The closure's opening, `{ _ = $N` with `$N` its last input (see ``closureOpen(inputCount:)``).
    var closureOpen: String
    var forwardCode: EmbeddedCode
    var backwardCode: EmbeddedCode?
    var firstInput: String
    /// The inverse's parameter: the output, `@escaping` when it is a function, which the inverse usually returns.
    var backwardInput: String

    static let fields = TemplateFields<Self>(
        "transform",
        [
            .text("swiftName", "The transform's name.") { $0.swiftName },
            .lines("docLines", "The doc comment, one `///` line each.") { $0.docLines },
            .text("access", "`public `, `package ` or nothing.") { $0.access },
            .text("parameters", "The function's parameter list.") { $0.parameters },
            .lines(
                "signature",
                "`nonisolated static func name(parameters) -> Output {` (`@MainActor` over a main-actor model), broken "
                    + "as swift-format would."
            ) {
                Declaration.signature(
                    indent: 4, head: $0.signatureHead, name: $0.swiftName,
                    parameters: $0.parameterList, output: $0.output)
            },
            .lines("backwardDocLines", "The inverse's doc comment, one `///` line each, broken at spaces to fit.") {
                Declaration.wrapped(
                    "The inverse of `" + $0.swiftName + "`, for two-way bindings.", width: Declaration.lineLength - 8
                ).map { "/// " + $0 }
            },
            .lines("backwardSignature", "The inverse's signature, likewise.") {
                Declaration.signature(
                    indent: 4, head: $0.signatureHead, name: $0.swiftName,
                    parameters: ["backward " + Self.parameterNames(count: 1)[0] + ": " + $0.backwardInput],
                    output: $0.firstInput)
            },
            .text("inputTypes", "The input types, comma-separated.") { $0.inputTypes },
            .text("arguments", "The parameters as arguments.") { $0.arguments },
            .text("output", "The output type.") { $0.output },
            .text("firstInput", "The first input type (a reversible transform's only one).") { $0.firstInput },
            .text(
                "closureOpen", "`{ _ = $1`: opens the closure and uses its last input, whichever the expression uses."
            ) {
                $0.closureOpen
            },
            .text(
                "forwardCode",
                "`return` and the expression, with its `#sourceLocation`; show it with `{{{forwardCode}}}`."
            ) {
                $0.forwardCode.text
            },
            .flag("isReversible", "Whether it has a backward expression.") { $0.backwardCode != nil },
            .text("backwardCode", "The backward expression, likewise.") { $0.backwardCode?.text ?? "" },
            .text("backwardClosureOpen", "`{ _ = $0`, likewise for the backward expression.") { _ in
                closureOpen(inputCount: 1)
            },
            .lines("closureHead", "`let transform: (Input) -> Output = { _ = $0`, in lines as swift-format breaks it.")
            {
                closureHead(type: "(" + $0.inputTypes + ") -> " + $0.output, open: $0.closureOpen)
            },
            .text("closureEnd", "The closure's `}`, 4 spaces deeper when its type is on a line of its own.") {
                closureEnd(type: "(" + $0.inputTypes + ") -> " + $0.output)
            },
            .lines("backwardClosureHead", "The same, for the backward expression.") {
                closureHead(type: "(" + $0.backwardInput + ") -> " + $0.firstInput, open: closureOpen(inputCount: 1))
            },
            .text("backwardClosureEnd", "The same, for the backward expression.") {
                closureEnd(type: "(" + $0.backwardInput + ") -> " + $0.firstInput)
            },
        ])
}

/// A transform the user implements in Swift: a function that fails to compile, at the transform's name in the
/// spec, while the implementation is missing or has another signature.
struct ExternalTransformContext: FieldedContext {
    var name: String
    var requirement: String
    var signature: String
    var reference: EmbeddedCode
    /// `nonisolated ` when a nonisolated binding applies the transform, so an implementation isolated to the main
    /// actor (a target whose default isolation is `MainActor`) fails at the spec's transform, not in the binding;
    /// `@MainActor ` over a `@MainActor` model or class otherwise, so that its implementation may read their members
    /// in a target whose default isolation is nonisolated; else nothing (the target's default isolation).
    var isolationModifier: String
    /// For a public or package transform, the parameters of its export (see ``exportName(of:)``), `_ value: Int`;
    /// nil otherwise.
    var exportParameters: [String]?
    /// The export's access: `public`, or `package` for the other modules of the package.
    var exportAccess = "public"
    /// The names of the parameters, `value` or `value0`, `value1` …
    var parameterNames: [String]
    var output: String

    /// The comment quoting the declaration to write: on one line when it fits; else the quote, in backticks, on
    /// lines of its own after the sentence, broken at spaces when it does not fit one.
    var docLines: [String] {
        let sentence = "`" + name + "` is implemented by hand:"
        let quote = "`extension BinderyTransforms { " + isolationModifier + signature + " { … } }`."
        if Declaration.fits("/// ", sentence, " ", quote) { return ["/// " + sentence + " " + quote] }
        return ["/// " + sentence] + Declaration.wrapped(quote, width: Declaration.lineLength - 4).map { "/// " + $0 }
    }

    /// `public nonisolated static func `, or `@MainActor public static func `: an attribute comes before the modifiers.
    var exportHead: String {
        isolationModifier.hasPrefix("@")
            ? isolationModifier + exportAccess + " static func "
            : exportAccess + " " + isolationModifier + "static func "
    }

    static let fields = TemplateFields<Self>(
        "externalTransform",
        [
            .text("name", "The transform's name.") { $0.name },
            .text("requirement", "The function type the implementation must have.") { $0.requirement },
            .text("signature", "The declaration the user writes, for the comment.") { $0.signature },
            .lines("docLines", "The comment quoting that declaration, one `///` line each.") { $0.docLines },
            .lines("requirementSignature", "The check's signature through `{`, broken as swift-format would.") {
                Declaration.signature(
                    indent: 0, head: $0.isolationModifier + "func ", name: requirementName(of: $0.name),
                    parameters: [], output: $0.requirement)
            },
            .text(
                "isolationModifier",
                "`nonisolated ` when a nonisolated binding applies it, `@MainActor ` over a `@MainActor` model, else nothing."
            ) {
                $0.isolationModifier
            },
            .text("reference", "The reference to the implementation, at the spec's column; `{{{reference}}}`.") {
                $0.reference.text
            },
            .flag(
                "isExported", "Whether it is public or package, so other modules' bindings call it through its export."
            ) {
                $0.exportParameters != nil
            },
            .lines("exportSignature", "The export's signature through `{`, broken as swift-format would.") {
                Declaration.signature(
                    indent: 4, head: $0.exportHead, name: exportName(of: $0.name),
                    parameters: $0.exportParameters ?? [], output: $0.output)
            },
            .text("exportCall", "The export's body: the requirement check's function applied to the parameters.") {
                requirementName(of: $0.name) + "()(" + $0.parameterNames.joined(separator: ", ") + ")"
            },
        ])
}

extension TransformContext {
    init?(_ transform: Transform, file: CheckedFile, in generation: Generation) {
        let forward: EmbeddedExpression
        var backward: EmbeddedExpression?
        switch transform.body {
        case .expression(let expression): forward = expression
        case .reversible(let forwardExpression, let backwardExpression):
            forward = forwardExpression
            backward = backwardExpression
        case .external, .builtin: return nil
        }
        let inputs = transform.inputs.map(generation.spelling.spell)
        swiftName = GeneratedNames.escaped(transform.name)
        docLines = Declaration.docLines(transform.doc)
        access = Declaration.access(transform.access)
        isolation = Declaration.transformIsolation(transform.isolation ?? .nonisolated)
        let names = Self.parameterNames(count: inputs.count)
        parameterList = zip(names, inputs).map { "_ \($0): \($1)" }
        parameters = parameterList.joined(separator: ", ")
        inputTypes = generation.spelling.spellParameterTypes(transform.inputs)
        arguments = names.joined(separator: ", ")
        output = generation.spelling.spell(transform.output)
        // The inverse returns what the forward half takes, without the attributes only a parameter may have.
        firstInput = transform.inputs.first.map { generation.spelling.spell($0.asArgument) } ?? "Swift.Void"
        backwardInput = (transform.output.isFunction ? "@escaping " : "") + output
        closureOpen = Self.closureOpen(inputCount: inputs.count)
        forwardCode = EmbeddedCode(returning: forward, file: file.path)
        backwardCode = backward.map { EmbeddedCode(returning: $0, file: file.path) }
    }

    /// The function's parameters: `_$value`, or `_$value0`, `_$value1` …, names no spec can write, so that none
    /// hides what the spec's body names (a transform `value`, a global `value0`) from it.
    static func parameterNames(count: Int) -> [String] {
        count == 1 ? ["_$value"] : (0..<count).map { "_$value\($0)" }
    }

    /// `let transform: type = {`, at 8 spaces, and `_ = $N` on a line of its own, as swift-format puts every statement
    /// of a closure that has more than one; when the first line does not fit, the type on a continuation line and the
    /// closure 4 spaces deeper.
    static func closureHead(type: String, open: String) -> [String] {
        let use = String(open.dropFirst(2))
        if Declaration.fits("        let transform: ", type, " = {") {
            return ["let transform: " + type + " = {", "    " + use]
        }
        return ["let transform:", "    " + type + " = {", "        " + use]
    }

    /// The `}` closing what ``closureHead(type:open:)`` opens.
    static func closureEnd(type: String) -> String {
        Declaration.fits("        let transform: ", type, " = {") ? "}" : "    }"
    }

    /// `{ _ = $N`, `$N` the closure's last input.
    ///
    /// Swift gives a closure as many parameters as the highest `$N` its own body names (those of closures nested
    /// in it, or written inside string text, do not count), and rejects one that names fewer than its contextual
    /// type has: `{ $0 }` as `(Int, Int) -> Int`. Naming the last input here gives the closure every input
    /// whichever of them the spec's expression uses, with no need to find which ones it does; the expression
    /// becomes its `return`, which ``EmbeddedCode/init(returning:file:)`` writes in front of it.
    static func closureOpen(inputCount: Int) -> String {
        "{ _ = $\(max(0, inputCount - 1))"
    }
}

extension ExternalTransformContext {
    /// The requirement check's function, which returns the implementation: internal, so the bindings of every spec
    /// of the module apply the transform through it. No spec can name a declaration with `$`.
    static func requirementName(of transform: String) -> String {
        "_$require_" + transform
    }

    /// A public function other modules' generated bindings call for a public external transform: the
    /// implementation need only be internal (see ``Generation/isImportedExternalTransform(_:)``). No spec can name a
    /// declaration with `$`.
    static func exportName(of transform: String) -> String {
        "_$export_" + transform
    }

    init?(_ transform: Transform, file: CheckedFile, in generation: Generation) {
        guard case .external = transform.body, let range = transform.range else { return nil }
        let spell = generation.spelling.spell
        let inputs = transform.inputs.map(spell)
        let output = spell(transform.output)
        name = transform.name
        requirement = "(\(generation.spelling.spellParameterTypes(transform.inputs))) -> \(output)"
        isolationModifier = Declaration.transformIsolation(transform.isolation)
        parameterNames = inputs.count == 1 ? ["value"] : inputs.indices.map { "value\($0)" }
        self.output = output
        let parameters = zip(parameterNames, inputs).map { "_ \($0): \($1)" }
        signature =
            "static func \(GeneratedNames.escaped(transform.name))(\(parameters.joined(separator: ", "))) -> \(output)"
        exportParameters = transform.access != .internal ? parameters : nil
        exportAccess = transform.access.rawValue
        let location = generation.location(transform.nameRange ?? range)
        reference = EmbeddedCode(
            reference: "Bindery.BinderyTransforms.\(GeneratedNames.escaped(transform.name))", at: location,
            file: file.path)
    }
}
