import Bindery
import Observation
import OpenCombine

// The table's rows. Each case builds what it measures and returns the loop; `sum` takes every value an observer
// receives, so no delivery can be optimized away.

nonisolated(unsafe) var sum = 0

/// Keeps subscriptions, tokens and bindings alive until the process ends.
nonisolated(unsafe) var kept: [Any] = []

/// Swift's Observation as its documentation shows it: `withObservationTracking` over `read`, armed again after
/// each change it reports. (Arming again from inside `onChange`, which runs in the middle of the set, makes every
/// later set slower than the one before, so the loop re-arms after the set returns.)
final class Tracker: @unchecked Sendable {
    private let read: () -> Void
    private var fired = true

    init(_ read: @escaping () -> Void) {
        self.read = read
    }

    /// Arms the tracking again if it fired since the last call.
    @inline(never) func rearm() {
        guard fired else { return }
        fired = false
        sum &+= 1
        withObservationTracking(read) { [unowned self] in fired = true }
    }
}

nonisolated(unsafe) let rows: [Row] =
    [
        Row(
            measure: "one observed set", target: "≤ 1× wall, ≤ 1.5× instr.",
            subject: Case("set.bindery", "Bindery, one observer (observation: false)") {
                let counter = Counter()
                kept.append(counter.observe(\.value) { sum &+= $0.new })
                return .sync { n in for i in 0..<n { set(counter, i) } }
            },
            baseline: Case("set.didset", "didSet calling one closure") {
                let counter = DidSetCounter()
                counter.onChange = { _, new in sum &+= new }
                return .sync { n in for i in 0..<n { set(counter, i) } }
            },
            others: [
                Case("set.published", "OpenCombine @Published + sink") {
                    let counter = PublishedCounter()
                    kept.append(counter.$value.sink { sum &+= $0 })
                    return .sync { n in for i in 0..<n { set(counter, i) } }
                },
                Case("set.subject", "OpenCombine CurrentValueSubject + sink") {
                    let subject = CurrentValueSubject<Int, Never>(0)
                    kept.append(subject.sink { sum &+= $0 })
                    return .sync { n in for i in 0..<n { send(subject, i) } }
                },
                Case("set.tracking", "Observation, withObservationTracking re-armed", iterations: 100_000) {
                    let counter = MacroCounter()
                    let tracker = Tracker { _ = counter.value }
                    return .sync { n in
                        for i in 0..<n {
                            tracker.rearm()
                            set(counter, i)
                        }
                    }
                },
                Case("set.observations", "Observation, Observations sequence (set, then await)", iterations: 100_000) {
                    let counter = MacroCounter()
                    let box = Unchecked(value: counter)
                    return .async { n in
                        var values = Observations { box.value.value }.makeAsyncIterator()
                        _ = await values.next()
                        for i in 1...n {
                            set(box.value, i)
                            sum &+= await values.next() ?? 0
                        }
                    }
                },
            ]),
        Row(
            measure: "unobserved set + get", target: "no worse than before",
            subject: Case("unobserved.bindery", "Bindery, nobody observing (observation: false)") {
                let counter = Counter()
                return .sync { n in for i in 0..<n { set(counter, i &+ get(counter)) } }
            },
            baseline: Case("unobserved.plain", "plain stored property") {
                let counter = PlainCounter()
                return .sync { n in for i in 0..<n { set(counter, i &+ get(counter)) } }
            },
            others: []),
        Row(
            measure: "unobserved set + get, registrar on", target: "≤ 1×",
            subject: Case("registrar.bindery", "Bindery (observation: true)") {
                let counter = ObservedCounter()
                return .sync { n in for i in 0..<n { set(counter, i &+ get(counter)) } }
            },
            baseline: Case("registrar.macro", "@Observable") {
                let counter = MacroCounter()
                return .sync { n in for i in 0..<n { set(counter, i &+ get(counter)) } }
            },
            others: []),
        Row(
            measure: "one-way binding `t.y <- s.x | inc`, one set", target: "≤ 2×",
            subject: Case("oneway.bindery", "Bindery binding") {
                let source = Source()
                let target = Target()
                kept.append((target, OneWay(source: source, target: target)))
                return .sync { n in for i in 0..<n { set(source, i) } }
            },
            baseline: Case("oneway.weak", "didSet forwarding to a weak target") {
                let target = PlainTarget()
                let source = WeakForwardingSource()
                source.target = target
                kept.append(target)
                return .sync { n in for i in 0..<n { set(source, i) } }
            },
            others: [
                Case("oneway.unowned", "didSet forwarding, unowned(unsafe) target (floor)") {
                    let target = PlainTarget()
                    let source = UnownedForwardingSource(target: target)
                    kept.append(target)
                    return .sync { n in for i in 0..<n { set(source, i) } }
                },
                Case("oneway.assign", "OpenCombine $x.map(inc).assign(to:on:)") {
                    let source = PublishedSource()
                    let target = PlainTarget()
                    kept.append(source.$x.map { $0 + 1 }.assign(to: \.y, on: target))
                    return .sync { n in for i in 0..<n { set(source, i) } }
                },
                Case(
                    "oneway.observations", "Observation, Observations sequence writing the target", iterations: 100_000
                ) {
                    let source = MacroSource()
                    let box = Unchecked(value: (source, PlainTarget()))
                    return .async { n in
                        var values = Observations { box.value.0.x }.makeAsyncIterator()
                        _ = await values.next()
                        for i in 1...n {
                            set(box.value.0, i)
                            box.value.1.y = (await values.next() ?? 0) + 1
                        }
                        sum &+= box.value.1.y
                    }
                },
            ]),
        Row(
            measure: "one-way binding into an external class, one set, vs the same into a model", target: "≤ 1.2×",
            subject: Case("external.bindery", "Bindery binding into a hand-written class") {
                let source = Source()
                let target = ExternalTarget()
                kept.append((target, OneWayIntoExternal(source: source, target: target)))
                return .sync { n in for i in 0..<n { set(source, i) } }
            },
            baseline: Case("external.model", "Bindery binding into a generated model") {
                let source = Source()
                let target = Target()
                kept.append((target, OneWay(source: source, target: target)))
                return .sync { n in for i in 0..<n { set(source, i) } }
            },
            others: [
                Case("external.keypath", "the same, the class's property also reached through a key path") {
                    let source = Source()
                    let target = PlainTarget()
                    kept.append((target, OneWayIntoKeyPathReachedExternal(source: source, target: target)))
                    return .sync { n in for i in 0..<n { set(source, i) } }
                }
            ]),
        Row(
            measure: "two-way binding `t.y <-> s.x`, one set", target: "≤ 1.5×",
            subject: Case("twoway.bindery", "Bindery binding") {
                let source = Source()
                let target = Target()
                kept.append((target, TwoWay(source: source, target: target)))
                return .sync { n in for i in 0..<n { set(source, i) } }
            },
            baseline: Case("twoway.didset", "two didSets with a re-entrancy flag") {
                let left = TwoWayLeft()
                let right = TwoWayRight(left: left)
                left.right = right
                kept.append(right)
                return .sync { n in for i in 0..<n { set(left, i) } }
            },
            others: [
                Case("twoway.combine", "OpenCombine, a sink each way with a flag") {
                    let link = PublishedTwoWay()
                    kept.append(link)
                    return .sync { n in for i in 0..<n { set(link.left, i) } }
                }
            ]),
        Row(
            measure: "10 observed sets in `Bindery.batch`", target: "≤ 1.5×",
            subject: Case("batch.bindery", "Bindery, one batch of 10 sets, one observer each") {
                let ten = TenProperties()
                kept.append(observeAll(ten))
                return .sync { n in for i in 0..<n { setAllInBatch(ten, i) } }
            },
            baseline: Case("batch.unbatched", "the same 10 sets, unbatched") {
                let ten = TenProperties()
                kept.append(observeAll(ten))
                return .sync { n in for i in 0..<n { setAll(ten, i) } }
            },
            others: []),
    ] + [1, 10, 100].map(fanOutRow) + [
        Row(
            measure: "observed computed `a + b + c`, one input set", target: "≤ 3×",
            subject: Case("computed.bindery", "Bindery computed property, one observer") {
                let inputs = Inputs()
                kept.append(inputs.observe(\.total) { sum &+= $0.new })
                return .sync { n in for i in 0..<n { set(inputs, i) } }
            },
            baseline: Case("computed.didset", "didSets recomputing, calling a closure on change") {
                let inputs = DidSetSum()
                inputs.onChange = { _, new in sum &+= new }
                return .sync { n in for i in 0..<n { set(inputs, i) } }
            },
            others: [
                Case("computed.combine", "OpenCombine, a sink per input into @Published, removeDuplicates + sink") {
                    let inputs = PublishedSum()
                    kept.append(inputs.$total.removeDuplicates().sink { sum &+= $0 })
                    return .sync { n in for i in 0..<n { set(inputs, i) } }
                },
                Case("computed.tracking", "Observation, withObservationTracking re-armed", iterations: 100_000) {
                    let inputs = MacroSum()
                    let tracker = Tracker { _ = inputs.total }
                    return .sync { n in
                        for i in 0..<n {
                            tracker.rearm()
                            set(inputs, i)
                        }
                    }
                },
            ])
    ]

