import Bindery
import FixtureSupport
import Foundation
import Testing

/// Random runs of sets, array edits, batches (some adding an observer while a change they made waits), observers
/// that clamp, copy, cancel themselves or another, or let a model go (from inside that model's own delivery too), observer objects added with `addObserver(_:)` and let go,
/// and cancellations, over models with stored, computed and conditionally computed properties, arrays of models, model
/// references, and one-way, fan-in and two-way bindings, and a one-way binding into a hand-written class that the run
/// replaces (from inside a delivery too) or that lets itself go in its own setter. After every step, with nothing under
/// way, whatever the order of events inside it:
/// - every live observer has last seen the property's current value (nothing stale, nothing dropped);
/// - every change it got continued from the value it saw before (it may end there too: a value written while the
///   propagation delivered, by a rule or a clamp, and undone by a later write, is told to every observer again);
/// - a `.prior` call showed one value; a cancelled observer got nothing more;
/// - a clamped property is within its clamp, and each binding's target agrees with its sources;
/// - the binding's action on two paths ran at most once, and at least once if either path changed.
/// A failing run is cut to the fewest of its steps that still fail, and reported with its seed, those steps, the
/// values after each and what every observer heard.
@Suite struct RandomizedPropagationTests {
    @Test(arguments: 0..<8)
    func observersEndOnTheCurrentValueWhateverTheOrderOfSetsBatchesAndObservers(group: UInt64) {
        // 40 runs a group from seed 0; BINDERY_RANDOM_RUNS sets another number, and BINDERY_RANDOM_FIRST_SEED another
        // first seed, for a longer search by hand past the seeds searched before.
        let environment = ProcessInfo.processInfo.environment
        let runs = environment["BINDERY_RANDOM_RUNS"].flatMap(UInt64.init) ?? 40
        let first = environment["BINDERY_RANDOM_FIRST_SEED"].flatMap(UInt64.init) ?? 0
        for seed in first + group * runs..<first + (group + 1) * runs {
            let steps = RandomSteps.make(seed: seed, count: 80)
            guard PropagationRun.failure(of: steps) != nil else { continue }
            let fewest = RandomSteps.fewest(steps) { PropagationRun.failure(of: $0) != nil }
            var run = PropagationRun()
            run.play(fewest)
            let failures = run.failures.joined(separator: "; ")
            let log = run.log.joined(separator: "\n")
            Issue.record(
                "seed \(seed), its \(steps.count) steps cut to the \(fewest.count) that still fail: \(failures)\n\(log)"
            )
            return
        }
    }
}

/// One step of a run. Properties are named by their index in ``World/properties``, observers by the order they were
/// added in (a step about one that no longer exists, once steps are cut, does nothing).
private enum RandomStep {
    case set(property: Int, value: Int)
    case batch([(property: Int, value: Int)])
    case nestedBatches(outer: (property: Int, value: Int), inner: (property: Int, value: Int))
    case observe(property: Int, options: ObserveOptions, reaction: Reaction)
    /// A batch that sets a property, adds an observer while that change waits, and sets another.
    case observeInABatch(
        before: (property: Int, value: Int), property: Int, options: ObserveOptions,
        after: (property: Int, value: Int))
    case cancel(observer: Int)
    /// Lets the transient gauge go and puts a new one in its place.
    case replaceTransient
    /// Adds an object as an observer of gauge `gauge` through `addObserver(_:)`, which holds it weakly.
    case addObserverObject(gauge: Int)
    /// Lets the observer object added in that place go: it is never called again.
    case dropObserverObject(Int)
    /// Lets the dial go, with the binding that writes into it, and binds a new one.
    case replaceDial
    /// Makes the dial let itself go (drop the run's only reference to it) in its own setter, when the binding next
    /// writes into it.
    case dialLetsItselfGo

    enum Reaction {
        case none
        /// Sets the property back to 2 when it grows past it.
        case clamp
        /// Copies each new value into a property of a later model, so that writes never go round in a circle.
        case copy(into: Int)
        /// Cancels itself on its first call.
        case once
        /// Cancels another observer, the one added in that place, on its first call.
        case cancels(observer: Int)
        /// Lets the transient gauge go, from inside the call, and puts a new one in its place.
        case replacesTransient
        /// Lets the dial and its binding go, from inside the call, and binds a new one.
        case replacesDial
    }
}

