import BinderyChecker
import BinderySource
import Testing

@testable import BinderyGenerator

/// From the checked model to Swift text, through the public ``Generator`` API.
@Suite struct LoweringTests {
    private let file = FileID(0)
    private var range: SourceRange { SourceRange(file: file, start: 0, end: 0) }

    private func expression(_ text: String, line: Int) -> EmbeddedExpression {
        EmbeddedExpression(
            text: text, range: range, location: SourceLocation(path: "Specs/Shop.bind", line: line, column: 5))
    }

    private func property(
        _ name: String, _ type: SwiftType, _ kind: Property.Kind = .variable, value: EmbeddedExpression? = nil,
        dependencies: [String] = []
    ) -> Property {
        Property(
            name: name, doc: nil, kind: kind, type: type, value: value, dependencies: dependencies,
            referencedModel: nil, nameRange: range, range: range)
    }

    private func module() -> CheckedModule {
        let string = SwiftType.named("String")
        let double = SwiftType.named("Double")
        let item = Model(
            name: "Item", doc: nil, isolation: .mainActor, access: .internal, observation: true, conformances: [],
            implementsEquatable: false, implementsHashable: false, implementsCodable: false,
            properties: [
                property("price", double, value: expression("0", line: 3)),
                property("quantity", double, value: expression("1", line: 4)),
                property(
                    "total", double, .computed, value: expression("price * quantity", line: 5),
                    dependencies: ["price", "quantity"]),
                property(
                    "label", string, .computed, value: expression(#""\(total)""#, line: 6), dependencies: ["total"]),
                property("money", .named("Money"), value: expression("Money()", line: 7)),
            ], nameRange: range, range: range)
        let money = Model(
            name: "Money", doc: nil, isolation: .mainActor, access: .internal, observation: false, conformances: [],
            implementsEquatable: false, implementsHashable: false, implementsCodable: false,
            properties: [property("code", .optional(string))], nameRange: range, range: range)
        let shout = Transform(
            name: "shout", doc: nil, inputs: [string], output: string,
            body: .expression(expression("$0 + \"!\"", line: 10)),
            access: .internal, range: range)
        let external = Transform(
            name: "localized", doc: nil, inputs: [string], output: string, body: .external, access: .internal,
            range: range)
        let path = { (parameter: String, model: String, name: String, type: SwiftType) in
            Path(
                parameter: parameter, rootModel: model,
                steps: [Path.Step(model: model, property: name, type: type, isOptionalChained: false, range: range)],
                type: type, range: range)
        }
        let rule = Assignment(
            target: path("money", "Money", "code", .optional(string)), direction: .oneWay, isOnce: false,
            sources: [Source(path: path("item", "Item", "label", string), fallback: nil, type: string)],
            transforms: [
                TransformStep(name: "shout", builtin: nil, inputs: [string], output: string, range: range),
                TransformStep(name: "localized", builtin: nil, inputs: [string], output: string, range: range),
                TransformStep(name: "trimmed", builtin: .trimmed, inputs: [string], output: string, range: range),
            ],
            valueType: string, range: range)
        let binding = Binding(
            name: "PriceTag", doc: nil, access: .internal, isolation: .mainActor,
            parameters: [
                .init(name: "item", model: "Item", range: range), .init(name: "money", model: "Money", range: range),
            ],
            rules: [.assignment(rule)], range: range)
        return CheckedModule(files: [
            CheckedFile(
                file: file, path: "Specs/Shop.bind", baseName: "Shop", imports: [], options: FileOptions(),
                models: [item, money], transforms: [shout, external], bindings: [binding])
        ])
    }

    private func generate() throws -> String {
        var files = SourceFiles()
        let outputs = try Generator(templates: TemplateSet.builtIn(files: &files)).generate(module())
        #expect(outputs.map(\.specPath) == ["Specs/Shop.bind"])
        return outputs.first?.contents ?? ""
    }

    @Test func standardTypesAreQualifiedAndModelNamesAreNot() throws {
        let text = try generate()
        #expect(text.contains("var price: Swift.Double {"))
        #expect(text.contains("var money: Money {"))
        #expect(text.contains("var code: Swift.String? {"))
        #expect(TypeSpelling(userTypes: ["String"]).spell(.named("String")) == "String")
        #expect(
            TypeSpelling(userTypes: []).spell(.dictionary(key: .named("String"), value: .array(.named("Int"))))
                == "[Swift.String: [Swift.Int]]")
    }

    @Test func computedPropertiesFollowStoredDependenciesThroughOtherComputedOnes() throws {
        let text = try generate()
        #expect(
            text.contains(
                "let oldTotal = _evaluateTotal()\n"
                    + "        let oldLabel = _evaluateLabel()\n"
                    + "        let old = _price"))
        #expect(text.contains("Depends on `price` and `quantity`"))
    }

    @Test func transformsAreCalledWhereTheyLive() throws {
        let text = try generate()
        #expect(text.contains("enum ShopTransforms {"))
        #expect(text.contains("let value1: Swift.String = ShopTransforms.shout(input)"))
        #expect(text.contains("let value2: Swift.String = Bindery.BinderyTransforms.localized(value1)"))
        #expect(
            text.contains(
                "protocol ShopExternalTransforms {\n    static func localized(_ value: Swift.String) -> Swift.String\n}"
            ))
        #expect(text.contains("money.code = value3"))
    }

    @Test func observationIsImportedOnlyWhenAModelUsesIt() throws {
        #expect(try generate().contains("import Bindery\nimport Observation\n"))
    }
}
