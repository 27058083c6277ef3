/// The render context of a file's declared transforms: inline and reversible ones as static functions on
/// `BinderyTransforms`, external ones as requirements of a protocol `BinderyTransforms` must conform to.
struct TransformsContext {
    let input: GeneratedFileInput

    var object: TemplateObject {
        let inline = input.transforms.filter {
            if case .external = $0.body { return false }
            return true
        }
        let external = input.transforms.filter {
            if case .external = $0.body { return true }
            return false
        }
        return [
            "hasInlineTransforms": .bool(!inline.isEmpty),
            "inlineTransforms": FileContext.list(inline.map(inlineTransform)),
            "hasExternalTransforms": .bool(!external.isEmpty),
            "externalProtocol": .string(Self.namespace(specName: input.specName, suffix: "ExternalTransforms")),
            "inlineNamespace": .string(Self.namespace(specName: input.specName, suffix: "Transforms")),
            "externalTransforms": .list(
                external.map { transform in
                    .object([
                        "docLines": FileContext.docLines(transform.doc),
                        "swiftName": .string(SwiftName.escaped(transform.name)),
                        "parameterClause": .string(Self.parameterClause(transform.inputs)),
                        "output": .string(transform.output),
                    ])
                }),
        ]
    }

    private func inlineTransform(_ transform: TransformInput) -> TemplateObject {
        var object: TemplateObject = [
            "docLines": FileContext.docLines(transform.doc),
            "swiftName": .string(SwiftName.escaped(transform.name)),
            "backward": false,
        ]
        let file = SwiftText.stringLiteralContents(input.specPath)
        switch transform.body {
        case .expression(let expression):
            object["forward"] = forward(transform, expression, file: file)
        case .reversible(let forwardExpression, let backward):
            object["forward"] = forward(transform, forwardExpression, file: file)
            object["backward"] = [
                "output": .string(transform.output),
                "input": .string(transform.inputs.first ?? "Swift.Void"),
                "file": .string(file),
                "line": .string(String(backward.line)),
                "code": .string(backward.text),
            ]
        case .external:
            object["forward"] = false
        }
        return object
    }

    private func forward(_ transform: TransformInput, _ expression: ExpressionInput, file: String) -> TemplateValue {
        [
            "parameterClause": .string(Self.parameterClause(transform.inputs)),
            "inputList": .string(transform.inputs.joined(separator: ", ")),
            "argumentList": .string(Self.argumentNames(transform.inputs.count).joined(separator: ", ")),
            "output": .string(transform.output),
            "file": .string(file),
            "line": .string(String(expression.line)),
            "code": .string(expression.text),
        ]
    }

    static func argumentNames(_ count: Int) -> [String] {
        count == 1 ? ["value"] : (0..<count).map { "value\($0)" }
    }

    /// `(_ value: String)`, or one parameter a line when there are several, so no signature outgrows a line
    /// and swift-format has nothing to re-wrap.
    static func parameterClause(_ inputs: [String]) -> String {
        let parameters = zip(argumentNames(inputs.count), inputs).map { "_ \($0): \($1)" }
        guard parameters.count > 1 else { return "(" + parameters.joined() + ")" }
        return "(\n" + parameters.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
    }

    /// `Download.bind` → `DownloadTransforms` or `DownloadExternalTransforms`: one namespace a spec file, named
    /// after it so two specs of a module never clash (their names are unique).
    static func namespace(specName: String, suffix: String) -> String {
        var stem = specName.hasSuffix(".bind") ? String(specName.dropLast(5)) : specName
        stem = String(stem.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = stem.first, first.isNumber { stem = "_" + stem }
        return SwiftName.capitalized(stem) + suffix
    }
}
