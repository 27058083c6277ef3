import Bindery
import Foundation
import Testing

/// `Bindery.trace` receives every event of the runtime. It is one global, so every test that sets it is in this
/// suite, one at a time, and keeps only the events of its own thread (other suites run meanwhile).
@Suite(.serialized) struct TraceTests {
    @Test func everySetIsTracedWithItsModelPropertyAndValuesObservedOrNot() {
        let observed = Gauge()
        let token = observed.observe(\.value) { _ in }
        let events = TraceRecorder.record {
            observed.value = 1
            let unobserved = Gauge()
            unobserved.label = "x"
            unobserved.label = "x"  // equal: no change, no event
        }
        #expect(events.map(\.description) == ["set Gauge.value: 0 → 1", #"set Gauge.label: "" → "x""#])
        #expect(events.first?.kind == .set && events.first?.model == "Gauge" && events.first?.property == "value")
        token.cancel()
    }

    @Test func rulesActionsBatchesAndComputedChangesAreTracedWithTheRulesTextAndLocation() {
        let triple = Triple()
        let total = Gauge()
        let binding = FanIn(triple: triple, total: total) {}
        let sum = triple.observe(\.sum) { _ in }
        let events = TraceRecorder.record {
            triple.batch { triple in
                triple.a = 1
                triple.c = 2
            }
        }
        #expect(
            events.map(\.description) == [
                "batch began",
                "set Triple.a: 0 → 1",
                "set Triple.c: 0 → 2",
                "set Triple.sum: 0 → 3",
                "rule total.value <- (triple.a, triple.b) | add (Tracking.bind:58:5)",
                "set Gauge.value: 0 → 1",
                "action on triple.a, triple.c -> changed (Tracking.bind:59:5)",
                "batch delivered",
            ])
        let rule = events.first { $0.kind == .rule }
        #expect(rule?.rule == "total.value <- (triple.a, triple.b) | add" && rule?.location == "Tracking.bind:58:5")
        _ = (binding, sum)
    }

    @Test func aComputedPropertyWithFixedReadsIsTracedWhenItsValueChangesAloneOrInABatch() {
        let choice = Choice(a: 1, b: 2)
        let token = choice.observe(\.sum) { _ in }
        let events = TraceRecorder.record {
            choice.a = 10
            Bindery.batch {
                choice.a = 20
                choice.b = 30
            }
            choice.b = 30  // equal: no event
        }
        #expect(
            events.map(\.description) == [
                "set Choice.a: 1 → 10",
                "set Choice.sum: 3 → 12",
                "batch began",
                "set Choice.a: 10 → 20",
                "set Choice.b: 2 → 30",
                "set Choice.sum: 12 → 50",
                "batch delivered",
            ])
        token.cancel()
    }

    @Test func aCycleAcrossBindingsIsStoppedOnceAndTheEventNamesTheRuleAndWhereItIs() {
        let a = Gauge()
        let b = Gauge()
        var bindings: (Increment, Follow)?
        let events = TraceRecorder.record {
            bindings = (Increment(source: a, target: b), Follow(source: b, target: a))
        }
        let stopped = events.filter { $0.kind == .stopped }
        #expect(stopped.count == 1)
        #expect(stopped.first?.property == "Gauge.value")
        #expect(stopped.first?.rule == "target.value <- source.value")
        #expect(stopped.first?.location == "Tracking.bind:50:5")
        #expect(
            stopped.first?.description
                == "stopped `target.value <- source.value` (Tracking.bind:50:5): it did not settle after 100 rounds")
        _ = bindings
    }

    @Test func anObserverThatNeverSettlesIsStoppedAfterAHundredRounds() {
        let gauge = Gauge()
        var calls = 0
        // Each change writes a different value back: it would never end.
        let token = gauge.observe(\.value) { [unowned gauge] change in
            calls += 1
            gauge.value = change.new + 1
        }
        let events = TraceRecorder.record { gauge.value = 1 }
        #expect(calls == 101)
        #expect(gauge.value == 102)
        let stopped = events.filter { $0.kind == .stopped }
        #expect(stopped.count == 1)
        #expect(stopped.first?.property == "Gauge.value" && stopped.first?.rule == nil)
        token.cancel()
    }
}

extension TraceTests {
    /// Here, not with the other computed properties' tests: it records trace events, which this suite's tests,
    /// run one at a time, turn on and off.
    @Test func aComputedPropertysObserverThatNeverSettlesIsStoppedAfterAHundredRounds() {
        let choice = Choice(a: 1, b: 2)
        var calls = 0
        let token = choice.observe(\.sum) { [unowned choice] change in
            calls += 1
            choice.a = change.new
        }
        let events = TraceRecorder.record { choice.a = 5 }
        #expect(calls == 100)
        let stopped = events.filter { $0.kind == .stopped }
        #expect(stopped.count == 1)
        #expect(stopped.first?.property == "Choice.sum")
        // Stopped, not broken: the next set runs it again.
        let before = calls
        token.cancel()
        let again = choice.observe(\.sum) { _ in calls += 1 }
        choice.b = 0
        #expect(calls == before + 1)
        again.cancel()
    }
}

