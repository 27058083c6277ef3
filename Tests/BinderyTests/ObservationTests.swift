import Bindery
import Testing

@Suite struct ObservationTests {
    @Test func observersRunInTheOrderAddedWithOldAndNewValues() {
        let gauge = Gauge()
        var calls: [String] = []
        let first = gauge.observe(\.value) { calls.append("first \($0.old!)→\($0.new)") }
        let second = gauge.observe(\.value) { calls.append("second \($0.old!)→\($0.new)") }
        gauge.value = 3
        #expect(calls == ["first 0→3", "second 0→3"])
        _ = (first, second)
    }

    @Test func assigningAnEqualValueNotifiesNobodyEvenAHundredTimes() {
        let gauge = Gauge(value: 5)
        var count = 0
        let token = gauge.observe(\.value) { _ in count += 1 }
        for _ in 0..<100 { gauge.value = 5 }
        #expect(count == 0)
        gauge.value = 6
        #expect(count == 1)
        _ = token
    }

    @Test func initialCallHasNoOldValueAndPriorCallsComeBeforeTheChange() {
        let gauge = Gauge(value: 1)
        var seen: [(old: Int?, new: Int, prior: Bool, stored: Int)] = []
        let token = gauge.observe(\.value, options: [.initial, .prior]) { [unowned gauge] change in
            seen.append((change.old, change.new, change.isPrior, gauge.value))
        }
        gauge.value = 2
        #expect(seen.count == 3)
        #expect(seen[0].old == nil && seen[0].new == 1 && !seen[0].prior)
        #expect(seen[1].prior && seen[1].old == 1 && seen[1].stored == 1)
        #expect(!seen[2].prior && seen[2].old == 1 && seen[2].new == 2 && seen[2].stored == 2)
        _ = token
    }

    @Test func cancelIsIdempotentAndReleasingTheTokenStopsTheObservation() {
        let gauge = Gauge()
        var count = 0
        let token = gauge.observe(\.value) { _ in count += 1 }
        gauge.value = 1
        token.cancel()
        token.cancel()
        gauge.value = 2
        #expect(count == 1)
        #expect(!token.isActive)
        do {
            let released = gauge.observe(\.value) { _ in count += 1 }
            _ = released
        }
        gauge.value = 3
        #expect(count == 1)
    }

    @Test func cancellingInsideACallbackTakesEffectAtOnceForLaterObservers() {
        let gauge = Gauge()
        var calls: [String] = []
        var second: ObservationToken?
        let first = gauge.observe(\.value) { _ in
            calls.append("first")
            second?.cancel()
        }
        second = gauge.observe(\.value) { _ in calls.append("second") }
        gauge.value = 1
        gauge.value = 2
        #expect(calls == ["first", "first"])
        _ = first
    }

    @Test func anObserverAddedInsideACallbackWaitsForTheNextChange() {
        let gauge = Gauge()
        var calls: [Int] = []
        var added: [ObservationToken] = []
        let token = gauge.observe(\.value) { change in
            calls.append(change.new)
            if added.isEmpty { added.append(gauge.observe(\.value) { calls.append(-$0.new) }) }
        }
        gauge.value = 1
        gauge.value = 2
        #expect(calls == [1, 2, -2])
        _ = token
    }

    @Test func aWriteMadeByAnObserverIsDeliveredAgainToEveryObserver() {
        let gauge = Gauge()
        var first: [Change<Int>] = []
        var second: [Change<Int>] = []
        // A clamp in an observer is ordinary code: the value it writes reaches every observer once the round ends.
        let clamp = gauge.observe(\.value) { [unowned gauge] change in
            first.append(change)
            if change.new < 3 { gauge.value = change.new + 1 }
        }
        let watcher = gauge.observe(\.value) { second.append($0) }
        gauge.value = 1
        #expect(gauge.value == 3)
        let expected = [Change(old: 0, new: 1), Change(old: 1, new: 2), Change(old: 2, new: 3)]
        #expect(first == expected)
        #expect(second == expected)
        _ = (clamp, watcher)
    }

    @Test func aModelReleasedDuringItsOwnNotificationIsSafe() {
        var gauge: Gauge? = Gauge()
        weak let weakGauge = gauge
        var calls = 0
        let token = gauge!.observe(\.value) { _ in
            calls += 1
            gauge = nil
        }
        gauge!.value = 1
        #expect(calls == 1)
        #expect(weakGauge == nil)
        token.cancel()
    }

    @Test func computedPropertiesNotifyThroughTheirDependencies() {
        let gauge = Gauge(value: 1)
        var changes: [Change<Int>] = []
        let token = gauge.observe(\.doubled) { changes.append($0) }
        gauge.value = 4
        #expect(changes.map(\.new) == [8])
        #expect(changes.first?.old == 2)
        _ = token
    }

