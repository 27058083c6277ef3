import BinderyChecker

/// An `external class`: nothing is generated for it but a function that uses every property as the spec declares
/// it and requires every conformance it declares, so the Swift compiler checks the declaration against the real
/// class and reports a mismatch at the property's (or the conformance's) line and column in the spec.
struct ExternalClassContext: FieldedContext {
    struct Requirement: FieldedContext {
        var type: String
        var code: String

        static let fields = TemplateFields<Self>(
            "externalConformance",
            [
                .text("type", "The protocol as declared.") { $0.type },
                .text("code", "A generic function requiring it, called with the class, at its spec line and column.") {
                    $0.code
                },
            ])
    }

    struct Member: FieldedContext {
        var type: String
        var isVariable: Bool
        var code: String

        static let fields = TemplateFields<Self>(
            "externalMember",
            [
                .text("type", "The property's type as declared.") { $0.type },
                .flag("isVariable", "A `var`, which must be settable.") { $0.isVariable },
                .text("code", "The uses of the property, at its spec line and column; `{{{code}}}`.") { $0.code },
            ])
    }

    var className: String
    var checkName: String
    var isolationAttribute: String
    var members: [Member]
    var conformances: [Requirement]

    /// The check's doc comment, one `///` line each, broken at spaces when a line would not fit.
    var docLines: [String] {
        let text = "Checks that `\(className)` has the properties the spec declares, with those types"
        let end = "; never called."
        // Two lines when the class declares conformances, as before line lengths were checked.
        let lines = conformances.isEmpty ? [text + end] : [text + ", and", "its conformances" + end]
        if lines.allSatisfy({ Declaration.fits("/// ", $0) }) { return lines.map { "/// " + $0 } }
        return Declaration.wrapped(lines.joined(separator: " "), width: Declaration.lineLength - 4).map { "/// " + $0 }
    }

    static let fields = TemplateFields<Self>(
        "externalClass",
        [
            .text("className", "The class's name.") { $0.className },
            .text("checkName", "The function that checks the declaration.") { $0.checkName },
            .lines("docLines", "The check's doc comment, one `///` line each.") { $0.docLines },
            .lines("signature", "The check's signature through `{`, broken as swift-format would.") {
                $0.isolationAttribute == "@MainActor "
                    ? Declaration.signature(
                        indent: 0, attributes: "@MainActor", head: "private func ", name: $0.checkName,
                        parameters: ["_ object: " + $0.className])
                    : Declaration.signature(
                        indent: 0, head: $0.isolationAttribute + "private func ", name: $0.checkName,
                        parameters: ["_ object: " + $0.className])
            },
            .text("isolationAttribute", "`@MainActor ` or `nonisolated `, the class's isolation.") {
                $0.isolationAttribute
            },
            .list("members", "Its properties.") { $0.members },
            .list("conformances", "Its conformances other than `Observable`, which the class must have.") {
                $0.conformances
            },
        ])

    init(_ model: Model, file: CheckedFile, in generation: Generation) {
        className = GeneratedNames.escaped(model.name)
        checkName = "_$check_" + model.name
        isolationAttribute = model.isolation == .mainActor ? "@MainActor " : "nonisolated "
        members = model.properties.map { property in
            let type = generation.spelling.spell(property.type)
            let location = generation.location(property.nameRange)
            let name = GeneratedNames.escaped(property.name)
            // `object.` stands before the name: the name itself lands at the spec's column.
            let pad = String(repeating: " ", count: max(0, location.column - 1 - "object.".count))
            let path = SwiftText.stringLiteral(file.path)
            // The directive numbers the line after it: the line before the use, so the use gets the spec's line.
            var code =
                "#sourceLocation(file: \(path), line: \(max(1, location.line - 1)))\n"
                + "        let _: \(type) =\n" + pad + "object.\(name)\n"
            if property.kind == .variable {
                // Settable: assigning a value of the declared type, inside a closure that never runs.
                code +=
                    "#sourceLocation(file: \(path), line: \(max(1, location.line - 1)))\n"
                    + "        let _: (\(type)) -> Swift.Void = {\n" + pad + "object.\(name) = $0 }\n"
            }
            code += "#sourceLocation()"
            return Member(type: type, isVariable: property.kind == .variable, code: code)
        }
        let path = SwiftText.stringLiteral(file.path)
        let className = className
        conformances = model.conformances.enumerated().compactMap { index, conformance in
            guard let range = conformance.range else { return nil }
            let type = generation.spelling.spell(conformance.type)
            let location = generation.location(range)
            let function = "_$requires\(index)"
            let declaration = "func \(function)<T: "
            // The protocol in the declaration, and the call Swift reports a missing conformance at, both stand at
            // the spec's column of the conformance.
            let code =
                "#sourceLocation(file: \(path), line: \(location.line))\n"
                + String(repeating: " ", count: max(0, location.column - 1 - declaration.count)) + declaration + type
                + ">(_: T.Type) {}\n"
                + "#sourceLocation(file: \(path), line: \(location.line))\n"
                + String(repeating: " ", count: max(0, location.column - 1)) + function + "(\(className).self)\n"
                + "#sourceLocation()"
            return Requirement(type: type, code: code)
        }
    }
}
