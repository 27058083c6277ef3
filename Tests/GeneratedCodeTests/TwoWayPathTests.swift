import Bindery
import Testing

/// A two-way rule whose source is reached through a path (Specs/TwoWay.bind, `SheetField`): a reaction reads the
/// source, so a write back to it is remembered until that reaction runs, and only if the write makes it run.
@MainActor
@Suite struct TwoWayPathTests {
    @Test func changesAreCarriedBothWaysThroughThePathWithoutEcho() {
        let form = Form(count: 1)
        let sheet = Sheet(form: form)
        let field = Field()
        let binding = SheetField(sheet: sheet, field: field)
        #expect(field.count == 2)
        form.count = 5
        #expect(field.count == 10)
        field.count = 7
        #expect(form.count == 3, "7 halves to 3")
        #expect(field.count == 7, "and 3 is not doubled back into the field")
        binding.cancel()
    }

    /// A write back that changes nothing the reaction reads (the value is the source's already, or the path is
    /// broken) does not make it run: remembered, it would have been taken for the echo of a later run's value, and
    /// that run, for another form along the path, would have written nothing.
    @Test func aWriteBackThatChangesNothingIsNotTakenForTheEchoOfALaterChange() {
        let sheet = Sheet(form: Form(count: 3))
        let field = Field()
        let binding = SheetField(sheet: sheet, field: field)
        #expect(field.count == 6)
        field.count = 7
        #expect(sheet.form?.count == 3, "7 halves to 3, the count the form has: the write changes nothing")
        sheet.form = Form(count: 3)
        #expect(field.count == 6, "another form is along the path: the rule applies")
        sheet.form = nil
        #expect(field.count == 0)
        field.count = 9
        sheet.form = Form(count: 4)
        #expect(field.count == 8, "the write back of 9 reached no form; this form's 4 is carried")
        binding.cancel()
    }

    /// A batch that sets both sides: the side the rule observes directly (the field) wins, whichever was set last,
    /// as the reference says; the side through a path is read by a reaction, which runs after every property's
    /// observers.
    @Test func aBatchThatSetsBothSidesKeepsTheSideObservedDirectly() {
        let form = Form(count: 1)
        let sheet = Sheet(form: form)
        let field = Field()
        let binding = SheetField(sheet: sheet, field: field)
        Bindery.batch {
            field.count = 8
            form.count = 7
        }
        #expect(field.count == 8 && form.count == 4, "8 halves to 4, over the 7 set after it")
        Bindery.batch {
            form.count = 1
            field.count = 6
        }
        #expect(field.count == 6 && form.count == 3)
        binding.cancel()
    }
}
