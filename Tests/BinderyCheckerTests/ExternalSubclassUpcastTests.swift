import Testing

/// An external class flows where its external superclass is expected, as Swift upcasts it: in an optional, an array,
/// a transform's input. Not the other way, and not back through a two-way rule, which would write a superclass into a
/// place for the subclass.
@Suite struct ExternalSubclassUpcastTests {
    private func messages(rules: String) -> [String] {
        BinderyCheckerTests.messages(
            """
            external class Control {
                var isEnabled: Bool
            }

            external class Field: Control {
                var text: String
            }

            external class SearchField: Field {
                var query: String
            }

            model Form {
                var field: Field?
                var search: SearchField?
                var control: Control?
                var controls: [Control] = []
                var fields: [Field] = []
                var count: Int = 0
            }

            transform enabledCount([Control]) -> Int external

            binding B(a: Form, b: Form) {
                \(rules)
            }
            """)
    }

    @Test(arguments: [
        "b.control <- a.field",
        "b.control <- a.search",
        "b.controls <- a.fields",
        "b.count <- a.fields | enabledCount",
    ])
    func aSubclassFitsItsSuperclass(rule: String) {
        #expect(messages(rules: rule) == [])
    }

    @Test func aSuperclassDoesNotFitItsSubclass() {
        #expect(
            messages(rules: "b.field <- a.control") == [
                "type-mismatch: 'b.field' is a Field? but 'a.control' gives a Control?; add a transform that turns "
                    + "Control? into Field?"
            ])
    }

    @Test func aSuperclassIsNotWrittenBackIntoItsSubclass() {
        #expect(
            messages(rules: "b.control <-> a.field") == [
                "two-way-type-mismatch: 'b.control' is a Control? but 'a.field' is a Field?, so a change of "
                    + "'b.control' cannot be written back; make 'b.control' a Field?, or use '<-'"
            ])
    }
}
