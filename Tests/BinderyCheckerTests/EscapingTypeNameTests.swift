import Testing

/// `var onTap: @escaping Handler`: the user's word that `Handler` is a typealias of a function type, which the
/// generated initializer must take `@escaping` to store. Where no generated initializer takes the property, or the
/// name is a model's or a standard type's, it is an error at the `@escaping`.
@Suite struct EscapingTypeNameTests {
    private let header = """
        model User {
            var name: String = ""
        }

        """

    @Test func aStoredPropertyOfAFunctionTypealiasIsTakenEscaping() throws {
        let (module, diagnostics) = check(
            header + "model Button {\n    var onTap: @escaping Handler\n    let onHold: Handler? = nil\n}")
        #expect(diagnostics.isEmpty)
        let button = try #require(module.models.first { $0.name == "Button" })
        #expect(button.properties.map(\.namesFunctionType) == [true, false])
    }

    @Test(arguments: [
        (
            "model Button {\n    var a: @escaping String\n}",
            "'String' is a standard library type"
        ),
        ("model Button {\n    var a: @escaping User\n}", "'User' is a model"),
        ("import Foundation\nmodel Button {\n    var a: @escaping Date\n}", "'Date' is Foundation's type"),
        (
            "model Button {\n    var a: Int = 0\n    computed b: @escaping Handler = a\n}",
            "a computed property is no parameter of the initializer"
        ),
        (
            "external class Label {\n    var a: @escaping Handler\n}",
            "an external class's property is no parameter of a generated initializer"
        ),
    ])
    func escapingWhereNoInitializerStoresAFunctionIsAnError(spec: String, why: String) {
        #expect(
            messages(header + spec) == [
                "attribute-not-allowed: '@escaping' before a property's type says that its name is a typealias of a "
                    + "function type, but \(why); remove '@escaping'"
            ])
    }

    @Test func escapingBeforeAnOptionalIsAnError() {
        #expect(
            messages(header + "model Button {\n    var a: @escaping Handler?\n}") == [
                "attribute-not-allowed: '@escaping' before a property's type says that its name is a typealias of a "
                    + "function type, but 'Handler?' is not a name; remove '@escaping' (an optional or a collection "
                    + "of closures escapes already)"
            ])
    }
}
