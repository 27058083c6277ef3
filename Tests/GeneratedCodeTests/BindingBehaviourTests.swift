import Bindery
import Foundation
import Testing

/// SPEC part 1's rule table and part 2's binding API, through the generated bindings.
@MainActor
@Suite struct BindingBehaviourTests {
    private func makeBinding(
        _ download: Download, _ row: DownloadRow, totals: @escaping (Change<Int64>) -> Void = { _ in },
        sizes: @escaping () -> Void = {}
    ) -> DownloadRowBinding {
        DownloadRowBinding(download: download, row: row, totalChanged: totals, sizesChanged: sizes)
    }

    @Test func oneWayRulesApplyAtOnceAndOnEveryChangeThroughTransforms() {
        let download = Download(title: "report", totalBytes: 4)
        let row = DownloadRow()
        let binding = makeBinding(download, row)
        #expect(row.title == "REPORT")
        #expect(row.progressText == "0%")
        download.title = "draft"
        download.writtenBytes = 1
        #expect(row.title == "DRAFT")
        #expect(row.progressText == "25%")
        binding.cancel()
    }

    /// A rule whose transform is given a model follows what the transform reads of it, as a computed property
    /// follows its reads (Specs/Crew.bind): a new name of the same skipper, or of a sailor in the crew, applies the
    /// rule again. `sailorName` is implemented by hand on the main actor in this target, whose default isolation is
    /// nonisolated (ExternalTransforms.swift).
    @Test func aRuleFollowsWhatItsTransformsReadOfTheModelsTheyAreGiven() {
        let boat = Boat()
        let binding = BoatBinding(boat: boat)
        #expect(boat.skipperName == "no skipper" && boat.skipperLabel == "—" && boat.namedCrew == 0)
        let sailor = Sailor()
        boat.skipper = sailor
        #expect(boat.skipperName == "unnamed" && boat.skipperLabel == "Skipper ")
        sailor.name = "Ahab"
        #expect(boat.skipperName == "Ahab" && boat.skipperLabel == "Skipper Ahab")
        let mate = Sailor()
        boat.mate = mate
        mate.name = "Starbuck"
        #expect(boat.officers == "Ahab and Starbuck", "a rule over several sources follows its transform's reads too")

        let crew = [Sailor(), Sailor(), Sailor()]
        boat.crew = crew
        #expect(boat.namedCrew == 0)
        crew[1].name = "Starbuck"
        crew[2].name = "Stubb"
        #expect(boat.namedCrew == 2)
        Bindery.batch {
            crew[1].name = ""
            crew[0].name = "Flask"
        }
        #expect(boat.namedCrew == 2)

        boat.skipper = nil
        sailor.name = "Ishmael"
        #expect(boat.skipperName == "no skipper" && boat.skipperLabel == "—", "the old skipper is no longer read")
        binding.cancel()
        crew[1].name = "Queequeg"
        #expect(boat.namedCrew == 2, "a cancelled binding applies nothing")
    }

    @Test func aTwoWayRuleFollowsWhatItsForwardTransformReadsAndWritesBackOnce() {
        let boat = Boat()
        let binding = BoatBinding(boat: boat)
        let ahab = Sailor(name: "Ahab")
        boat.skipper = ahab
        #expect(boat.skipperTag == "Ahab")
        ahab.name = "Captain Ahab"
        #expect(boat.skipperTag == "Captain Ahab", "a new name of the same skipper is written to the target")

        var skippers: [Sailor?] = []
        var tags: [String] = []
        let skipperToken = boat.observe(\.skipper) { skippers.append($0.new) }
        let tagToken = boat.observe(\.skipperTag) { tags.append($0.new) }
        boat.skipperTag = "Starbuck"
        let starbuck = boat.skipper
        #expect(starbuck?.name == "Starbuck" && starbuck !== ahab, "the target is written back through the transform")
        #expect(skippers.count == 1 && tags == ["Starbuck"], "written back once, not echoed")
        starbuck?.name = "Mr. Starbuck"
        #expect(boat.skipperTag == "Mr. Starbuck", "the skipper written back is followed")
        ahab.name = "Ahab again"
        #expect(boat.skipperTag == "Mr. Starbuck" && boat.skipper === starbuck, "the old skipper is no longer read")
        #expect(skippers.count == 1 && tags == ["Starbuck", "Mr. Starbuck"])

        binding.cancel()
        starbuck?.name = "ignored"
        #expect(boat.skipperTag == "Mr. Starbuck", "a cancelled binding applies nothing")
        _ = (skipperToken, tagToken)
    }

