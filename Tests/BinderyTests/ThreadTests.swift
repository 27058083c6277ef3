import Bindery
import Dispatch
import Foundation
import Testing

/// Models that are `nonisolated` live on whichever thread uses them; a batch belongs to the thread that opened it.
/// Run under `swift test --sanitize=thread` these also check that the runtime shares no unguarded state.
@Suite struct ThreadTests {
    @Test func aBatchOpenOnOneThreadDoesNotHoldBackAnotherThreadsChanges() {
        let heldHere = Gauge()
        var calls: [Int] = []
        let token = heldHere.observe(\.value) { calls.append($0.new) }
        let elsewhere = Bindery.batch {
            heldHere.value = 1
            // While this thread's batch is open, a model on another thread notifies at once.
            let seen = Self.onAnotherThread {
                let gauge = Gauge()
                var seen: [Int] = []
                let token = gauge.observe(\.value) { seen.append($0.new) }
                gauge.value = 7
                token.cancel()
                return seen
            }
            #expect(calls.isEmpty)
            return seen
        }
        #expect(elsewhere == [7])
        #expect(calls == [1])
        token.cancel()
    }

    @Test func modelsGoingAwayWhileTheirSetsWaitInBatchesOnSeveralThreadsAreSkipped() {
        // A queued slot whose model goes away is replaced by one stand-in that every thread's queue shares.
        let results = Self.onThreads(4) { thread in
            let kept = Gauge()
            var calls: [Int] = []
            let token = kept.observe(\.value) { calls.append($0.new) }
            for round in 1...200 {
                var gone: Gauge? = Gauge()
                let goneToken = gone?.observe(\.value) { _ in calls.append(-1) }
                Bindery.batch {
                    gone?.value = round
                    gone = nil
                    kept.value = round * 10 + thread
                }
                goneToken?.cancel()
            }
            token.cancel()
            return calls
        }
        for (thread, calls) in results.enumerated() {
            #expect(calls == (1...200).map { $0 * 10 + thread })
        }
    }

    @Test func modelsOnSeveralThreadsBatchAndNotifyIndependently() {
        let results = Self.onThreads(4) { thread in
            let gauge = Gauge()
            var changes: [Change<Int>] = []
            let token = gauge.observe(\.value) { changes.append($0) }
            for round in 1...200 {
                gauge.batch { gauge in
                    gauge.value = round * 10 + thread
                    gauge.value = round * 100 + thread
                }
            }
            token.cancel()
            return changes.count == 200 && changes.last?.new == 200 * 100 + thread
                && changes.last?.old == 199 * 100 + thread
        }
        #expect(results == [true, true, true, true])
    }

    /// A property that takes 60 rounds to settle settles on every thread: each thread counts the rounds of its own
    /// propagations, so a model sent to another thread starts its count afresh there (the first propagation of every
    /// thread was once the same propagation for the rounds count, and the second thread stopped the walk at 40).
    @Test func aModelSentToAnotherThreadCountsItsRoundsAfreshThere() {
        let sent = Sent(Gauge())
        let climbed =
            Self.onThreads(1) { _ in Self.climb(sent.gauge, to: 60) }
            + Self.onThreads(1) { _ in
                sent.gauge.value = 0
                return Self.climb(sent.gauge, to: 60)
            }
        #expect(climbed == [60, 60])
    }

    /// Sets `gauge.value` to 1 with an observer that raises it by one until `limit`: one propagation of `limit` rounds.
    private static func climb(_ gauge: Gauge, to limit: Int) -> Int {
        let token = gauge.observe(\.value) { change in
            if change.new < limit { gauge.value = change.new + 1 }
        }
        gauge.value = 1
        token.cancel()
        return gauge.value
    }

    @Test func bindingLifetimesMayBeSharedAcrossThreads() {
        final class Attached: @unchecked Sendable {}
        let lifetime = BindingLifetime()
        let kept = Self.onThreads(4) { _ in
            for _ in 0..<100 { lifetime.keep(Attached()) }
            return lifetime.count > 0
        }
        #expect(kept == [true, true, true, true])
        #expect(lifetime.count == 400)
    }

    /// Runs `body` on a thread of its own and waits for its result.
    private static func onAnotherThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        onThreads(1) { _ in body() }[0]
    }

    /// Runs `body` on `count` threads at once, each given its number, and returns their results in that order.
    private static func onThreads<Result: Sendable>(
        _ count: Int, _ body: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        let results = Results<Result>(count: count)
        let done = DispatchGroup()
        for number in 0..<count {
            done.enter()
            Thread.detachNewThread {
                results[number] = body(number)
                done.leave()
            }
        }
        done.wait()
        return results.values
    }
}

/// Results written by several threads, one slot each.
private final class Results<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
}

/// A model handed from one thread to the next, which uses it only after the first is done with it.
private final class Sent: @unchecked Sendable {
    let gauge: Gauge

    init(_ gauge: Gauge) {
        self.gauge = gauge
    }
}
