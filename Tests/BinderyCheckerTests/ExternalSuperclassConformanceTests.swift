import Testing

/// An external class has the conformances its external superclasses declare, as a Swift subclass inherits them: a
/// `Field: Control` is Equatable and Hashable when `Control` says so.
@Suite struct ExternalSuperclassConformanceTests {
    private func messages(control: String, models: String) -> [String] {
        BinderyCheckerTests.messages(
            """
            external class Control\(control) {
                var isEnabled: Bool
            }

            external class Field: Control {
                var text: String
            }

            external class SearchField: Field {
                var query: String
            }

            \(models)
            """)
    }

    @Test(arguments: [
        "model Form: Equatable { var field: Field? }",
        "model Form: Hashable { var fields: [SearchField] = [] }",
        "model Form { var fields: Set<SearchField> = [] }",
        "model Form { var byField: [Field: Int] = [:] }",
    ])
    func aSubclassHasItsSuperclassesConformances(models: String) {
        #expect(messages(control: ": Hashable", models: models) == [])
    }

    @Test func aSubclassOfAClassThatDoesNotConformDoesNot() {
        #expect(
            messages(control: "", models: "model Form { var fields: Set<SearchField> = [] }") == [
                "unhashable-type: the elements of a 'Set' must be Hashable, but external class 'SearchField' is not "
                    + "declared Hashable; if the class is, add 'Hashable' to the conformances of 'SearchField'"
            ])
    }
}
