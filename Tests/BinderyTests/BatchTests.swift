import Bindery
import Testing

@Suite struct BatchTests {
    @Test func aBatchCallsEachObserverOnceWithTheFirstOldAndTheLastNewValue() {
        let gauge = Gauge(value: 1)
        var changes: [Change<Int>] = []
        let token = gauge.observe(\.value) { changes.append($0) }
        gauge.batch { gauge in
            gauge.value = 2
            gauge.value = 3
            #expect(changes.isEmpty)
        }
        #expect(changes.count == 1)
        #expect(changes.first?.old == 1 && changes.first?.new == 3)
        _ = token
    }

    @Test func aBatchThatEndsWhereItStartedNotifiesNobody() {
        let gauge = Gauge(value: 1)
        var count = 0
        let token = gauge.observe(\.value) { _ in count += 1 }
        Bindery.batch {
            gauge.value = 2
            gauge.value = 1
        }
        #expect(count == 0)
        _ = token
    }

    @Test func nestedBatchesAcrossModelsDeliverAtTheOutermostEndInOrder() {
        let a = Gauge()
        let b = Gauge()
        var calls: [String] = []
        let tokens = [
            a.observe(\.value) { calls.append("a \($0.new)") },
            b.observe(\.label) { calls.append("b \($0.new)") },
        ]
        Bindery.batch {
            a.value = 1
            Bindery.batch {
                b.label = "x"
                a.value = 2
            }
            #expect(calls.isEmpty)
        }
        #expect(calls == ["a 2", "b x"])
        _ = tokens
    }

    @Test func computedPropertiesAreReadOnceAtTheEndSoNobodySeesAHalfUpdatedState() {
        let gauge = Gauge(value: 1)
        var seen: [Int] = []
        let token = gauge.observe(\.doubled) { seen.append($0.new) }
        gauge.batch { gauge in
            gauge.value = 2
            gauge.value = 5
        }
        #expect(seen == [10])
        _ = token
    }

    // A batch delivers a setting that one observer hears by calling it directly, with no walk: what a walk allows
    // (cancelling, setting again, the model going away) must still work from inside that call.

    @Test func anOnlyObserverThatCancelsItselfInABatchsDeliveryIsNotCalledAgain() {
        let gauge = Gauge()
        var calls: [String] = []
        let token = gauge.observe(\.value) { change, token in
            calls.append("first \(change.new)")
            token.cancel()
        }
        Bindery.batch { gauge.value = 1 }
        Bindery.batch { gauge.value = 2 }
        let again = gauge.observe(\.value) { calls.append("again \($0.new)") }
        Bindery.batch { gauge.value = 3 }
        #expect(calls == ["first 1", "again 3"])
        _ = (token, again)
    }

    @Test func aSetMadeByAnOnlyObserverInABatchsDeliveryIsDeliveredAfterIt() {
        let gauge = Gauge()
        var calls: [Int] = []
        let token = gauge.observe(\.value) { [unowned gauge] change in
            calls.append(change.new)
            if change.new < 3 { gauge.value = change.new + 1 }
        }
        Bindery.batch { gauge.value = 1 }
        #expect(calls == [1, 2, 3])
        _ = token
    }

    @Test func aModelThatGoesAwayInItsOnlyObserverDuringABatchsDeliveryEndsThere() {
        var gauge: Gauge? = Gauge()
        weak let released = gauge
        var calls = 0
        let token = gauge?.observe(\.value) { _ in
            calls += 1
            gauge = nil
        }
        Bindery.batch { gauge?.value = 1 }
        #expect(calls == 1)
        #expect(released == nil)
        _ = token
    }

    // A batch's delivery of a setting calls the property's one observer directly when it is the property's first
    // delivery in the propagation; everything else (several observers, a property delivered again, a change back
    // where it started) takes the way out of line, and the queue is emptied only when the loop finds nothing left.

    @Test func aPropertyWithTwoObserversHearsOnceEachWithTheFirstOldAndTheLastNewValue() {
        let gauge = Gauge(value: 1)
        var calls: [String] = []
        let tokens = [
            gauge.observe(\.value) { calls.append("first \($0.old ?? -1) \($0.new)") },
            gauge.observe(\.value) { calls.append("second \($0.old ?? -1) \($0.new)") },
        ]
        Bindery.batch {
            gauge.value = 2
            gauge.value = 3
        }
        #expect(calls == ["first 1 3", "second 1 3"])
        _ = tokens
    }

