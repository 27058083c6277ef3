import BinderyChecker

/// An `external class`: nothing is generated for it but a function that uses every property as the spec declares
/// it, so the Swift compiler checks the declaration against the real class and reports a mismatch at the
/// property's line and column in the spec.
struct ExternalClassContext: FieldedContext {
    struct Member: FieldedContext {
        var type: String
        var isVariable: Bool
        var code: String

        static let fields = TemplateFields<Self>(
            "externalMember",
            [
                .init("type", "The property's type as declared.") { .string($0.type) },
                .init("isVariable", "A `var`, which must be settable.") { .bool($0.isVariable) },
                .init("code", "The uses of the property, at its spec line and column; `{{{code}}}`.") {
                    .string($0.code)
                },
            ])
    }

    var className: String
    var checkName: String
    var isolationAttribute: String
    var members: [Member]

    static let fields = TemplateFields<Self>(
        "externalClass",
        [
            .init("className", "The class's name.") { .string($0.className) },
            .init("checkName", "The function that checks the declaration.") { .string($0.checkName) },
            .init("isolationAttribute", "`@MainActor ` or `nonisolated `, the class's isolation.") {
                .string($0.isolationAttribute)
            },
            .init("members", "Its properties.") { .list($0.members) },
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
    }
}
