import Bindery
import Testing

/// A value that is not `Equatable` (Specs/TwoWay.bind): every set of it notifies, and a two-way rule cannot compare
/// what comes back with what it wrote.
struct Payload {
    var tag: Int
}

/// Two-way rules (Specs/TwoWay.bind). A rule's write reaching only the binding's own observer on the other side is
/// made with that observer muted; one that others hear notifies as any set does. Either way a user sees one change
/// per set, with the right values, and no echo.
@MainActor
@Suite struct TwoWayTests {
    @Test func anotherObserverOfTheTargetHearsEachSetOnceWithItsOldAndNewValue() {
        let form = Form()
        let field = Field()
        let binding = FormField(form: form, field: field)
        var fieldChanges: [String] = []
        var formChanges: [String] = []
        let tokens = [
            field.observe(\.text) { fieldChanges.append("\($0.old ?? "nil") → \($0.new)") },
            form.observe(\.text) { formChanges.append("\($0.old ?? "nil") → \($0.new)") },
        ]
        form.text = "a"
        form.text = "b"
        #expect(field.text == "b")
        #expect(fieldChanges == [" → a", "a → b"])
        field.text = "c"
        #expect(form.text == "c")
        #expect(fieldChanges == [" → a", "a → b", "b → c"])
        #expect(formChanges == [" → a", "a → b", "b → c"])
        for token in tokens { token.cancel() }
        // Nobody else listens now: the same, with the binding's own observers muted for its writes.
        form.text = "d"
        field.text = "e"
        #expect(field.text == "e" && form.text == "e")
        binding.cancel()
    }

    @Test func aNonEquatableValueChangedAfterAMutedWriteIsNotTakenForItsEcho() {
        let form = Form()
        let field = Field()
        let binding = FormField(form: form, field: field)
        form.payload = Payload(tag: 1)
        #expect(field.payload.tag == 1)
        // The write above remembered nothing: this change is the user's, and goes back.
        field.payload = Payload(tag: 2)
        #expect(form.payload.tag == 2)
        form.payload = Payload(tag: 3)
        #expect(field.payload.tag == 3)
        // With another observer of the target the write notifies, and the echo is consumed by its delivery.
        var tags: [Int] = []
        let token = field.observe(\.payload) { tags.append($0.new.tag) }
        form.payload = Payload(tag: 4)
        field.payload = Payload(tag: 5)
        #expect(form.payload.tag == 5 && field.payload.tag == 5)
        #expect(tags == [4, 5])
        token.cancel()
        binding.cancel()
    }

    /// The rule's write into the field is held (another observer hears it, and a propagation is under way); an
    /// observer of the form then sets the field again before that change is delivered. A value that does not compare
    /// cannot tell the two writes apart, but the change holds the second, which must reach the form.
    @Test func aNonEquatableValueSetAgainWhileTheRulesWriteIsHeldReachesTheOtherSide() {
        let form = Form()
        let field = Field()
        let binding = FormField(form: form, field: field)
        var fieldTags: [Int] = []
        let watch = field.observe(\.payload) { fieldTags.append($0.new.tag) }
        let override = form.observe(\.payload) { change in
            if change.new.tag == 4 { field.payload = Payload(tag: 99) }
        }
        form.payload = Payload(tag: 4)
        #expect(field.payload.tag == 99)
        #expect(form.payload.tag == 99)
        #expect(fieldTags.last == 99)
        // And the rule's own held writes are still its echo: nothing is written back, nothing loops.
        override.cancel()
        form.payload = Payload(tag: 5)
        #expect(field.payload.tag == 5 && form.payload.tag == 5)
        watch.cancel()
        binding.cancel()
    }

    @Test func aTransformAndAnInverseThatDoNotRoundTripNeverWriteBack() {
        let form = Form()
        let field = Field()
        let binding = FormField(form: form, field: field)
        form.count = 2
        #expect(field.count == 4)
        field.count = 3
        #expect(form.count == 1, "3 halves to 1")
        #expect(field.count == 3, "and 1 is not doubled back into the field")
        // The same when the writes notify other observers.
        var counts: [Int] = []
        let tokens = [field.observe(\.count) { counts.append($0.new) }, form.observe(\.count) { _ in }]
        field.count = 5
        #expect(form.count == 2 && field.count == 5)
        form.count = 4
        #expect(field.count == 8)
        #expect(counts == [5, 8])
        for token in tokens { token.cancel() }
        binding.cancel()
    }

    /// A write of the value the property already has notifies nobody, so nothing comes back to take for its echo:
    /// a later set of that value by the user, once a muted write has changed the property in between, is carried to
    /// the other side like any other.
    @Test func aSetOfTheValueARuleWroteWithoutChangingItIsCarried() {
        let form = Form()
        let field = Field()
        let binding = FormField(form: form, field: field)
        field.count = 2
        #expect(form.count == 1)
        var watcher: ObservationToken? = form.observe(\.count) { _ in }
        field.count = 3
        #expect(form.count == 1, "3 halves to 1, the count the form has: the write changes nothing")
        watcher = nil
        field.count = 8
        #expect(form.count == 4)
        form.count = 1
        #expect(field.count == 2, "the user's set of the form's count reaches the field")
        _ = watcher
        binding.cancel()
    }

    @Test func setsInABatchAreCarriedOnceTheBatchEnds() {
        let form = Form()
        let field = Field()
        let binding = FormField(form: form, field: field)
        var texts: [String] = []
        Bindery.batch {
            form.text = "x"
            form.count = 3
            form.payload = Payload(tag: 7)
            #expect(field.text == "" && field.count == 0, "nothing is delivered before the batch ends")
        }
        #expect(field.text == "x" && field.count == 6 && field.payload.tag == 7)
        let token = field.observe(\.text) { texts.append($0.new) }
        Bindery.batch {
            form.text = "y"
            form.text = "z"
        }
        #expect(field.text == "z" && texts == ["z"])
        Bindery.batch { field.text = "w" }
        #expect(form.text == "w" && texts == ["z", "w"])
        token.cancel()
        binding.cancel()
    }

    /// Both sides of each rule set in one batch, the form's text and count and the field's payload last: each rule
    /// ends where the sets one by one end, and each observer (of a type that does not compare, too) hears once.
    @Test func aBatchThatSetsBothSidesOfEachRuleKeepsTheSideSetLast() {
        let form = Form()
        let field = Field()
        let binding = FormField(form: form, field: field)
        var heard: [String] = []
        let tokens = [
            form.observe(\.payload) { heard.append("form \($0.new.tag)") },
            field.observe(\.payload) { heard.append("field \($0.new.tag)") },
        ]
        Bindery.batch {
            field.text = "typed"
            form.text = "loaded"
            form.payload = Payload(tag: 1)
            field.payload = Payload(tag: 2)
            form.count = 3
            field.count = 10
        }
        #expect(field.text == "loaded" && form.text == "loaded")
        #expect(field.payload.tag == 2 && form.payload.tag == 2)
        #expect(field.count == 10 && form.count == 5, "10 halves to 5")
        #expect(heard.sorted() == ["field 2", "form 2"])
        _ = tokens
        binding.cancel()
    }

    @Test func aCancelledBindingWritesNothingAndItsModelsAreObservedAsBefore() {
        let form = Form()
        let field = Field()
        let binding = FormField(form: form, field: field)
        binding.cancel()
        form.text = "gone"
        #expect(field.text == "")
        var texts: [String] = []
        let token = field.observe(\.text) { texts.append($0.new) }
        field.text = "seen"
        #expect(texts == ["seen"] && form.text == "gone")
        token.cancel()
    }
}