private enum RandomSteps {
    static func make(seed: UInt64, count: Int) -> [RandomStep] {
        var random = SeededGenerator(seed: seed)
        let properties = World().properties
        let settable = properties.indices.filter { properties[$0].write != nil }
        var observers = 0
        var objects = 0
        func write() -> (property: Int, value: Int) {
            (settable[random.next(below: settable.count)], random.next(below: 5))
        }
        return (0..<count).map { _ in
            switch random.next(below: 100) {
            case 0..<35:
                let (property, value) = write()
                return .set(property: property, value: value)
            case 35..<50:
                return .batch((0..<(2 + random.next(below: 4))).map { _ in write() })
            case 50..<75:
                let property = random.next(below: properties.count)
                var options: ObserveOptions = []
                if random.next(below: 10) < 3 { options.insert(.initial) }
                if properties[property].write != nil, random.next(below: 10) < 2 { options.insert(.prior) }
                let later = settable.filter { properties[$0].rank > properties[property].rank }
                let reaction: RandomStep.Reaction
                switch random.next(below: 10) {
                case 0..<2 where properties[property].write != nil && properties[property].writesTheNumber:
                    reaction = .clamp
                case 2..<4 where !later.isEmpty: reaction = .copy(into: later[random.next(below: later.count)])
                case 4: reaction = .once
                case 5 where observers > 0: reaction = .cancels(observer: random.next(below: observers))
                case 6: reaction = .replacesTransient
                case 7: reaction = .replacesDial
                default: reaction = .none
                }
                observers += 1
                return .observe(property: property, options: options, reaction: reaction)
            case 75..<82 where observers > 0:
                return .cancel(observer: random.next(below: observers))
            case 82..<85:
                return .replaceTransient
            case 85..<89:
                objects += 1
                return .addObserverObject(gauge: random.next(below: World.gaugeCount))
            case 89..<91 where objects > 0:
                return .dropObserverObject(random.next(below: objects))
            case 91..<93:
                return .replaceDial
            case 93:
                return .dialLetsItselfGo
            case 94..<97:
                observers += 1
                return .observeInABatch(
                    before: write(), property: random.next(below: properties.count),
                    options: random.next(below: 2) == 0 ? [] : .initial, after: write())
            default:
                return .nestedBatches(outer: write(), inner: write())
            }
        }
    }

    /// The fewest of `steps` that still `fail`: steps are dropped one at a time while the rest still fail.
    static func fewest(_ steps: [RandomStep], fail: ([RandomStep]) -> Bool) -> [RandomStep] {
        var steps = steps
        var index = steps.count - 1
        while index >= 0 {
            var fewer = steps
            fewer.remove(at: index)
            if fail(fewer) { steps = fewer }
            index -= 1
        }
        return steps
    }
}

/// One run of steps: its models, their properties, the observers it added, and what it saw.
private struct PropagationRun {
    let world = World()
    let properties: [RandomProperty]
    var observers: [RecordedObserver] = []
    /// The objects added with `addObserver(_:)`, nil once let go (the run holds the only reference).
    var objects: [GaugeRecorder?] = []
    var objectGauges: [Int] = []
    var log: [String] = []
    var failures: [String] = []

    init() { properties = world.properties }

    static func failure(of steps: [RandomStep]) -> String? {
        var run = PropagationRun()
        run.play(steps)
        return run.failures.first
    }

    mutating func play(_ steps: [RandomStep]) {
        for step in steps where failures.isEmpty {
            let before = world.fanInSources()
            world.fanInActions = 0
            play(step)
            log.append("    " + world.state)
            let heard = observers.flatMap { $0.heard } + objects.flatMap { $0?.heard ?? [] }
            if !heard.isEmpty { log.append("    heard: " + heard.joined(separator: ", ")) }
            for observer in observers { observer.heard = [] }
            for object in objects { object?.heard = [] }
            check(fanInSourcesBefore: before)
        }
    }

