import Bindery
import Testing

/// Cancelling, releasing and adding observations from inside callbacks: SPEC says each is safe and takes effect
/// at once, in every callback, the `.initial` one included.
@Suite struct CancellationTests {
    @Test func aHandlerGivenItsTokenCanStopItselfInTheInitialCall() {
        let gauge = Gauge(value: 1)
        var calls: [Int] = []
        let token = gauge.observe(\.value, options: .initial) { change, token in
            calls.append(change.new)
            token.cancel()
        }
        gauge.value = 2
        #expect(calls == [1])
        #expect(!token.isActive)
    }

    @Test func aHandlerGivenItsTokenStopsWhenItSaysSo() {
        let gauge = Gauge()
        var calls: [Int] = []
        let token = gauge.observe(\.value) { change, token in
            calls.append(change.new)
            if change.new == 2 { token.cancel() }
        }
        for value in 1...4 { gauge.value = value }
        #expect(calls == [1, 2])
        _ = token
    }

    @Test func releasingATokenThatItsHandlerReceivesStopsTheObservation() {
        let gauge = Gauge()
        var calls = 0
        do {
            let token = gauge.observe(\.value) { _, _ in calls += 1 }
            gauge.value = 1
            _ = token
        }
        gauge.value = 2
        #expect(calls == 1)
    }

    @Test func cancellingAnotherObservationInsideAnInitialCallTakesEffectAtOnce() {
        let gauge = Gauge()
        var calls: [String] = []
        let earlier = gauge.observe(\.value) { _ in calls.append("earlier") }
        let later = gauge.observe(\.value, options: .initial) { _ in
            calls.append("later")
            earlier.cancel()
        }
        gauge.value = 1
        #expect(calls == ["later", "later"])
        _ = later
    }

    @Test func cancellingAnObserverOfAnotherPropertyWhileItIsDeliveringSkipsItAtOnce() {
        let gauge = Gauge()
        var calls: [String] = []
        var labelSecond: ObservationToken?
        // value's observer writes label, whose first observer cancels label's second: the nested delivery runs
        // inside value's, and the cancellation lands in a slot that is delivering.
        let labelFirst = gauge.observe(\.label) { _ in
            calls.append("label first")
            labelSecond?.cancel()
        }
        labelSecond = gauge.observe(\.label) { _ in calls.append("label second") }
        let valueObserver = gauge.observe(\.value) { [unowned gauge] change in
            calls.append("value")
            gauge.label = "\(change.new)"
        }
        gauge.value = 1
        gauge.label = "again"
        #expect(calls == ["value", "label first", "label first"])
        _ = (labelFirst, valueObserver)
    }

    @Test func everyObserverCancellingItselfMidDeliveryLeavesTheModelFreeToObserveAgain() {
        let gauge = Gauge()
        var calls: [String] = []
        var tokens: [ObservationToken] = []
        for name in ["a", "b", "c"] {
            tokens.append(
                gauge.observe(\.value) { _, token in
                    calls.append(name)
                    token.cancel()
                })
        }
        gauge.value = 1
        gauge.value = 2
        let again = gauge.observe(\.value) { calls.append("again \($0.new)") }
        gauge.value = 3
        #expect(calls == ["a", "b", "c", "again 3"])
        _ = (tokens, again)
    }

    @Test func anObserverCancelledAndAnotherAddedInOneCallbackKeepTheirOrder() {
        let gauge = Gauge()
        var calls: [String] = []
        var second: ObservationToken?
        var third: ObservationToken?
        let first = gauge.observe(\.value) { change in
            calls.append("first \(change.new)")
            guard third == nil else { return }
            second?.cancel()
            third = gauge.observe(\.value) { calls.append("third \($0.new)") }
        }
        second = gauge.observe(\.value) { calls.append("second \($0.new)") }
        gauge.value = 1
        gauge.value = 2
        #expect(calls == ["first 1", "first 2", "third 2"])
        _ = first
    }

    @Test func aPriorCallbackCanCancelItsObservationBeforeTheChangeIsDelivered() {
        let gauge = Gauge()
        var calls: [String] = []
        let token = gauge.observe(\.value, options: .prior) { change, token in
            calls.append(change.isPrior ? "prior" : "after")
            if change.isPrior { token.cancel() }
        }
        let other = gauge.observe(\.value) { calls.append("other \($0.new)") }
        gauge.value = 1
        gauge.value = 2
        #expect(calls == ["prior", "other 1", "other 2"])
        _ = (token, other)
    }

    @Test func anObservationOfSomethingThatIsNotAPropertyOnlyMakesItsInitialCall() {
        let gauge = Gauge(value: 3)
        var calls: [Int] = []
        let token = gauge.observe(\.value.bitWidth, options: .initial) { change, _ in calls.append(change.new) }
        gauge.value = 4
        #expect(calls == [Int.bitWidth])
        token.cancel()
        #expect(!token.isActive)
    }
}