    @Test func aTwoWayRuleWritesBackWhatItsBackwardTransformReadsOfTheTarget() {
        let boat = Boat()
        let binding = BoatBinding(boat: boat)
        boat.helmName = "Flask"
        let flask = boat.helm
        #expect(flask?.name == "Flask")
        flask?.name = "Mr. Flask"
        #expect(boat.helmName == "Mr. Flask", "a new name of the target's sailor is written back to the source")
        #expect(boat.helm === flask, "written back once: the source's change is not echoed into a new sailor")

        let stubb = Sailor(name: "Stubb")
        boat.helm = stubb
        #expect(boat.helmName == "Stubb")
        flask?.name = "ignored"
        #expect(boat.helmName == "Stubb", "the old sailor is no longer read")
        stubb.name = "Mr. Stubb"
        #expect(boat.helmName == "Mr. Stubb" && boat.helm === stubb)

        binding.cancel()
        stubb.name = "ignored"
        #expect(boat.helmName == "Mr. Stubb", "a cancelled binding applies nothing")
    }

    @Test func optionalPathsFallBackAndResubscribeWhenAModelIsReplaced() {
        let download = Download()
        let row = DownloadRow()
        let binding = makeBinding(download, row)
        #expect(row.ownerName == "Nobody")
        let ada = User(id: UUID(), name: "Ada")
        download.owner = ada
        #expect(row.ownerName == "Ada")
        ada.name = "Ada L."
        #expect(row.ownerName == "Ada L.")
        let grace = User(id: UUID(), name: "Grace")
        download.owner = grace
        ada.name = "ignored"
        #expect(row.ownerName == "Grace")
        download.owner = nil
        #expect(row.ownerName == "Nobody")
        binding.cancel()
    }

    @Test func brokenPathsGiveNilToOptionalTargetsAndDeepPathsFollowEveryStep() {
        let employee = Employee(name: "Sam")
        let badge = Badge()
        var employerNames: [Change<String?>] = []
        let binding = BadgeBinding(employee: employee, badge: badge) { employerNames.append($0) }
        #expect(badge.city == nil && badge.cityOrUnknown == "Unknown" && badge.employerName == "Self-employed")
        let company = Company(name: "Acme")
        employee.employer = company
        #expect(badge.employerName == "Acme" && badge.city == nil)
        let address = Address(city: "Oslo", zip: "0150")
        company.address = address
        #expect(badge.city == "Oslo" && badge.cityOrUnknown == "Oslo" && badge.zip == "0150")
        address.city = "Bergen"
        #expect(badge.city == "Bergen")
        employee.employer = nil
        #expect(badge.city == nil && badge.zip == nil && badge.cityOrUnknown == "Unknown")
        address.city = "Ignored"
        #expect(badge.city == nil)
        #expect(employerNames.map(\.new) == ["Acme", nil])
        #expect(employerNames.map(\.old) == [.some(nil), .some("Acme")])
        company.name = "Ignored"
        #expect(employerNames.count == 2)
        binding.cancel()
    }

    @Test func onceCopiesWhenTheBindingStartsAndNeverAgain() {
        let download = Download(title: "first")
        let row = DownloadRow()
        let binding = makeBinding(download, row)
        download.title = "second"
        #expect(row.firstTitle == "first")
        let employee = Employee(name: "Kim")
        let badge = Badge()
        let badgeBinding = BadgeBinding(employee: employee, badge: badge, employerNameChanged: { _ in })
        employee.name = "Lee"
        #expect(badge.firstName == "Kim")
        binding.cancel()
        badgeBinding.cancel()
    }

    @Test func severalSourcesRecomputeWhenAnyChanges() {
        let download = Download(title: "a", totalBytes: 2)
        let row = DownloadRow()
        let binding = makeBinding(download, row)
        #expect(row.summary == "a: 0%")
        download.writtenBytes = 1
        #expect(row.summary == "a: 50%")
        download.title = "b"
        #expect(row.summary == "b: 50%")
        binding.cancel()
    }

