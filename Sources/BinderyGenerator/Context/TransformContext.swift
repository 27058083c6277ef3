import BinderyChecker
import BinderySource

/// A transform a spec declares with a body: a static function in an extension of `BinderyTransforms`, named like
/// the transform, its inverse (for a reversible one) the overload labelled `backward:`.
struct TransformContext: FieldedContext {
    var swiftName: String
    var docLines: [String]
    var access: String
    var parameters: String
    var inputTypes: String
    var arguments: String
    var output: String
    /// What the closure around the spec's expression names its inputs: nothing when it uses `$0`…, `_ in` when
    /// it uses none of them.
    var closureHead: String
    var forwardCode: EmbeddedCode
    var backwardCode: EmbeddedCode?
    var backwardClosureHead: String
    var firstInput: String

    static let fields = TemplateFields<Self>(
        "transform",
        [
            .text("swiftName", "The transform's name.") { $0.swiftName },
            .lines("docLines", "The doc comment, one `///` line each.") { $0.docLines },
            .text("access", "`public `, `package ` or nothing.") { $0.access },
            .text("parameters", "The function's parameter list.") { $0.parameters },
            .text("inputTypes", "The input types, comma-separated.") { $0.inputTypes },
            .text("arguments", "The parameters as arguments.") { $0.arguments },
            .text("output", "The output type.") { $0.output },
            .text("firstInput", "The first input type (a reversible transform's only one).") { $0.firstInput },
            .text("closureOpen", "`{`, or `{ _ in` when the expression names no input.") {
                "{" + ($0.closureHead.isEmpty ? "" : " " + $0.closureHead)
            },
            .text("forwardCode", "The expression, with its `#sourceLocation`; show it with `{{{forwardCode}}}`.") {
                $0.forwardCode.text
            },
            .flag("isReversible", "Whether it has a backward expression.") { $0.backwardCode != nil },
            .text("backwardCode", "The backward expression, likewise.") { $0.backwardCode?.text ?? "" },
            .text("backwardClosureOpen", "`{`, or `{ _ in` when the backward expression does not use `$0`.") {
                "{" + ($0.backwardClosureHead.isEmpty ? "" : " " + $0.backwardClosureHead)
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

    static let fields = TemplateFields<Self>(
        "externalTransform",
        [
            .text("name", "The transform's name.") { $0.name },
            .text("requirement", "The function type the implementation must have.") { $0.requirement },
            .text("signature", "The declaration the user writes, for the comment.") { $0.signature },
            .text("reference", "The reference to the implementation, at the spec's column; `{{{reference}}}`.") {
                $0.reference.text
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
        let names = inputs.count == 1 ? ["value"] : inputs.indices.map { "value\($0)" }
        parameters = zip(names, inputs).map { "_ \($0): \($1)" }.joined(separator: ", ")
        inputTypes = inputs.joined(separator: ", ")
        arguments = names.joined(separator: ", ")
        output = generation.spelling.spell(transform.output)
        firstInput = inputs.first ?? "Swift.Void"
        closureHead = Self.closureHead(forward.text, inputCount: inputs.count)
        backwardClosureHead = backward.map { Self.closureHead($0.text, inputCount: 1) } ?? ""
        forwardCode = EmbeddedCode(forward, file: file.path)
        backwardCode = backward.map { EmbeddedCode($0, file: file.path) }
    }

    /// A closure whose body names none of `$0`, `$1` … must name its parameters `_`, or Swift rejects it.
    static func closureHead(_ expression: String, inputCount: Int) -> String {
        var scalars = expression.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "$", let next = scalars.next(), ("0"..."9").contains(next) { return "" }
        }
        return Array(repeating: "_", count: inputCount).joined(separator: ", ") + " in"
    }
}

extension ExternalTransformContext {
    init?(_ transform: Transform, file: CheckedFile, in generation: Generation) {
        guard case .external = transform.body, let range = transform.range else { return nil }
        let spell = generation.spelling.spell
        let inputs = transform.inputs.map(spell)
        let output = spell(transform.output)
        name = transform.name
        requirement = "(\(inputs.joined(separator: ", "))) -> \(output)"
        let parameters =
            inputs.count == 1 ? ["_ value: \(inputs[0])"] : inputs.indices.map { "_ value\($0): \(inputs[$0])" }
        signature =
            "static func \(GeneratedNames.escaped(transform.name))(\(parameters.joined(separator: ", "))) -> \(output)"
        let location = generation.location(transform.nameRange ?? range)
        reference = EmbeddedCode(
            reference: "Bindery.BinderyTransforms.\(GeneratedNames.escaped(transform.name))", at: location,
            file: file.path)
    }
}