    private mutating func play(_ step: RandomStep) {
        func name(_ write: (property: Int, value: Int)) -> String {
            "\(properties[write.property].name) = \(write.value)"
        }
        func apply(_ write: (property: Int, value: Int)) { properties[write.property].write!(write.value) }
        switch step {
        case .set(let property, let value):
            log.append("set " + name((property, value)))
            apply((property, value))
        case .batch(let writes):
            log.append("batch { " + writes.map(name).joined(separator: "; ") + " }")
            Bindery.batch { writes.forEach(apply) }
        case .nestedBatches(let outer, let inner):
            log.append("batch { \(name(outer)); batch { \(name(inner)) } }")
            Bindery.batch {
                apply(outer)
                Bindery.batch { apply(inner) }
            }
        case .observe(let index, let options, let reaction):
            addObserver(properties[index], options, reaction)
        case .observeInABatch(let before, let index, let options, let after):
            log.append("batch { \(name(before)); observe below; \(name(after)) }")
            let property = properties[index]
            Bindery.batch {
                apply(before)
                addObserver(property, options, .none)
                apply(after)
            }
        case .addObserverObject(let index):
            let gauge = world.gauges[index]
            let object = GaugeRecorder(name: "g\(index) object \(objects.count + 1)", seen: gauge.value)
            log.append("add \(object.name) as an observer of g\(index) (sees \(object.seen))")
            gauge.addObserver(object)
            objects.append(object)
            objectGauges.append(index)
        case .dropObserverObject(let index):
            guard objects.indices.contains(index), let object = objects[index] else { return }
            log.append("let \(object.name) go")
            objects[index] = nil
        case .replaceTransient:
            log.append("replace the transient gauge")
            world.replaceTransient()
        case .replaceDial:
            log.append("replace the dial and its binding")
            world.replaceDial()
        case .dialLetsItselfGo:
            log.append("make the dial let itself go in its setter")
            world.dial?.onSet = { [unowned world] in world.dial = nil }
        case .cancel(let index):
            guard observers.indices.contains(index), !observers[index].isCancelled else { return }
            log.append("cancel the observer of \(observers[index].property.name) added \(ordinal(index))")
            observers[index].cancel()
        }
    }

    private func ordinal(_ index: Int) -> String {
        "\(index + 1)\(index == 0 ? "st" : index == 1 ? "nd" : index == 2 ? "rd" : "th")"
    }

    private mutating func addObserver(
        _ property: RandomProperty, _ options: ObserveOptions, _ reaction: RandomStep.Reaction
    ) {
        let recorder = RecordedObserver(property: property, seen: property.read())
        var description = "observe \(property.name)"
        if options.contains(.initial) { description += " .initial" }
        if options.contains(.prior) { description += " .prior" }
        switch reaction {
        case .none:
            break
        case .clamp:
            recorder.clamps = true
            description += " clamping to 2"
            let write = property.write!
            recorder.reaction = { change in if change.new > 2 { write(2) } }
        case .copy(let index):
            description += " copying into \(properties[index].name)"
            let write = properties[index].write!
            // 0 to 4, as the run writes: a copied value may be negative (a mirrored one, a missing name).
            recorder.reaction = { change in write((change.new % 5 + 5) % 5) }
        case .once:
            recorder.cancelsItselfOnFirstCall = true
            description += " once"
        case .cancels(let index):
            guard observers.indices.contains(index) else { break }
            let other = observers[index]
            description += " cancelling the observer of \(other.property.name) added \(ordinal(index))"
            recorder.reaction = { [unowned other] _ in other.cancel() }
        case .replacesTransient:
            description += " replacing the transient gauge"
            recorder.reaction = { [unowned world] _ in world.replaceTransient() }
        case .replacesDial:
            description += " replacing the dial"
            recorder.reaction = { [unowned world] _ in world.replaceDial() }
        }
        recorder.model = property.model?()
        log.append(description + " (sees \(recorder.seen))")
        recorder.token = property.observe(options) { [unowned recorder] in recorder.receive($0, $1) }
        observers.append(recorder)
    }

