@_spi(BinderyGenerated) import Bindery
import Testing

@Suite struct LifetimeTests {
    final class Recorder: GaugeObserver {
        var values: [Int] = []
        func gauge(_ gauge: Gauge, didChangeValue change: Change<Int>) { values.append(change.new) }
    }

    @Test func observersAddedWithAddObserverAreHeldWeaklyAndForgotten() {
        let gauge = Gauge()
        var recorder: Recorder? = Recorder()
        weak let weakRecorder = recorder
        gauge.addObserver(recorder!)
        gauge.value = 1
        #expect(recorder?.values == [1])
        recorder = nil
        #expect(weakRecorder == nil)
        gauge.value = 2  // nobody to call, and no crash
    }

    /// An object added with `addObserver(_:)` that went away is forgotten by each property when the property next
    /// changes, or when another object is added: a model that many short-lived objects observe in turn (cells, one
    /// after another) keeps only the live ones, also for properties that never change.
    @Test func observerObjectsThatWentAwayAreForgottenWhenAnotherIsAdded() {
        let gauge = Gauge()
        for _ in 0..<100 { gauge.addObserver(Recorder()) }
        let recorder = Recorder()
        gauge.addObserver(recorder)
        let observedOnce = Gauge()
        observedOnce.addObserver(recorder)
        #expect(gauge.registrationCount == observedOnce.registrationCount)
        gauge.value = 1
        #expect(recorder.values == [1])
    }

    @Test func observationsKeepNeitherTheModelNorTheHandlersCapturesAlive() {
        weak var weakGauge: Gauge?
        var token: ObservationToken?
        do {
            let gauge = Gauge()
            weakGauge = gauge
            token = gauge.observe(\.value) { _ in }
        }
        #expect(weakGauge == nil)
        token?.cancel()  // after the model is gone: a no-op
    }

    @Test func aTwoWayRulesPartsAreFreedWithItsBinding() {
        // The parts a generated two-way rule is made of: its core and an echo per direction, each echo keeping the
        // observer it mutes, which knows the echo too.
        final class Binding {}
        weak var weakEcho: Echo<Int>?
        weak var weakBack: Echo<Int>?
        let left = Gauge()
        let right = Gauge()
        do {
            let binding = Binding()
            let core = BindingCore()
            let echo = Echo<Int>()
            let back = Echo<Int>()
            weakEcho = echo
            weakBack = back
            let rule = RuleInfo("left.value <-> right.value", at: "Test.bind:1:1")
            core.observe(right, \.value, rule: rule, calling: binding, mutedBy: back) { _, _ in }
            core.observe(left, \.value, rule: rule, calling: binding, mutedBy: echo) { _, _ in }
            left.value = 1
        }
        #expect(weakEcho == nil && weakBack == nil)
    }

    @Test func aBindingLifetimeKeepsWhatIsAttachedExactlyAsLongAsItsOwner() {
        final class Attached {}
        weak var weakAttached: Attached?
        var owner: Gauge? = Gauge()
        do {
            let attached = Attached()
            weakAttached = attached
            owner!.bindingLifetime.keep(attached)
            owner!.bindingLifetime.keep(attached)
        }
        #expect(owner?.bindingLifetime.count == 1)
        #expect(weakAttached != nil)
        owner = nil
        #expect(weakAttached == nil)
    }

    @Test func removingAllOfAnOwnersBindingsEndsThemAndKeepsTheNextOnes() {
        // A cell reused for another row: the bindings of the row before end, and those of the new row apply.
        final class Cell: BindingOwner {
            let bindingLifetime = BindingLifetime()
        }
        let cell = Cell()
        let shown = Gauge()
        let first = Gauge()
        let second = Gauge()
        weak var weakFirstFollow: Follow?
        do {
            let follow = Follow(source: first, target: shown)
            weakFirstFollow = follow
            follow.attach(to: cell)
        }
        first.value = 1
        #expect(shown.value == 1 && cell.bindingLifetime.count == 1)
        cell.bindingLifetime.removeAll()
        #expect(weakFirstFollow == nil && cell.bindingLifetime.count == 0)
        first.value = 2
        #expect(shown.value == 1, "the binding of the row before has ended")
        Follow(source: second, target: shown).attach(to: cell)
        second.value = 5
        #expect(shown.value == 5 && cell.bindingLifetime.count == 1)
    }

    @Test func aBindingAttachedToTwoOwnersLivesAsLongAsTheLastOfThem() {
        final class Owner: BindingOwner {
            let bindingLifetime = BindingLifetime()
        }
        let source = Gauge()
        let target = Gauge()
        var first: Owner? = Owner()
        var second: Owner? = Owner()
        weak var weakFollow: Follow?
        do {
            let follow = Follow(source: source, target: target)
            weakFollow = follow
            follow.attach(to: first!)
            follow.attach(to: second!)
        }
        first = nil
        source.value = 3
        #expect(target.value == 3 && weakFollow != nil)
        second = nil
        #expect(weakFollow == nil)
        source.value = 4
        #expect(target.value == 3)
    }

    @Test func builtInTransforms() {
        typealias Builtin = BinderyTransforms.Builtin
        #expect(Builtin.not(true) == false)
        #expect(Builtin.string(42) == "42")
        #expect(Builtin.isNil(Int?.none) && !Builtin.isNil(Optional(1)))
        #expect(Builtin.isEmpty("") && !Builtin.isEmpty([1]))
        #expect(Builtin.trimmed("  a b \n") == "a b")
        #expect(Builtin.trimmed("   ") == "")
        #expect(Builtin.lowercased("AbC") == "abc" && Builtin.uppercased("AbC") == "ABC")
    }
}