extension TraceTests {
    /// A batch an observer opens joins the propagation under way, which delivers its changes with the rest: it is
    /// no batch of its own in the trace, so every batch traced as begun is traced as delivered.
    @Test func aBatchOpenedByAnObserverIsTracedAsNoBatchOfItsOwn() {
        let a = Gauge()
        let b = Gauge()
        let copy = a.observe(\.value) { [unowned b] change in Bindery.batch { b.value = change.new } }
        let heard = b.observe(\.value) { _ in }
        let events = TraceRecorder.record {
            a.value = 1
            Bindery.batch { a.value = 2 }
        }
        #expect(
            events.map(\.description) == [
                "set Gauge.value: 0 → 1",
                "set Gauge.value: 0 → 1",
                "batch began",
                "set Gauge.value: 1 → 2",
                "set Gauge.value: 1 → 2",
                "batch delivered",
            ])
        _ = (copy, heard)
    }
}

extension TraceTests {
    /// An action on several paths that is not `initial` calls nothing when the binding starts, so nothing is traced
    /// for it then; it is traced when a change calls its handler.
    /// A batch that began while nothing traced is not reported as delivered when tracing starts inside it, whether
    /// the batch has changes to deliver or not: every `.batchDelivered` follows its `.batchBegan`.
    @Test func aBatchThatBeganBeforeTracingStartedIsNotReportedAsDelivered() {
        let observed = Gauge()
        let token = observed.observe(\.value) { _ in }
        let log = EventLog()
        let thread = pthread_self()
        Bindery.batch {
            observed.value = 1
            Bindery.trace = { event in
                if pthread_equal(pthread_self(), thread) != 0 { log.append(event) }
            }
            observed.value = 2
        }
        Bindery.trace = nil
        Bindery.batch {
            Bindery.trace = { event in
                if pthread_equal(pthread_self(), thread) != 0 { log.append(event) }
            }
            Gauge().value = 3
        }
        Bindery.trace = nil
        #expect(log.all.map(\.description) == ["set Gauge.value: 1 → 2", "set Gauge.value: 0 → 3"])
        token.cancel()
    }

    @Test func anActionOnSeveralPathsIsNotTracedWhenTheBindingStarts() {
        let triple = Triple()
        let total = Gauge()
        var calls = 0
        var binding: FanIn?
        let starting = TraceRecorder.record { binding = FanIn(triple: triple, total: total) { calls += 1 } }
        #expect(starting.map(\.description) == ["rule total.value <- (triple.a, triple.b) | add (Tracking.bind:58:5)"])
        let running = TraceRecorder.record { triple.c = 1 }
        #expect(
            running.map(\.description) == [
                "set Triple.c: 0 → 1", "action on triple.a, triple.c -> changed (Tracking.bind:59:5)",
            ])
        #expect(calls == 1)
        _ = binding
    }

    /// A direct rule is applied once by the binding as it starts, not by its observer, and is traced then too, before
    /// the set it makes: the trace says why the target changed before anything else did.
    @Test func aDirectRuleIsTracedWhenTheBindingStartsBeforeTheSetItMakes() {
        let source = Gauge()
        source.value = 4
        let target = Gauge()
        var binding: Increment?
        let starting = TraceRecorder.record { binding = Increment(source: source, target: target) }
        #expect(
            starting.map(\.description) == [
                "rule target.value <- source.value | inc (Tracking.bind:54:5)", "set Gauge.value: 0 → 5",
            ])
        let running = TraceRecorder.record { source.value = 5 }
        #expect(
            running.map(\.description) == [
                "set Gauge.value: 4 → 5", "rule target.value <- source.value | inc (Tracking.bind:54:5)",
                "set Gauge.value: 5 → 6",
            ])
        #expect(target.value == 6)
        _ = binding
    }

    /// A two-way rule is traced once a set, for its write of the other side: that write's change comes back to it,
    /// which takes it for its own echo and writes nothing, and is not traced as applied again.
    @Test func aTwoWayRuleIsNotTracedForItsOwnEcho() {
        let left = Gauge()
        let right = Gauge()
        let binding = Mirror(left: left, right: right)
        let events = TraceRecorder.record {
            right.value = 1
            left.value = 20
        }
        let rule = "rule left.value <-> right.value | plusTen (Tracking.bind:68:5)"
        #expect(
            events.map(\.description) == [
                "set Gauge.value: 0 → 1", rule, "set Gauge.value: 10 → 11",
                "set Gauge.value: 11 → 20", rule, "set Gauge.value: 1 → 10",
            ])
        #expect(left.value == 20 && right.value == 10)
        binding.cancel()
    }
}

/// Collects the trace events `body` causes on the calling thread.
enum TraceRecorder {
    static func record(_ body: () -> Void) -> [TraceEvent] {
        let log = EventLog()
        let thread = pthread_self()
        Bindery.trace = { event in
            if pthread_equal(pthread_self(), thread) != 0 { log.append(event) }
        }
        defer { Bindery.trace = nil }
        body()
        return log.all
    }
}

/// Trace events collected from whatever thread reports them.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [TraceEvent] = []

    func append(_ event: TraceEvent) {
        lock.withLock { events.append(event) }
    }

    var all: [TraceEvent] { lock.withLock { events } }
}