    private mutating func check(fanInSourcesBefore before: (Int, Int)) {
        for (object, gauge) in zip(objects, objectGauges) {
            guard let object else { continue }
            failures += object.problems.map { "\(object.name): \($0)" }
            object.problems = []
            if object.seen != world.gauges[gauge].value {
                failures.append(
                    "\(object.name) last saw \(object.seen), g\(gauge).value is \(world.gauges[gauge].value)")
            }
        }
        for recorder in observers {
            failures += recorder.problems.map { "\(recorder.property.name): \($0)" }
            recorder.problems = []
            // An observer of a model that went away is never called again: nothing can set that model.
            guard !recorder.isCancelled, recorder.observesCurrentModel else { continue }
            let current = recorder.property.read()
            if recorder.seen != current {
                failures.append(
                    "an observer of \(recorder.property.name) last saw \(recorder.seen), the value is \(current)")
            }
            if recorder.clamps, recorder.hasSeenAChange, current > 2 {
                failures.append("\(recorder.property.name) is \(current), clamped to 2")
            }
        }
        failures += world.staleComputedProperties()
        if world.gauges[1].value != world.gauges[0].value + 1 {
            failures.append("increment: g1.value \(world.gauges[1].value), g0.value \(world.gauges[0].value)")
        }
        if world.gauges[2].value != world.triples[0].a + world.triples[0].b {
            failures.append(
                "fan-in: g2.value \(world.gauges[2].value), t0.a + t0.b \(world.triples[0].a + world.triples[0].b)")
        }
        if let dial = world.dial, dial.reading != world.gauges[0].value + 1 {
            failures.append("drive: dial.reading \(dial.reading), g0.value \(world.gauges[0].value)")
        }
        if world.gauges[3].value != world.gauges[4].value + 10 {
            failures.append("mirror: g3.value \(world.gauges[3].value), g4.value + 10 \(world.gauges[4].value + 10)")
        }
        if world.fanInActions > 1 {
            failures.append("the action on t0.a, t0.c ran \(world.fanInActions) times in one step")
        }
        if world.fanInActions == 0, world.fanInSources() != before {
            failures.append("t0.a or t0.c changed, and the action on them did not run")
        }
        if !failures.isEmpty { log.append("after the last step: " + failures.joined(separator: "; ")) }
    }
}

/// The models of a run, and the bindings between them: `g1.value <- g0.value | inc`,
/// `g2.value <- (t0.a, t0.b) | add` with an action on `t0.a, t0.c`, `g3.value <-> g4.value | plusTen`, and
/// `dial.reading <- g0.value | inc` into a hand-written class, which the run may replace or let go.
private final class World {
    let triples = [Triple(), Triple()]
    let choice = Choice()
    static let gaugeCount = 5
    let gauges = (0..<World.gaugeCount).map { _ in Gauge() }
    /// A project whose array holds chores of a pool of four, and whose owner is one of two people or nobody.
    let chores = (0..<4).map { Chore(title: "c\($0)") }
    let people = [Person(name: "0"), Person(name: "1")]
    let project = Project()
    /// A gauge the run replaces, letting the old one go: its observers are never called again.
    private(set) var transient = Gauge()
    var fanInActions = 0
    var bindings: [AnyObject] = []
    /// Held by the run alone, so letting it go (in its own setter too) deinitialises it.
    var dial: Dial?
    private var drive: Drive?

    init() {
        bindings = [
            Increment(source: gauges[0], target: gauges[1]),
            FanIn(triple: triples[0], total: gauges[2]) { [unowned self] in fanInActions += 1 },
            Mirror(left: gauges[3], right: gauges[4]),
        ]
        replaceDial()
    }

    func fanInSources() -> (Int, Int) { (triples[0].a, triples[0].c) }

    /// Lets the dial and its binding go, and binds a new dial to `g0`.
    func replaceDial() {
        let dial = Dial()
        self.dial = dial
        drive = Drive(source: gauges[0], dial: dial)
    }