    /// A clamp writes the property while its observers are being told of a change: that change too gets its prior
    /// call, at once, before the store, as every change outside a batch does; so an observer not yet told of the first
    /// change hears of its value in the second's prior call, and of both changes after.
    @Test func aWriteMadeWhileThePropertysObserversAreToldOfAChangeGetsItsPriorCallAtOnce() {
        let gauge = Gauge()
        let clamp = gauge.observe(\.value) { [unowned gauge] change in if change.new > 2 { gauge.value = 2 } }
        var heard: [String] = []
        let prior = gauge.observe(\.value, options: .prior) { change in
            heard.append(change.isPrior ? "prior \(change.new)" : "\(change.old ?? -1) → \(change.new)")
        }
        gauge.value = 4
        #expect(heard == ["prior 0", "prior 4", "0 → 4", "4 → 2"])
        #expect(gauge.value == 2)
        _ = (clamp, prior)
    }

    /// A prior call comes before the store, at once, so prior observers that write each other's property call each
    /// other down the stack: past a hundred prior calls of one property inside one another, the next is skipped (with
    /// a warning), and the writes are stored and delivered as usual, the outermost last. Without the limit the stack
    /// overflowed.
    @Test func priorObserversThatWriteEachOthersPropertyStopAfterAHundredNestedCalls() {
        let first = Gauge()
        let second = Gauge()
        var priorCalls = 0
        let firstPrior = first.observe(\.value, options: .prior) { [unowned second] change in
            guard change.isPrior else { return }
            priorCalls += 1
            second.value += 1
        }
        let secondPrior = second.observe(\.value, options: .prior) { [unowned first] change in
            guard change.isPrior else { return }
            priorCalls += 1
            first.value += 1
        }
        first.value = 1000
        #expect(priorCalls == 200)
        #expect(first.value == 1000 && second.value == 1)
        _ = (firstPrior, secondPrior)
    }

    @Test func aSetAfterAPriorObserverWroteThePropertyStartsFromWhatThatObserverStored() {
        let gauge = Gauge()
        var heard: [String] = []
        // A prior observer that, before the first change, sets the value itself (once).
        var armed = true
        let floor = gauge.observe(\.value, options: .prior) { [unowned gauge] change in
            guard change.isPrior, armed else { return }
            armed = false
            gauge.value = 1
        }
        let observer = gauge.observe(\.value) { heard.append("\($0.old ?? -1) → \($0.new)") }
        gauge.value = 1000
        #expect(gauge.value == 1000)
        #expect(heard == ["0 → 1", "1 → 1000"], "each change starts where the one before it ended")
        _ = (floor, observer)
    }

    @Test func anEditAfterAPriorObserverWroteTheArrayIsASettingFromWhatThatObserverStored() {
        let project = Project()
        let first = Chore(title: "first")
        let second = Chore(title: "second")
        var heard: [String] = []
        var armed = true
        let seed = project.observe(\.chores, options: .prior) { [unowned project] change in
            guard change.isPrior, armed else { return }
            armed = false
            project.appendChores(first)
        }
        let observer = project.observe(\.chores) { change in
            let titles = { (chores: [Chore]?) in chores.map { $0.map(\.title).joined(separator: ",") } ?? "nil" }
            let kind =
                if case .insertion(let indexes) = change.kind { "insertion \(Array(indexes))" } else {
                    "\(change.kind)"
                }
            heard.append("\(titles(change.old)) → \(titles(change.new)) \(kind)")
        }
        project.appendChores(second)
        #expect(project.chores.map(\.title) == ["first", "second"])
        // The second edit's index (0) described the empty array; told as one, it would misplace `second`.
        #expect(heard == [" → first insertion [0]", "first → first,second setting"])
        _ = (seed, observer)
    }

    @Test func aComputedPropertysPriorObserverIsToldOnlyAfterItsChange() {
        let gauge = Gauge()
        var heard: [String] = []
        let token = gauge.observe(\.doubled, options: .prior) { heard.append("\($0.isPrior) \($0.new)") }
        gauge.value = 1
        #expect(heard == ["false 2"], "its change is known only once it is recomputed")
        token.cancel()
    }

    @Test func anObserverAddedWhileAChangeOfItsPropertyWaitsHearsItFromTheValueItSaw() {
        let source = Gauge()
        let target = Gauge()
        var heard: [String] = []
        let watcher = target.observe(\.value) { heard.append("watcher \($0.old!) → \($0.new)") }
        var added: ObservationToken?
        // The copy to the target waits for the source's observers to return; the observer added meanwhile has seen
        // the copied value already, in its initial call.
        let copy = source.observe(\.value) { change in
            target.value = change.new
            if added == nil {
                added = target.observe(\.value, options: .initial) { change in
                    heard.append(logged("added", change))
                }
            }
        }
        source.value = 5
        #expect(heard == ["added sees 5", "watcher 0 → 5"])
        source.value = 6
        #expect(heard == ["added sees 5", "watcher 0 → 5", "watcher 5 → 6", "added 5 → 6"])
        for token in [watcher, copy, added] { token?.cancel() }
    }
}