    @Test func aPropertySetAwayAndBackAndAwayAgainInABatchIsDeliveredOnce() {
        let gauge = Gauge(value: 1)
        var changes: [String] = []
        let token = gauge.observe(\.value) { changes.append("\($0.old ?? -1) \($0.new)") }
        Bindery.batch {
            gauge.value = 2
            gauge.value = 1
            gauge.value = 4
        }
        #expect(changes == ["1 4"])
        _ = token
    }

    @Test func aModelThatGoesAwayWhileItsSetWaitsInABatchIsSkippedAndTheRestDelivered() {
        var gone: Gauge? = Gauge()
        let kept = Gauge()
        var calls: [String] = []
        let tokens = [
            gone?.observe(\.value) { calls.append("gone \($0.new)") },
            kept.observe(\.value) { calls.append("kept \($0.new)") },
            kept.observe(\.label) { calls.append("label \($0.new)") },
        ]
        Bindery.batch {
            gone?.value = 1
            kept.value = 2
            gone = nil
            kept.label = "x"
        }
        #expect(calls == ["kept 2", "label x"])
        _ = tokens
    }

    @Test func aChainLongerThanTheQueuesFirstRoomIsDeliveredInOrder() {
        let gauges = (0..<40).map { _ in Gauge() }
        var calls: [Int] = []
        var tokens: [ObservationToken] = []
        for (index, gauge) in gauges.enumerated() {
            tokens.append(
                gauge.observe(\.value) { change in
                    calls.append(index)
                    if index + 1 < gauges.count { gauges[index + 1].value = change.new }
                })
        }
        Bindery.batch {
            gauges[0].value = 1
            gauges[20].label = "x"
        }
        #expect(calls == Array(0..<40))
        Bindery.batch { for gauge in gauges.prefix(20) { gauge.value = 2 } }
        #expect(calls.count == 40 + 20 + 20)
        #expect(gauges.allSatisfy { $0.value == 2 })
        _ = tokens
    }

    @Test func aBatchReturnsItsBodysResultAndRethrows() throws {
        struct Failure: Error {}
        #expect(Bindery.batch { 42 } == 42)
        #expect(throws: Failure.self) { try Bindery.batch { throw Failure() } }
    }

    @Test func aBatchWhoseBodyThrowsStillDeliversWhatItSetBeforeTheError() {
        struct Failure: Error {}
        let gauge = Gauge()
        var heard: [Int] = []
        let token = gauge.observe(\.value) { heard.append($0.new) }
        #expect(throws: Failure.self) {
            try Bindery.batch {
                gauge.value = 3
                throw Failure()
            }
        }
        #expect(heard == [3], "nothing is rolled back: the set is kept and delivered")
        gauge.value = 4
        #expect(heard == [3, 4], "the batch is closed")
        token.cancel()
    }

    @Test func anObserverAddedWhileAChangeWaitsInABatchHearsItFromTheValueItSaw() {
        let gauge = Gauge()
        var heard: [String] = []
        let watcher = gauge.observe(\.value) { heard.append("watcher \($0.old!) → \($0.new)") }
        var added: ObservationToken?
        Bindery.batch {
            gauge.value = 1
            added = gauge.observe(\.value, options: .initial) { change in
                heard.append(logged("added", change))
            }
            gauge.value = 2
        }
        #expect(heard == ["added sees 1", "watcher 0 → 2", "added 1 → 2"])
        heard = []
        var late: ObservationToken?
        Bindery.batch {
            gauge.value = 5
            late = gauge.observe(\.value) { heard.append("late \($0.old!) → \($0.new)") }
            gauge.value = 2
        }
        #expect(heard == ["late 5 → 2"], "back where the others saw it, but not where the late one did")
        heard = []
        Bindery.batch { gauge.value = 6 }
        #expect(heard == ["watcher 2 → 6", "added 2 → 6", "late 2 → 6"], "all hear the next change alike")
        for token in [watcher, added, late] { token?.cancel() }
    }
}