    @Test func twoWayRulesWriteEachChangeToTheOtherSideExactlyOnce() {
        let download = Download(celsius: 100)
        let row = DownloadRow()
        var celsiusWrites = 0
        var fahrenheitWrites = 0
        let tokens = [
            download.observe(\.celsius) { _ in celsiusWrites += 1 },
            row.observe(\.fahrenheit) { _ in fahrenheitWrites += 1 },
        ]
        let binding = makeBinding(download, row)
        #expect(row.fahrenheit == 212)
        #expect(fahrenheitWrites == 1 && celsiusWrites == 0)
        row.fahrenheit = 32
        #expect(download.celsius == 0)
        #expect(fahrenheitWrites == 2 && celsiusWrites == 1)
        download.celsius = 10
        #expect(row.fahrenheit == 50)
        #expect(fahrenheitWrites == 3 && celsiusWrites == 2)
        binding.cancel()
        for token in tokens { token.cancel() }
    }

    @Test func builtInTransformsAndPlainTwoWayRules() {
        let thermostat = Thermostat()
        let panel = Panel()
        let binding = PanelBinding(thermostat: thermostat, panel: panel)
        #expect(panel.title == "Living Room" && panel.shout == "LIVING ROOM" && panel.whisper == "  living room  ")
        #expect(panel.hasTags == false && panel.hasNoNote == true && panel.disabled == false)
        #expect(abs(panel.kelvin - 294.15) < 1e-9 && panel.celsiusCopy == 21)
        #expect(panel.description == "  Living Room  : 21.0°C")
        #expect(panel.firstOnly == 42 && panel.secondOnly == false)
        #expect(panel.nestedOnly == "34" && panel.textOnly == "costs $0")
        panel.disabled = true
        #expect(thermostat.enabled == false && panel.description.hasSuffix("(off)"))
        #expect(panel.secondOnly == true)
        panel.kelvin = 273.15
        #expect(abs(thermostat.celsius) < 1e-9 && abs(panel.celsiusCopy) < 1e-9)
        #expect(abs(panel.firstOnly) < 1e-9)
        panel.celsiusCopy = 5
        #expect(thermostat.celsius == 5)
        // Bodies calling the transforms `value` and `value0`, named like the generated functions' parameters.
        #expect(panel.tenfold == 50 && panel.whenEnabled == 0)
        #expect(panel.madeName == "made")
        thermostat.enabled = true
        #expect(panel.whenEnabled == 5)
        thermostat.insertTags("x", at: 0)
        thermostat.note = "n"
        #expect(panel.hasTags == true && panel.hasNoNote == false)
        binding.cancel()
    }

    @Test func aTransformTakingAnEscapingClosureBindsClosureProperties() {
        let thermostat = Thermostat()
        let panel = Panel()
        let binding = PanelBinding(thermostat: thermostat, panel: panel)
        var resets: [String] = []
        thermostat.onReset = { resets.append("thermostat") }
        panel.resetAction()
        #expect(resets == ["thermostat"], "the forward half passes the thermostat's closure on")
        panel.resetAction = { resets.append("panel") }
        thermostat.onReset()
        #expect(resets == ["thermostat", "panel"], "the backward half passes the panel's closure back")
        binding.cancel()
    }

    @Test func aTransformOverASetOfMainActorModelsHashesThemOnTheMainActor() {
        let thermostat = Thermostat()
        let panel = Panel()
        let binding = PanelBinding(thermostat: thermostat, panel: panel)
        #expect(panel.featureLabels == "")
        thermostat.features = [Feature(label: "eco"), Feature(label: "away")]
        #expect(panel.featureLabels == "away, eco")
        binding.cancel()
    }

    @Test func aTransformOverAModelReadsItsMembersAndMakesOne() {
        let thermostat = Thermostat()
        let panel = Panel()
        let binding = PanelBinding(thermostat: thermostat, panel: panel)
        #expect(panel.sensorName == "no sensor")
        thermostat.sensor = Sensor(name: "hall")
        #expect(panel.sensorName == "hall", "the forward half reads the sensor's name")
        panel.sensorName = "attic"
        #expect(thermostat.sensor?.name == "attic", "the backward half makes a sensor of that name")
        binding.cancel()
    }

    @Test func actionsReceiveChangesOrAreCalledForAnyOfSeveralPaths() {
        let download = Download()
        let row = DownloadRow()
        var totals: [Change<Int64>] = []
        var sizes = 0
        let binding = makeBinding(download, row, totals: { totals.append($0) }, sizes: { sizes += 1 })
        #expect(totals.isEmpty && sizes == 1)
        download.totalBytes = 10
        download.writtenBytes = 3
        #expect(totals.map(\.new) == [10] && totals.first?.old == 0)
        #expect(sizes == 3)
        binding.cancel()
    }

