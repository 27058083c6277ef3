import Bindery
import Foundation
import Testing

/// Bindings into classes Bindery does not generate (`external class`): written like models, observed through
/// Swift's Observation when Observable, and held weakly.
@MainActor
@Suite struct ExternalClassTests {
    /// Lets the main actor run what Observation's change handlers scheduled.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    private func makeBinding(
        _ account: Account, _ label: Label, _ form: SearchForm, counts: @escaping (Change<Int>) -> Void = { _ in },
        formChanges: @escaping () -> Void = {}
    ) -> ScreenBinding {
        ScreenBinding(account: account, label: label, form: form, countChanged: counts, formChanged: formChanges)
    }

    /// An external class a model holds is compared, hashed and coded by the class's own conformances.
    @Test func aModelHoldingAnExternalClassUsesItsConformances() throws {
        let card = Card(title: "A", chip: Chip(count: 1))
        let same = Card(title: "A", chip: Chip(count: 1))
        #expect(card == same && card.hashValue == same.hashValue)
        same.chip?.count = 2
        #expect(card != same)
        let decoded = try JSONDecoder().decode(Card.self, from: JSONEncoder().encode(same))
        #expect(decoded == same && decoded.chip?.count == 2)
    }

    @Test func rulesIntoAPlainClassApplyAtOnceAndOnEveryChangeButNotForEqualValues() {
        let account = Account(name: "Ada", visible: true)
        let label = Label()
        let form = SearchForm()
        let binding = makeBinding(account, label, form)
        #expect(label.text == "Ada" && label.isHidden == false)
        account.name = "Grace"
        account.visible = false
        #expect(label.text == "Grace" && label.isHidden == true)
        let writes = label.writes
        account.name = "Grace"
        #expect(label.writes == writes, "an equal value is not written again")
        binding.cancel()
        account.name = "Linus"
        #expect(label.text == "Grace")
    }

    @Test func twoWayWithAnObservableClassCarriesChangesBothWaysWithoutEcho() async {
        let account = Account(query: "start")
        let label = Label()
        let form = SearchForm()
        form.query = "from the form"
        let binding = makeBinding(account, label, form)
        #expect(account.query == "from the form", "the target takes the source's value when the binding starts")
        account.query = "from model"
        #expect(form.query == "from model")
        form.query = "from form"
        await settle()
        #expect(account.query == "from form")
        var seen: [String] = []
        let token = account.observe(\.query) { seen.append($0.new) }
        form.query = "a"
        form.query = "ab"
        await settle()
        #expect(account.query == "ab")
        #expect(seen == ["ab"], "changes Observation reports before the binding runs are coalesced")
        token.cancel()
        binding.cancel()
        _ = label
    }

    /// A two-way rule's write into an external class that would not change it is not made, and nothing is
    /// remembered of it: remembered, it was taken for the echo of the user's later set of that value, which a class
    /// reporting every set reports, and that set never reached the other side.
    @Test func aSetOfAnExternalClassToTheValueARuleDidNotWriteIsCarriedBack() async {
        let volume = Volume(amount: 7)
        let dial = Dial()
        let binding = VolumeDial(volume: volume, dial: dial)
        #expect(dial.level == 3, "7 halves to 3")
        dial.level = 5
        await settle()
        #expect(volume.amount == 10)
        volume.amount = 11
        #expect(dial.level == 5, "11 halves to 5, the level the dial has: nothing is written")
        dial.level = 5
        await settle()
        #expect(volume.amount == 10, "the user's set of the dial reaches the volume")
        binding.cancel()
    }

    @Test func actionsOnAnObservableClassRunAfterObservationReportsAChange() async {
        let account = Account()
        let label = Label()
        let form = SearchForm()
        var counts: [Change<Int>] = []
        var formChanges = 0
        let binding = makeBinding(
            account, label, form, counts: { counts.append($0) }, formChanges: { formChanges += 1 })
        #expect(formChanges == 1, "'initial' calls the handler when the binding starts")
        form.count = 3
        await settle()
        #expect(counts == [Change(old: 0, new: 3)])
        #expect(formChanges == 2)
        form.count = 4
        form.query = "x"
        await settle()
        #expect(counts.last == Change(old: 3, new: 4))
        #expect(formChanges == 3, "a rule over several paths runs once for changes reported together")
        binding.cancel()
        _ = label
    }

    @Test func theBindingEndsWhenAnExternalObjectGoesAway() {
        let account = Account()
        var label: Label? = Label()
        let form = SearchForm()
        let binding = makeBinding(account, label!, form)
        #expect(binding.isActive)
        label = nil
        #expect(!binding.isActive)
        account.name = "after"
        #expect(!binding.isActive)
        _ = form
    }

    /// Others holding the object weakly change how the runtime counts its references; the binding still lets it go
    /// and still sees it gone.
    @Test func anExternalObjectAlsoHeldWeaklyElsewhereGoesAwayAndEndsTheBinding() {
        let account = Account(name: "Ada")
        var label: Label? = Label()
        weak let elsewhere = label
        let form = SearchForm()
        let binding = makeBinding(account, label!, form)
        #expect(elsewhere?.text == "Ada")
        label = nil
        #expect(elsewhere == nil, "the binding does not keep the object alive")
        account.name = "Grace"
        #expect(!binding.isActive)
        _ = form
    }

    /// A view's own code may let go of the view while the binding writes into it (a setter removing it from the
    /// screen): the object lives until the write returns, and the binding ends at the next change.
    @Test func anExternalObjectReleasedByItsOwnSetterOutlivesTheWrite() {
        let account = Account(name: "Ada")
        let events = Events()
        var owner: Label? = Label(events: events)
        let form = SearchForm()
        let binding = makeBinding(account, owner!, form)
        owner?.textDidChange = { owner = nil }
        account.name = "Grace"
        #expect(owner == nil)
        #expect(events.list == ["wrote", "wrote", "deinit"], "the label deinitialises after the write, not inside it")
        account.name = "Ada"
        #expect(!binding.isActive)
        _ = form
    }

    /// Every write holds the object for its duration and lets go after: after many writes the object still goes
    /// away with its last reference, whether the runtime keeps its counts in the object or, once something holds it
    /// weakly, in a side table, and whether the write found it held by others or its own setter let go of it.
    @Test func anExternalObjectWrittenOverAndOverGoesAwayWithItsLastReference() {
        for alsoHeldWeakly in [false, true] {
            let account = Account(name: "Ada")
            let events = Events()
            var label: Label? = Label(events: events)
            weak let elsewhere = alsoHeldWeakly ? label : nil
            let form = SearchForm()
            let binding = makeBinding(account, label!, form)
            for round in 1...1_000 { account.name = "\(round)" }
            #expect(label?.text == "1000" && label?.writes == 1_001, "the first write is the binding's start")
            label = nil
            #expect(events.list.last == "deinit" && elsewhere == nil, "no write kept a reference to the label")
            account.name = "after"
            #expect(!binding.isActive)
            _ = form
        }
    }

    @Test func theBindingEndsWhenItsModelGoesAway() {
        var account: Account? = Account()
        let label = Label()
        let form = SearchForm()
        let binding = makeBinding(account!, label, form)
        account = nil
        #expect(!binding.isActive)
        form.query = "ignored"
        #expect(label.text == "")
    }
}
