import Testing

/// An external class whose superclass is another external class reaches the properties that class lists, as Swift's
/// subclass has its superclass's: a binding may read and write them through the subclass.
@Suite struct ExternalSuperclassTests {
    private let classes = """
        external class Control {
            var isEnabled: Bool
            var title: String?
        }

        external class Field: Control {
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

    @Test func aSubclassReachesItsSuperclassesProperties() {
        let spec =
            classes + """
                binding Wire(form: Form, field: SearchField) {
                    field.isEnabled <- form.enabled
                    field.text <- form.query
                    field.scope <- form.scope
                }
                """
        #expect(messages(spec) == [])
    }

    @Test func aPropertyTheSubclassDeclaresItselfWins() {
        // `Field.title` is a String where `Control.title` is a String?: the subclass's declaration is the one read.
        let spec =
            classes + """
                binding Wire(form: Form, field: Field) {
                    field.title <- form.caption
                }
                binding Other(form: Form, control: Control) {
                    control.title <- form.caption
                }
                """
        #expect(messages(spec) == [])
    }

    @Test func aSuperclassDoesNotReachItsSubclassesProperties() {
        let spec =
            classes + """
                binding Wire(form: Form, control: Control) {
                    control.text <- form.query
                }
                """
        #expect(
            messages(spec) == [
                "unknown-property: external class 'Control' has no property 'text'; if its Swift class has one (a "
                    + "superclass's included), declare it with its type in 'external class Control'"
            ])
    }
}