    /// Lets the transient gauge go (nothing else holds it) and makes a new one.
    func replaceTransient() { transient = Gauge() }

    /// The stored values, for the log.
    var state: String {
        let triples = triples.map { "(\($0.a), \($0.b), \($0.c))" }.joined(separator: " ")
        let project =
            "project (\(project.chores.map(\.title)), \(project.owner?.name ?? "nil")) chores "
            + chores.map { $0.done ? "1" : "0" }.joined() + " people \(people.map(\.name))"
        let dial = dial.map { String($0.reading) } ?? "gone"
        return
            "t \(triples) choice (\(choice.flag), \(choice.a), \(choice.b)) g \(gauges.map(\.value)) dial \(dial) "
            + project
    }

    /// The computed properties whose value is not what their expression gives over the stored properties now.
    func staleComputedProperties() -> [String] {
        var stale: [String] = []
        func expect<Value: Equatable>(_ name: String, _ value: Value, _ expected: Value) {
            if value != expected { stale.append("\(name) reads \(value), its expression gives \(expected)") }
        }
        for (index, triple) in triples.enumerated() {
            expect("t\(index).sum", triple.sum, triple.a + triple.b + triple.c)
            expect("t\(index).isPositive", triple.isPositive, triple.a + triple.b + triple.c > 0)
        }
        let (flag, a, b) = (choice.flag, choice.a, choice.b)
        expect("choice.picked", choice.picked, flag ? a : b)
        expect("choice.partial", choice.partial, flag ? a + b : a)
        expect("choice.doubled", choice.doubled, (flag ? a : b) * 2)
        expect("choice.sum", choice.sum, a + b)
        expect("choice.sumIfFlagged", choice.sumIfFlagged, flag ? a + b : 0)
        for (index, gauge) in gauges.enumerated() { expect("g\(index).doubled", gauge.doubled, gauge.value * 2) }
        let open = project.chores.filter { !$0.done }.count
        expect("project.openCount", project.openCount, open)
        expect("project.ownerName", project.ownerName, project.owner?.name ?? "Nobody")
        expect("project.headline", project.headline, "\(project.name): \(open) open")
        return stale
    }

    /// Every property, ranked by model: an observer writes only into a model ranked after the one it observes.
    var properties: [RandomProperty] {
        var properties: [RandomProperty] = []
        for (index, triple) in triples.enumerated() {
            let name = "t\(index)"
            properties += [
                .stored(name + ".a", rank: index, triple, \.a),
                .stored(name + ".b", rank: index, triple, \.b),
                .stored(name + ".c", rank: index, triple, \.c),
                .computed(name + ".sum", rank: index, triple, \.sum),
                .computed(name + ".isPositive", rank: index, triple, \.isPositive),
            ]
        }
        properties += [
            .stored("choice.flag", rank: 2, choice, \.flag),
            .stored("choice.a", rank: 2, choice, \.a),
            .stored("choice.b", rank: 2, choice, \.b),
            .computed("choice.picked", rank: 2, choice, \.picked),
            .computed("choice.partial", rank: 2, choice, \.partial),
            .computed("choice.doubled", rank: 2, choice, \.doubled),
            .computed("choice.sumIfFlagged", rank: 2, choice, \.sumIfFlagged),
            .stored("g0.value", rank: 3, gauges[0], \.value),
            .computed("g0.doubled", rank: 3, gauges[0], \.doubled),
            // Binding targets: read and observed, never written by the run, so their rules hold after every step.
            .computed("g1.value", rank: 4, gauges[1], \.value),
            .computed("g1.doubled", rank: 4, gauges[1], \.doubled),
            .computed("g2.value", rank: 5, gauges[2], \.value),
            // Both sides of a two-way rule, written by the run and by observers of lower ranks.
            .stored("g3.value", rank: 6, gauges[3], \.value),
            .stored("g4.value", rank: 6, gauges[4], \.value),
            .computed("g4.doubled", rank: 6, gauges[4], \.doubled),
        ]
        for (index, chore) in chores.enumerated() {
            properties.append(.stored("c\(index).done", rank: 7, chore, \.done))
        }
        for (index, person) in people.enumerated() {
            properties.append(.stored("p\(index).name", rank: 7, person, \.name))
        }
        properties += [
            .chores(of: project, from: chores),
            .owner(of: project, from: people),
            .stored("project.name", rank: 8, project, \.name),
            .computed("project.openCount", rank: 8, project, \.openCount),
            .computed("project.ownerName", rank: 8, project, \.ownerName),
            .transient(of: self),
        ]
        return properties
    }
}