    @Test func actionsWithInitialAcrossIsolationsAndOnlyWhenWhatTheyReadChanged() {
        let counter = Counter()
        let log = Log()
        var events: [String] = []
        let binding = CounterLog(
            counter: counter, log: log,
            valueChanged: { events.append("changed \($0.new)") },
            valueSeen: { events.append("seen \($0.new)") },
            anyChanged: { events.append("any") },
            started: { events.append("started") },
            resetRequested: { _ in events.append("reset") })
        #expect(events == ["seen 0", "started"])
        events = []
        counter.value = 2
        #expect(events.sorted() == ["any", "changed 2", "seen 2", "started"])
        // A batch that sets what the actions read away and back changes nothing they read: no call, on one path or
        // on several. One that changes a path is one call of each.
        events = []
        Bindery.batch {
            counter.value = 5
            counter.value = 2
        }
        #expect(events.isEmpty)
        Bindery.batch {
            counter.step = 4
            counter.value = 3
            counter.step = 1
        }
        #expect(events.sorted() == ["any", "changed 3", "seen 3", "started"])
        // A `Void` property signals each set: there is no value to compare, so every set is a change.
        events = []
        counter.reset = ()
        counter.reset = ()
        #expect(events == ["reset", "reset"])
        #expect(binding.isActive)
        binding.cancel()
    }

    @Test func actionsNamedLikeTheRulesFunctionsDoNotReplaceThem() {
        let counter = Counter()
        counter.value = 5
        counter.step = 3
        let other = Counter()
        var events: [String] = []
        let binding = StepFollowsValue(
            counter: counter, other: other,
            updateOtherStep: { events.append("value \($0.new)") },
            updateOtherValue: { events.append("step \($0.new)") })
        // Both rules applied at once, by the binding's own functions; neither handler ran.
        #expect(other.step == 5 && other.value == 3)
        #expect(events.isEmpty)
        counter.value = 7
        counter.step = 4
        #expect(other.step == 7 && other.value == 3)
        #expect(events == ["value 7", "step 4"])
        binding.cancel()
    }

    @Test func cancelStopsEveryRuleAndIsIdempotent() {
        let download = Download()
        let row = DownloadRow()
        let binding = makeBinding(download, row)
        #expect(binding.isActive)
        binding.cancel()
        binding.cancel()
        #expect(!binding.isActive)
        download.title = "after"
        row.fahrenheit = 0
        #expect(row.title == "UNTITLED" && download.celsius == 20)
    }

    @Test func aBindingEndsWhenItIsReleasedOrOneOfItsModelsGoesAway() {
        let download = Download()
        var row: DownloadRow? = DownloadRow()
        var binding: DownloadRowBinding? = makeBinding(download, row!)
        binding = nil
        download.title = "released"
        #expect(row?.title == "UNTITLED")
        let kept = makeBinding(download, row!)
        row = nil
        #expect(!kept.isActive)
        download.title = "no row"
        _ = binding
    }

    @Test func attachKeepsTheBindingAliveExactlyAsLongAsTheOwner() {
        let download = Download()
        var row: DownloadRow? = DownloadRow()
        weak var weakBinding: DownloadRowBinding?
        do {
            let binding = makeBinding(download, row!)
            binding.attach(to: row!)
            weakBinding = binding
        }
        #expect(weakBinding != nil)
        download.title = "attached"
        #expect(row?.title == "ATTACHED")
        row = nil
        #expect(weakBinding == nil)
    }

    @Test func aModelNothingObservesKeepsWhatIsAttachedToItAsLongAsItLives() {
        let download = Download()
        let row = DownloadRow()
        var owner: Download? = Download()
        weak var weakBinding: DownloadRowBinding?
        do {
            let binding = makeBinding(download, row)
            binding.attach(to: owner!)
            binding.attach(to: owner!)
            weakBinding = binding
        }
        #expect(owner?.bindingLifetime.count == 1)
        download.title = "kept"
        #expect(row.title == "KEPT")
        owner = nil
        #expect(weakBinding == nil)
        download.title = "released"
        #expect(row.title == "KEPT")
    }
}