private func observeAll(_ ten: TenProperties) -> [ObservationToken] {
    [
        ten.observe(\.a) { sum &+= $0.new }, ten.observe(\.b) { sum &+= $0.new }, ten.observe(\.c) { sum &+= $0.new },
        ten.observe(\.d) { sum &+= $0.new }, ten.observe(\.e) { sum &+= $0.new }, ten.observe(\.f) { sum &+= $0.new },
        ten.observe(\.g) { sum &+= $0.new }, ten.observe(\.h) { sum &+= $0.new }, ten.observe(\.i) { sum &+= $0.new },
        ten.observe(\.j) { sum &+= $0.new },
    ]
}

private func fanOutRow(_ count: Int) -> Row {
    Row(
        measure: "fan-out, one set, \(count) observer\(count == 1 ? "" : "s")", target: "—",
        subject: Case("fanout\(count).bindery", "Bindery", iterations: 2_000_000 / count) {
            let counter = Counter()
            for _ in 0..<count { kept.append(counter.observe(\.value) { sum &+= $0.new }) }
            return .sync { n in for i in 0..<n { set(counter, i) } }
        },
        baseline: Case("fanout\(count).didset", "didSet calling an array of closures", iterations: 2_000_000 / count) {
            let counter = DidSetFanOut()
            counter.handlers = Array(repeating: { _, new in sum &+= new }, count: count)
            return .sync { n in for i in 0..<n { set(counter, i) } }
        },
        others: [
            Case(
                "fanout\(count).published", "OpenCombine @Published, a sink each",
                iterations: 2_000_000 / count
            ) {
                let counter = PublishedCounter()
                for _ in 0..<count { kept.append(counter.$value.sink { sum &+= $0 }) }
                return .sync { n in for i in 0..<n { set(counter, i) } }
            },
            Case(
                "fanout\(count).tracking", "Observation, withObservationTracking re-armed each",
                iterations: 200_000 / count
            ) {
                let counter = MacroCounter()
                let trackers = (0..<count).map { _ in Tracker { _ = counter.value } }
                return .sync { n in
                    for i in 0..<n {
                        for tracker in trackers { tracker.rearm() }
                        set(counter, i)
                    }
                }
            },
        ])
}