/// A property as the run sees it: an `Int` (a `Bool` is 0 or 1), written only if `write` is set.
private struct RandomProperty {
    let name: String
    let rank: Int
    let read: () -> Int
    let write: ((Int) -> Void)?
    /// Whether `write(n)` makes the property read `n` (for 0 to 2), so a clamp converges; an array's writes are edits.
    var writesTheNumber = true
    /// The model the property belongs to now, for one whose model the run replaces; nil for the others.
    var model: (() -> AnyObject?)?
    let observe: (ObserveOptions, @escaping (Change<Int>, ObservationToken) -> Void) -> ObservationToken

    static func stored<Model: BinderyModel, Value: RandomValue>(
        _ name: String, rank: Int, _ model: Model, _ keyPath: ReferenceWritableKeyPath<Model, Value>
    ) -> RandomProperty {
        RandomProperty(
            name: name, rank: rank, read: { model[keyPath: keyPath].number },
            write: { model[keyPath: keyPath] = Value(number: $0) }, observe: observer(model, keyPath))
    }

    static func computed<Model: BinderyModel, Value: RandomValue>(
        _ name: String, rank: Int, _ model: Model, _ keyPath: KeyPath<Model, Value>
    ) -> RandomProperty {
        RandomProperty(
            name: name, rank: rank, read: { model[keyPath: keyPath].number }, write: nil,
            observe: observer(model, keyPath))
    }

    /// `project.chores`, as its count; a write edits it: 0 appends a chore of the pool, 1 removes the first,
    /// 2 replaces the first, 3 sets the array reversed, 4 removes them all.
    static func chores(of project: Project, from pool: [Chore]) -> RandomProperty {
        var property = RandomProperty(
            name: "project.chores", rank: 8, read: { project.chores.count },
            write: { edit in
                let count = project.chores.count
                switch edit {
                case 0: project.appendChores(pool[count % pool.count])
                case 1 where count > 0: project.removeChores(at: 0)
                case 2 where count > 0: project.replaceChores(at: 0, with: pool[(count + 1) % pool.count])
                case 3: project.chores = project.chores.reversed()
                case 4: project.removeAllChores()
                default: project.appendChores(pool[count % pool.count])
                }
            },
            observe: observer(project, \.chores) { $0.count })
        property.writesTheNumber = false
        return property
    }

    /// The transient gauge's value: the run lets that gauge go and makes another, from a step or from inside an
    /// observer's call. Reached through the world each time, so that nothing here keeps a gauge alive.
    static func transient(of world: World) -> RandomProperty {
        var property = RandomProperty(
            name: "g5.value", rank: 9, read: { [unowned world] in world.transient.value },
            write: { [unowned world] in world.transient.value = $0 },
            observe: { [unowned world] options, handler in
                world.transient.observe(\.value, options: options, handler)
            })
        property.model = { [unowned world] in world.transient }
        return property
    }

    /// `project.owner`, as 0 for nobody or 1 + the index of its person.
    static func owner(of project: Project, from people: [Person]) -> RandomProperty {
        func number(_ owner: Person?) -> Int {
            owner.flatMap { owner in people.firstIndex { $0 === owner } }.map { $0 + 1 } ?? 0
        }
        return RandomProperty(
            name: "project.owner", rank: 8, read: { number(project.owner) },
            write: { project.owner = $0 % 3 == 0 ? nil : people[$0 % 3 - 1] },
            observe: observer(project, \.owner, number))
    }

