import Testing

/// An external class whose superclass is another external class reaches the properties that class lists, as Swift's
/// subclass has its superclass's: a binding may read and write them through the subclass.
@Suite struct ExternalSuperclassTests {
    private let classes = """
        external class Control: Observable {
            var isEnabled: Bool
            var title: String?
        }

        external class Field: Control, Observable {
            var text: String
            var title: String
        }

        external class SearchField: Field {
            var scope: Int
        }

        model Form {
            var enabled: Bool = true
            var query: String = ""
            var caption: String = ""
            var scope: Int = 0
        }

        """

    /// The diagnostics of the classes above with `binding`.
    private func messages(binding: String) -> [String] {
        BinderyCheckerTests.messages(classes + binding)
    }

    @Test func aSubclassReachesItsSuperclassesProperties() {
        let binding = """
            binding Wire(form: Form, field: SearchField) {
                field.isEnabled <- form.enabled
                field.text <- form.query
                field.scope <- form.scope
            }
            """
        #expect(messages(binding: binding) == [])
    }

    @Test func aPropertyTheSubclassDeclaresItselfWins() {
        // `Field.title` is a String where `Control.title` is a String?: read into a String, only the first fits.
        #expect(messages(binding: "binding Wire(form: Form, field: Field) {\n    form.caption <- field.title\n}") == [])
        let optional = messages(
            binding: "binding Wire(form: Form, control: Control) {\n    form.caption <- control.title\n}")
        #expect(optional.count == 1 && optional[0].contains("String?"), "\(optional)")
    }

    @Test func aSuperclassDoesNotReachItsSubclassesProperties() {
        #expect(
            messages(binding: "binding Wire(form: Form, control: Control) {\n    control.text <- form.query\n}") == [
                "unknown-property: external class 'Control' has no property 'text'; if its Swift class has one (a "
                    + "superclass's included), declare it with its type in 'external class Control'"
            ])
    }

    /// Swift's subclass of an `@Observable` class conforms to `Observable`, and the superclass's properties are
    /// tracked on it; its own are not unless it is `@Observable` too (`SearchField` is not declared so).
    @Test func aSubclassIsObservedThroughTheObservableClassThatDeclaresTheProperty() {
        let reads = """
            binding Wire(form: Form, field: SearchField) {
                form.enabled <- field.isEnabled
                form.query <- field.text
            }
            """
        #expect(messages(binding: reads) == [])
        #expect(
            messages(binding: "binding Wire(form: Form, field: SearchField) {\n    form.scope <- field.scope\n}") == [
                "external-not-observable: external class 'SearchField' is not Observable, so 'field.scope' cannot be "
                    + "observed; if it is an @Observable class, declare 'external class SearchField: Field, Observable'"
            ])
    }
}