    private static func observer<Model: BinderyModel, Value: RandomValue>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>
    ) -> (ObserveOptions, @escaping (Change<Int>, ObservationToken) -> Void) -> ObservationToken {
        observer(model, keyPath, \.number)
    }

    private static func observer<Model: BinderyModel, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, _ number: @escaping (Value) -> Int
    ) -> (ObserveOptions, @escaping (Change<Int>, ObservationToken) -> Void) -> ObservationToken {
        { options, handler in
            model.observe(keyPath, options: options) { change, token in
                handler(
                    Change(
                        old: change.old.map(number), new: number(change.new), kind: change.kind, isPrior: change.isPrior
                    ),
                    token)
            }
        }
    }
}

/// The values the run's properties hold, as numbers.
private protocol RandomValue {
    var number: Int { get }
    init(number: Int)
}

extension Int: RandomValue {
    var number: Int { self }
    init(number: Int) { self = number }
}

extension String: RandomValue {
    var number: Int { Int(self) ?? -1 }
    init(number: Int) { self = String(number) }
}

extension Bool: RandomValue {
    var number: Int { self ? 1 : 0 }
    init(number: Int) { self = number % 2 == 1 }
}

/// One observer of the run: what it saw last, and anything it got that it should not have.
/// An object observing a gauge through `addObserver(_:)`: what it saw last, and anything it got that it should not
/// have.
private final class GaugeRecorder: GaugeObserver {
    let name: String
    var seen: Int
    var heard: [String] = []
    var problems: [String] = []

    init(name: String, seen: Int) {
        self.name = name
        self.seen = seen
    }

    func gauge(_ gauge: Gauge, didChangeValue change: Change<Int>) {
        heard.append("\(name) \(change.old.map(String.init) ?? "nil")→\(change.new)")
        if change.old != seen { problems.append("a change from \(change.old ?? -1), it last saw \(seen)") }
        seen = change.new
    }
}

private final class RecordedObserver {
    let property: RandomProperty
    /// The value it saw last: the property's value when it was added, then each change's `new`.
    var seen: Int
    var token: ObservationToken?
    var isCancelled = false
    /// The model it observes, when the property is the transient gauge's, which the run may let go.
    weak var model: AnyObject?
    /// Whether the model it observes is the one the property reads now.
    var observesCurrentModel: Bool { property.model.map { model != nil && model === $0() } ?? true }
    /// Whether it sets the property back to 2 when it grows past it: so the property is at most 2 once a change has
    /// reached this observer.
    var clamps = false
    var hasSeenAChange = false
    var cancelsItselfOnFirstCall = false
    /// What it does with a change, after recording it.
    var reaction: ((Change<Int>) -> Void)?
    var problems: [String] = []
    /// The calls of the step under way, for the log.
    var heard: [String] = []

    init(property: RandomProperty, seen: Int) {
        self.property = property
        self.seen = seen
    }

    /// Records `change`; an observer that stops itself does so through `token`, which the `.initial` call gets before
    /// `observe` returns the same token.
    func receive(_ change: Change<Int>, _ token: ObservationToken) {
        heard.append(
            "\(property.name) \(change.isPrior ? "prior " : "")\(change.old.map(String.init) ?? "nil")→\(change.new)")
        if isCancelled {
            problems.append(
                "called after it was cancelled, with \(change.old.map(String.init) ?? "nil") → \(change.new)")
            return
        }
        if change.isPrior {
            // The value about to be replaced: the one it saw last, or (for a change made while the property's
            // observers are being told of an earlier one) the value of that change, which reaches it after.
            if change.old != change.new { problems.append("a prior call from \(change.old ?? -1) to \(change.new)") }
            return
        }
        if let old = change.old {
            if old != seen { problems.append("a change from \(old), it last saw \(seen)") }
        } else if change.new != seen {
            problems.append("the initial call showed \(change.new), the value was \(seen)")
        }
        seen = change.new
        if change.old != nil { hasSeenAChange = true }
        if cancelsItselfOnFirstCall {
            isCancelled = true
            token.cancel()
        }
        reaction?(change)
    }

    func cancel() {
        isCancelled = true
        token?.cancel()
    }
}
