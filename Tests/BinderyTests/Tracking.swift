// swift-format-ignore-file
// Models and bindings for the runtime's tests of dependency tracking, propagation and tracing, as `bindery generate`
// writes them for this spec beside Gauge.swift's (kept by hand, like Gauge.swift, so the runtime is tested without
// the generator or the plugin; refresh it after a change to the generated code, with `bindery generate` of this spec
// and Gauge.swift's together; `Tally` is in TrackingSupport.swift):
//
//     options {
//         isolation: none
//         observation: false
//     }
//
//     model Chore {
//         var title: String = ""
//         var done: Bool = false
//     }
//
//     model Person {
//         var name: String = ""
//     }
//
//     model Project {
//         let evaluations: Tally = Tally()
//         var name: String = ""
//         var chores: [Chore] = []
//         var owner: Person?
//         computed openCount: Int = evaluations.counting(chores.filter { !$0.done }.count)
//         computed ownerName: String = owner?.name ?? "Nobody"
//         computed headline: String = "\(name): \(openCount) open"
//     }
//
//     model Triple {
//         let evaluations: Tally = Tally()
//         var a: Int = 0
//         var b: Int = 0
//         var c: Int = 0
//         computed sum: Int = evaluations.counting(a + b + c)
//         computed isPositive: Bool = sum > 0
//     }
//
//     model Choice {
//         let evaluations: Tally = Tally()
//         var flag: Bool = true
//         var a: Int = 0
//         var b: Int = 0
//         computed picked: Int = evaluations.counting(flag ? a : b)
//         computed partial: Int = flag ? a + b : a
//         computed doubled: Int = picked * 2
//         computed sum: Int = a + b
//         computed sumIfFlagged: Int = flag ? sum : 0
//     }
//
//     transform add(Int, Int) -> Int = $0 + $1
//     transform inc(Int) -> Int = $0 + 1
//
//     binding Follow(source: Gauge, target: Gauge) {
//         target.value <- source.value
//     }
//
//     binding Increment(source: Gauge, target: Gauge) {
//         target.value <- source.value | inc
//     }
//
//     binding FanIn(triple: Triple, total: Gauge) {
//         total.value <- (triple.a, triple.b) | add
//         on triple.a, triple.c -> changed
//     }
//
//     transform plusTen(Int) <-> Int {
//         forward: $0 + 10
//         backward: $0 - 10
//     }
//
//     binding Mirror(left: Gauge, right: Gauge) {
//         left.value <-> right.value | plusTen
//     }
//
//     external class Dial {
//         var reading: Int
//     }
//
//     binding Drive(source: Gauge, dial: Dial) {
//         dial.reading <- source.value | inc
//     }

@_spi(BinderyGenerated) import Bindery
import Observation

/// Compiles only against the Bindery runtime this file was generated for; otherwise the error names both versions.
private func _$runtimeVersionCheck(_: Bindery.RuntimeInterface_0_12.Type = Bindery.CurrentRuntimeInterface.self) {}

#sourceLocation(file: "Tracking.bind", line: 15)
private typealias _$type1 =
                    [Tally]
#sourceLocation()

nonisolated final class Chore: Bindery.BinderyModel {
    var title: String {
        get { _$get(0, _$state.title) }
        set { _$set(0, _$state.title, newValue) { $0._$state.title = $1 } }
    }

    var done: Bool {
        get { _$get(1, _$state.done) }
        set { _$set(1, _$state.done, newValue) { $0._$state.done = $1 } }
    }

    init(
        title: String = "", done: Bool = false
    ) {
        _$state = .init(
            title: title, done: done)
    }

    deinit { _$bindery.modelWillDeinit() }

    /// Tells `observer` about every change until it goes away; it is held weakly.
    func addObserver(_ observer: some ChoreObserver) {
        let forward = Bindery.ObserverForwarding(self, to: observer)
        forward(0) { $0.chore($1, didChangeTitle: $2) }
        forward(1) { $0.chore($1, didChangeDone: $2) }
    }

    /// Bindings attached to this model, kept alive exactly as long as it is.
    var bindingLifetime: Bindery.BindingLifetime { _$bindery.bindingLifetime() }

    // MARK: Plumbing

    @safe @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<Chore>()
    nonisolated static let _$properties = Bindery.PropertyTable<Chore>(
        "Chore", "title done",
        [
            \.title, \.done,
        ])
    nonisolated static var _$distinction: Swift.UInt { 944 }
    @safe @exclusivity(unchecked) private var _$state: _$State

    private struct _$State {
        var title: String
        var done: Bool
    }
}

/// Told about every change of a `Chore` it observes through `addObserver(_:)`.
nonisolated protocol ChoreObserver: AnyObject {
    func chore(_ chore: Chore, didChangeTitle change: Bindery.Change<String>)
    func chore(_ chore: Chore, didChangeDone change: Bindery.Change<Bool>)
}

nonisolated extension ChoreObserver {
    func chore(_: Chore, didChangeTitle _: Bindery.Change<String>) {}
    func chore(_: Chore, didChangeDone _: Bindery.Change<Bool>) {}
}

nonisolated final class Person: Bindery.BinderyModel {
    var name: String {
        get { _$get(0, _$state.name) }
        set { _$set(0, _$state.name, newValue) { $0._$state.name = $1 } }
    }

    init(
        name: String = ""
    ) {
        _$state = .init(
            name: name)
    }

    deinit { _$bindery.modelWillDeinit() }

    /// Tells `observer` about every change until it goes away; it is held weakly.
    func addObserver(_ observer: some PersonObserver) {
        let forward = Bindery.ObserverForwarding(self, to: observer)
        forward(0) { $0.person($1, didChangeName: $2) }
    }

    /// Bindings attached to this model, kept alive exactly as long as it is.
    var bindingLifetime: Bindery.BindingLifetime { _$bindery.bindingLifetime() }

    // MARK: Plumbing

    @safe @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<Person>()
    nonisolated static let _$properties = Bindery.PropertyTable<Person>(
        "Person", "name",
        [
            \.name
        ])
    nonisolated static var _$distinction: Swift.UInt { 3611 }
    @safe @exclusivity(unchecked) private var _$state: _$State

    private struct _$State {
        var name: String
    }
}

/// Told about every change of a `Person` it observes through `addObserver(_:)`.
nonisolated protocol PersonObserver: AnyObject {
    func person(_ person: Person, didChangeName change: Bindery.Change<String>)
}

nonisolated extension PersonObserver {
    func person(_: Person, didChangeName _: Bindery.Change<String>) {}
}

nonisolated final class Project: Bindery.BinderyModel {
    let evaluations: Tally

    var name: String {
        get { _$get(1, _$state.name) }
        set { _$set(1, _$state.name, newValue) { $0._$state.name = $1 } }
    }

    var chores: [Chore] {
        get { _$get(2, _$state.chores) }
        set { _$setAny(2, _$state.chores, newValue) { $0._$state.chores = $1 } }
    }

    func insertChores(_ element: Chore, at index: Int) { _$edit(2, \._$state.chores, .insert(element, at: index)) }
    func insertChores(contentsOf elements: [Chore], at index: Int) {
        _$edit(2, \._$state.chores, .insertContents(elements, at: index))
    }
    func appendChores(_ element: Chore) { _$edit(2, \._$state.chores, .append(element)) }
    func appendChores(contentsOf elements: [Chore]) { _$edit(2, \._$state.chores, .appendContents(elements)) }
    @discardableResult func removeChores(at index: Int) -> Chore { _$edit(2, \._$state.chores, .remove(at: index))! }
    func removeChores(at indexes: Bindery.IndexSet) { _$edit(2, \._$state.chores, .removeIndexes(indexes)) }
    func removeAllChores() { _$edit(2, \._$state.chores, .removeAll) }
    func replaceChores(at index: Int, with element: Chore) {
        _$edit(2, \._$state.chores, .replace(at: index, with: element))
    }

    var owner: Person? {
        get { _$get(3, _$state.owner) }
        set { _$setAny(3, _$state.owner, newValue) { $0._$state.owner = $1 } }
    }

    var openCount: Int {
        _$bindery.computed(self, 4) { $0._$compute_openCount() }
    }

    var ownerName: String {
        _$bindery.computed(self, 5) { $0._$compute_ownerName() }
    }

    var headline: String {
        _$bindery.computed(self, 6) { $0._$compute_headline() }
    }

    init(
        evaluations: Tally = _$default_evaluations(), name: String = "", chores: [Chore] = [], owner: Person? = nil
    ) {
        self.evaluations = evaluations
        _$state = .init(
            name: name, chores: chores, owner: owner)
    }

    deinit { _$bindery.modelWillDeinit() }

    /// Tells `observer` about every change until it goes away; it is held weakly.
    func addObserver(_ observer: some ProjectObserver) {
        let forward = Bindery.ObserverForwarding(self, to: observer)
        forward(1) { $0.project($1, didChangeName: $2) }
        forward(2) { $0.project($1, didChangeChores: $2) }
        forward(3) { $0.project($1, didChangeOwner: $2) }
        forward(4) { $0.project($1, didChangeOpenCount: $2) }
        forward(5) { $0.project($1, didChangeOwnerName: $2) }
        forward(6) { $0.project($1, didChangeHeadline: $2) }
    }

    /// Bindings attached to this model, kept alive exactly as long as it is.
    var bindingLifetime: Bindery.BindingLifetime { _$bindery.bindingLifetime() }

    // MARK: Plumbing

    @safe @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<Project>()
    nonisolated static let _$properties = Bindery.PropertyTable<Project>(
        "Project", "evaluations name chores owner openCount ownerName headline",
        [
            \.evaluations, \.name, \.chores, \.owner, \.openCount, \.ownerName, \.headline,
        ])
    nonisolated static var _$distinction: Swift.UInt { 2868 }
    @safe @exclusivity(unchecked) private var _$state: _$State

    private struct _$State {
        var name: String
        var chores: [Chore]
        var owner: Person?
    }
}

nonisolated extension Project {
    @usableFromInline static func _$default_evaluations() -> Tally {
#sourceLocation(file: "Tracking.bind", line: 16)
                             Tally()
#sourceLocation()
    }

    fileprivate func _$compute_openCount() -> Int {
#sourceLocation(file: "Tracking.bind", line: 20)
                              evaluations.counting(chores.filter { !$0.done }.count)
#sourceLocation()
    }

    fileprivate func _$compute_ownerName() -> String {
#sourceLocation(file: "Tracking.bind", line: 21)
                                 owner?.name ?? "Nobody"
#sourceLocation()
    }

    fileprivate func _$compute_headline() -> String {
#sourceLocation(file: "Tracking.bind", line: 22)
                                "\(name): \(openCount) open"
#sourceLocation()
    }
}

/// Told about every change of a `Project` it observes through `addObserver(_:)`.
nonisolated protocol ProjectObserver: AnyObject {
    func project(_ project: Project, didChangeName change: Bindery.Change<String>)
    func project(_ project: Project, didChangeChores change: Bindery.Change<[Chore]>)
    func project(_ project: Project, didChangeOwner change: Bindery.Change<Person?>)
    func project(_ project: Project, didChangeOpenCount change: Bindery.Change<Int>)
    func project(_ project: Project, didChangeOwnerName change: Bindery.Change<String>)
    func project(_ project: Project, didChangeHeadline change: Bindery.Change<String>)
}

nonisolated extension ProjectObserver {
    func project(_: Project, didChangeName _: Bindery.Change<String>) {}
    func project(_: Project, didChangeChores _: Bindery.Change<[Chore]>) {}
    func project(_: Project, didChangeOwner _: Bindery.Change<Person?>) {}
    func project(_: Project, didChangeOpenCount _: Bindery.Change<Int>) {}
    func project(_: Project, didChangeOwnerName _: Bindery.Change<String>) {}
    func project(_: Project, didChangeHeadline _: Bindery.Change<String>) {}
}

nonisolated final class Triple: Bindery.BinderyModel {
    let evaluations: Tally

    var a: Int {
        get { _$get(1, _$state.a) }
        set { _$set(1, _$state.a, newValue) { $0._$state.a = $1 } }
    }

    var b: Int {
        get { _$get(2, _$state.b) }
        set { _$set(2, _$state.b, newValue) { $0._$state.b = $1 } }
    }

    var c: Int {
        get { _$get(3, _$state.c) }
        set { _$set(3, _$state.c, newValue) { $0._$state.c = $1 } }
    }

    var sum: Int {
        _$bindery.computed(self, 4) { $0._$compute_sum() }
    }

    var isPositive: Bool {
        _$bindery.computed(self, 5) { $0._$compute_isPositive() }
    }

    init(
        evaluations: Tally = _$default_evaluations(), a: Int = 0, b: Int = 0, c: Int = 0
    ) {
        self.evaluations = evaluations
        _$state = .init(
            a: a, b: b, c: c)
    }

    deinit { _$bindery.modelWillDeinit() }

    /// Tells `observer` about every change until it goes away; it is held weakly.
    func addObserver(_ observer: some TripleObserver) {
        let forward = Bindery.ObserverForwarding(self, to: observer)
        forward(1) { $0.triple($1, didChangeA: $2) }
        forward(2) { $0.triple($1, didChangeB: $2) }
        forward(3) { $0.triple($1, didChangeC: $2) }
        forward(4) { $0.triple($1, didChangeSum: $2) }
        forward(5) { $0.triple($1, didChangeIsPositive: $2) }
    }

    /// Bindings attached to this model, kept alive exactly as long as it is.
    var bindingLifetime: Bindery.BindingLifetime { _$bindery.bindingLifetime() }

    // MARK: Plumbing

    @safe @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<Triple>()
    nonisolated static let _$properties = Bindery.PropertyTable<Triple>(
        "Triple", "evaluations a b c sum isPositive",
        [
            \.evaluations, \.a, \.b, \.c, \.sum, \.isPositive,
        ])
    nonisolated static var _$distinction: Swift.UInt { 118 }
    @safe @exclusivity(unchecked) private var _$state: _$State

    private struct _$State {
        var a: Int
        var b: Int
        var c: Int
    }
}

nonisolated extension Triple {
    @usableFromInline static func _$default_evaluations() -> Tally {
#sourceLocation(file: "Tracking.bind", line: 26)
                             Tally()
#sourceLocation()
    }

    fileprivate func _$compute_sum() -> Int {
#sourceLocation(file: "Tracking.bind", line: 30)
                        evaluations.counting(a + b + c)
#sourceLocation()
    }

    fileprivate func _$compute_isPositive() -> Bool {
#sourceLocation(file: "Tracking.bind", line: 31)
                                sum > 0
#sourceLocation()
    }
}

/// Told about every change of a `Triple` it observes through `addObserver(_:)`.
nonisolated protocol TripleObserver: AnyObject {
    func triple(_ triple: Triple, didChangeA change: Bindery.Change<Int>)
    func triple(_ triple: Triple, didChangeB change: Bindery.Change<Int>)
    func triple(_ triple: Triple, didChangeC change: Bindery.Change<Int>)
    func triple(_ triple: Triple, didChangeSum change: Bindery.Change<Int>)
    func triple(_ triple: Triple, didChangeIsPositive change: Bindery.Change<Bool>)
}

nonisolated extension TripleObserver {
    func triple(_: Triple, didChangeA _: Bindery.Change<Int>) {}
    func triple(_: Triple, didChangeB _: Bindery.Change<Int>) {}
    func triple(_: Triple, didChangeC _: Bindery.Change<Int>) {}
    func triple(_: Triple, didChangeSum _: Bindery.Change<Int>) {}
    func triple(_: Triple, didChangeIsPositive _: Bindery.Change<Bool>) {}
}

nonisolated final class Choice: Bindery.BinderyModel {
    let evaluations: Tally

    var flag: Bool {
        get { _$get(1, _$state.flag) }
        set { _$set(1, _$state.flag, newValue) { $0._$state.flag = $1 } }
    }

    var a: Int {
        get { _$get(2, _$state.a) }
        set { _$set(2, _$state.a, newValue) { $0._$state.a = $1 } }
    }

    var b: Int {
        get { _$get(3, _$state.b) }
        set { _$set(3, _$state.b, newValue) { $0._$state.b = $1 } }
    }

    var picked: Int {
        _$bindery.computed(self, 4) { $0._$compute_picked() }
    }

    var partial: Int {
        _$bindery.computed(self, 5) { $0._$compute_partial() }
    }

    var doubled: Int {
        _$bindery.computed(self, 6) { $0._$compute_doubled() }
    }

    var sum: Int {
        _$bindery.computedWithFixedReads(self, 7, { $0._$computeFromStorage_sum() }, { $0._$compute_sum() })
    }

    var sumIfFlagged: Int {
        _$bindery.computed(self, 8) { $0._$compute_sumIfFlagged() }
    }

    init(
        evaluations: Tally = _$default_evaluations(), flag: Bool = true, a: Int = 0, b: Int = 0
    ) {
        self.evaluations = evaluations
        _$state = .init(
            flag: flag, a: a, b: b)
    }

    deinit { _$bindery.modelWillDeinit() }

    /// Tells `observer` about every change until it goes away; it is held weakly.
    func addObserver(_ observer: some ChoiceObserver) {
        let forward = Bindery.ObserverForwarding(self, to: observer)
        forward(1) { $0.choice($1, didChangeFlag: $2) }
        forward(2) { $0.choice($1, didChangeA: $2) }
        forward(3) { $0.choice($1, didChangeB: $2) }
        forward(4) { $0.choice($1, didChangePicked: $2) }
        forward(5) { $0.choice($1, didChangePartial: $2) }
        forward(6) { $0.choice($1, didChangeDoubled: $2) }
        forward(7) { $0.choice($1, didChangeSum: $2) }
        forward(8) { $0.choice($1, didChangeSumIfFlagged: $2) }
    }

    /// Bindings attached to this model, kept alive exactly as long as it is.
    var bindingLifetime: Bindery.BindingLifetime { _$bindery.bindingLifetime() }

    // MARK: Plumbing

    @safe @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<Choice>()
    nonisolated static let _$properties = Bindery.PropertyTable<Choice>(
        "Choice", "evaluations flag a b picked partial doubled sum sumIfFlagged",
        [
            \.evaluations, \.flag, \.a, \.b, \.picked, \.partial, \.doubled, \.sum, \.sumIfFlagged,
        ])
    nonisolated static var _$distinction: Swift.UInt { 556 }
    @safe @exclusivity(unchecked) private var _$state: _$State

    private struct _$State {
        var flag: Bool
        var a: Int
        var b: Int
    }
}

nonisolated extension Choice {
    @usableFromInline static func _$default_evaluations() -> Tally {
#sourceLocation(file: "Tracking.bind", line: 35)
                             Tally()
#sourceLocation()
    }

    fileprivate func _$compute_picked() -> Int {
#sourceLocation(file: "Tracking.bind", line: 39)
                           evaluations.counting(flag ? a : b)
#sourceLocation()
    }

    fileprivate func _$compute_partial() -> Int {
#sourceLocation(file: "Tracking.bind", line: 40)
                            flag ? a + b : a
#sourceLocation()
    }

    fileprivate func _$compute_doubled() -> Int {
#sourceLocation(file: "Tracking.bind", line: 41)
                            picked * 2
#sourceLocation()
    }

    fileprivate func _$compute_sum() -> Int {
        _ = a
        _ = b
        return _$computeFromStorage_sum()
    }

    fileprivate func _$computeFromStorage_sum() -> Int {
        let a = _$state.a
        let b = _$state.b
#sourceLocation(file: "Tracking.bind", line: 42)
                 return a + b
#sourceLocation()
    }

    fileprivate func _$compute_sumIfFlagged() -> Int {
#sourceLocation(file: "Tracking.bind", line: 43)
                                 flag ? sum : 0
#sourceLocation()
    }
}

/// Told about every change of a `Choice` it observes through `addObserver(_:)`.
nonisolated protocol ChoiceObserver: AnyObject {
    func choice(_ choice: Choice, didChangeFlag change: Bindery.Change<Bool>)
    func choice(_ choice: Choice, didChangeA change: Bindery.Change<Int>)
    func choice(_ choice: Choice, didChangeB change: Bindery.Change<Int>)
    func choice(_ choice: Choice, didChangePicked change: Bindery.Change<Int>)
    func choice(_ choice: Choice, didChangePartial change: Bindery.Change<Int>)
    func choice(_ choice: Choice, didChangeDoubled change: Bindery.Change<Int>)
    func choice(_ choice: Choice, didChangeSum change: Bindery.Change<Int>)
    func choice(_ choice: Choice, didChangeSumIfFlagged change: Bindery.Change<Int>)
}

nonisolated extension ChoiceObserver {
    func choice(_: Choice, didChangeFlag _: Bindery.Change<Bool>) {}
    func choice(_: Choice, didChangeA _: Bindery.Change<Int>) {}
    func choice(_: Choice, didChangeB _: Bindery.Change<Int>) {}
    func choice(_: Choice, didChangePicked _: Bindery.Change<Int>) {}
    func choice(_: Choice, didChangePartial _: Bindery.Change<Int>) {}
    func choice(_: Choice, didChangeDoubled _: Bindery.Change<Int>) {}
    func choice(_: Choice, didChangeSum _: Bindery.Change<Int>) {}
    func choice(_: Choice, didChangeSumIfFlagged _: Bindery.Change<Int>) {}
}

/// Checks that `Dial` has the properties the spec declares, with those types; never called.
nonisolated private func _$check_Dial(_ object: Dial) {
#sourceLocation(file: "Tracking.bind", line: 71)
        let _: Int =
 object.reading
#sourceLocation(file: "Tracking.bind", line: 71)
        let _: (Int) -> Swift.Void = {
 object.reading = $0 }
#sourceLocation()
}

extension Bindery.BinderyTransforms {
    nonisolated static func add(_ value0: Int, _ value1: Int) -> Int {
        let transform: (Int, Int) -> Int = {
            _ = $1
#sourceLocation(file: "Tracking.bind", line: 46)
                          return $0 + $1
#sourceLocation()
        }
        return transform(value0, value1)
    }
}

extension Bindery.BinderyTransforms {
    nonisolated static func inc(_ value: Int) -> Int {
        let transform: (Int) -> Int = {
            _ = $0
#sourceLocation(file: "Tracking.bind", line: 47)
                     return $0 + 1
#sourceLocation()
        }
        return transform(value)
    }
}

extension Bindery.BinderyTransforms {
    nonisolated static func plusTen(_ value: Int) -> Int {
        let transform: (Int) -> Int = {
            _ = $0
#sourceLocation(file: "Tracking.bind", line: 63)
      return $0 + 10
#sourceLocation()
        }
        return transform(value)
    }

    /// The inverse of `plusTen`, for two-way bindings.
    nonisolated static func plusTen(backward value: Int) -> Int {
        let transform: (Int) -> Int = {
            _ = $0
#sourceLocation(file: "Tracking.bind", line: 64)
       return $0 - 10
#sourceLocation()
        }
        return transform(value)
    }
}

nonisolated final class Follow {
    /// Applies every rule at once, then keeps them applied until the binding ends.
    init(
        source: Gauge,
        target: Gauge
    ) {
        _$source = Bindery.ModelReference(source)
        _$target = Bindery.ModelReference(target)
        _$$core.watch(source)
        _$$core.watch(target)
        // target.value <- source.value
        _$$core.observe(source, \.value, rule: Self._$rules[0], calling: self) {
            $0.updateTargetValue($1.new)
        }
        _$$core.willApply(Self._$rules[0])
        self.updateTargetValue(source.value)
    }

    /// Whether the rules still apply: not cancelled, and every model still alive.
    var isActive: Swift.Bool { _$$core.isActive }

    /// Stops every rule. Calling it again does nothing; deinitialising the binding does the same.
    func cancel() { _$$core.cancel() }

    /// Keeps this binding alive exactly as long as `owner`, with no token to keep.
    func attach(to owner: some Bindery.BindingOwner) { owner.bindingLifetime.keep(self) }

    // MARK: Plumbing

    private let _$$core = Bindery.BindingCore()
    private let _$source: Bindery.ModelReference<Gauge>
    private let _$target: Bindery.ModelReference<Gauge>
    private static let _$rules: [Bindery.RuleInfo] = [
        Bindery.RuleInfo("target.value <- source.value", at: "Tracking.bind:50:5")
    ]
}

nonisolated private extension Follow {
    /// `target.value <- source.value`
    func updateTargetValue(_ value: Int) {
        _$target.with { $0.value = value }
    }
}

nonisolated final class Increment {
    /// Applies every rule at once, then keeps them applied until the binding ends.
    init(
        source: Gauge,
        target: Gauge
    ) {
        _$source = Bindery.ModelReference(source)
        _$target = Bindery.ModelReference(target)
        _$$core.watch(source)
        _$$core.watch(target)
        // target.value <- source.value | inc
        _$$core.observe(source, \.value, rule: Self._$rules[0], calling: self) {
            $0.updateTargetValue($1.new)
        }
        _$$core.willApply(Self._$rules[0])
        self.updateTargetValue(source.value)
    }

    /// Whether the rules still apply: not cancelled, and every model still alive.
    var isActive: Swift.Bool { _$$core.isActive }

    /// Stops every rule. Calling it again does nothing; deinitialising the binding does the same.
    func cancel() { _$$core.cancel() }

    /// Keeps this binding alive exactly as long as `owner`, with no token to keep.
    func attach(to owner: some Bindery.BindingOwner) { owner.bindingLifetime.keep(self) }

    // MARK: Plumbing

    private let _$$core = Bindery.BindingCore()
    private let _$source: Bindery.ModelReference<Gauge>
    private let _$target: Bindery.ModelReference<Gauge>
    private static let _$rules: [Bindery.RuleInfo] = [
        Bindery.RuleInfo("target.value <- source.value | inc", at: "Tracking.bind:54:5")
    ]
}

nonisolated private extension Increment {
    /// `target.value <- source.value | inc`
    func updateTargetValue(_ value: Int) {
        let value = Bindery.BinderyTransforms.inc(value)
        _$target.with { $0.value = value }
    }
}

nonisolated final class FanIn {
    /// Applies every rule at once, then keeps them applied until the binding ends.
    init(
        triple: Triple,
        total: Gauge,
        changed: @escaping () -> Swift.Void
    ) {
        _$triple = Bindery.ModelReference(triple)
        _$total = Bindery.ModelReference(total)
        _$changed = changed
        _$$core.watch(triple)
        _$$core.watch(total)
        // total.value <- (triple.a, triple.b) | add
        _$$core.react(Self._$rules[0], calling: self) { $0.updateTotalValue($1) }
        // on triple.a, triple.c -> changed
        _$$core.react(Self._$rules[1], calling: self) { $0.onChanged($1) }
    }

    /// Whether the rules still apply: not cancelled, and every model still alive.
    var isActive: Swift.Bool { _$$core.isActive }

    /// Stops every rule. Calling it again does nothing; deinitialising the binding does the same.
    func cancel() { _$$core.cancel() }

    /// Keeps this binding alive exactly as long as `owner`, with no token to keep.
    func attach(to owner: some Bindery.BindingOwner) { owner.bindingLifetime.keep(self) }

    // MARK: Plumbing

    private let _$$core = Bindery.BindingCore()
    private let _$triple: Bindery.ModelReference<Triple>
    private let _$total: Bindery.ModelReference<Gauge>
    private let _$changed: () -> Swift.Void
    private static let _$rules: [Bindery.RuleInfo] = [
        Bindery.RuleInfo("total.value <- (triple.a, triple.b) | add", at: "Tracking.bind:58:5"),
        Bindery.RuleInfo(action: "on triple.a, triple.c -> changed", at: "Tracking.bind:59:5"),
    ]
}

nonisolated private extension FanIn {
    /// `total.value <- (triple.a, triple.b) | add`
    func updateTotalValue(_ run: Bindery.RuleRun) {
        let (input0, input1) = run.reading { (self._$triple.model.a, self._$triple.model.b) }
        let value = Bindery.BinderyTransforms.add(input0, input1)
        _$total.with { $0.value = value }
    }

    /// `on triple.a, triple.c -> changed`
    func onChanged(_ run: Bindery.RuleRun) {
        _ = run.reading { (self._$triple.model.a, self._$triple.model.c) }
        guard !run.isFirstRun else { return }
        run.call(_$changed)
    }
}

nonisolated final class Mirror {
    /// Applies every rule at once, then keeps them applied until the binding ends.
    init(
        left: Gauge,
        right: Gauge
    ) {
        _$left = Bindery.ModelReference(left)
        _$right = Bindery.ModelReference(right)
        _$$core.watch(left)
        _$$core.watch(right)
        // left.value <-> right.value | plusTen
        _$$core.observe(right, \.value, rule: Self._$rules[0], calling: self, mutedBy: _$echo0Back) {
            $0.updateLeftValue($1.new)
        }
        _$$core.observe(left, \.value, rule: Self._$rules[0], calling: self, mutedBy: _$echo0) {
            $0.updateRightValueFromLeftValue($1.new)
        }
        updateLeftValue(right.value)
    }

    /// Whether the rules still apply: not cancelled, and every model still alive.
    var isActive: Swift.Bool { _$$core.isActive }

    /// Stops every rule. Calling it again does nothing; deinitialising the binding does the same.
    func cancel() { _$$core.cancel() }

    /// Keeps this binding alive exactly as long as `owner`, with no token to keep.
    func attach(to owner: some Bindery.BindingOwner) { owner.bindingLifetime.keep(self) }

    // MARK: Plumbing

    private let _$$core = Bindery.BindingCore()
    private let _$left: Bindery.ModelReference<Gauge>
    private let _$right: Bindery.ModelReference<Gauge>
    private let _$echo0 = Bindery.Echo<Int>()
    private let _$echo0Back = Bindery.Echo<Int>()
    private static let _$rules: [Bindery.RuleInfo] = [
        Bindery.RuleInfo("left.value <-> right.value | plusTen", at: "Tracking.bind:68:5")
    ]
}

nonisolated private extension Mirror {
    /// `left.value <-> right.value | plusTen`
    func updateLeftValue(_ value: Int) {
        guard !_$echo0Back.isEcho(value) else { return }
        let value = Bindery.BinderyTransforms.plusTen(value)
        _$echo0.write(value) { _$left.with { $0.value = value } }
    }

    /// `left.value <-> right.value | plusTen`, written back
    func updateRightValueFromLeftValue(_ input: Int) {
        guard !_$echo0.isEcho(input) else { return }
        let value = Bindery.BinderyTransforms.plusTen(backward: input)
        _$echo0Back.write(value) { _$right.with { $0.value = value } }
    }
}

nonisolated final class Drive {
    /// Applies every rule at once, then keeps them applied until the binding ends.
    init(
        source: Gauge,
        dial: Dial
    ) {
        _$source = Bindery.ModelReference(source)
        _$dial = _$$core.watch(external: dial)
        _$$core.watch(source)
        // dial.reading <- source.value | inc
        _$$core.observe(source, \.value, rule: Self._$rules[0], calling: self) {
            $0.updateDialReading($1.new)
        }
        _$$core.willApply(Self._$rules[0])
        self.updateDialReading(source.value)
    }

    /// Whether the rules still apply: not cancelled, and every model still alive.
    var isActive: Swift.Bool { _$$core.isActive }

    /// Stops every rule. Calling it again does nothing; deinitialising the binding does the same.
    func cancel() { _$$core.cancel() }

    /// Keeps this binding alive exactly as long as `owner`, with no token to keep.
    func attach(to owner: some Bindery.BindingOwner) { owner.bindingLifetime.keep(self) }

    // MARK: Plumbing

    private let _$$core = Bindery.BindingCore()
    private let _$source: Bindery.ModelReference<Gauge>
    private let _$dial: Bindery.ExternalReference<Dial>
    private static let _$rules: [Bindery.RuleInfo] = [
        Bindery.RuleInfo("dial.reading <- source.value | inc", at: "Tracking.bind:76:5")
    ]
}

nonisolated private extension Drive {
    /// `dial.reading <- source.value | inc`
    func updateDialReading(_ value: Int) {
        let value = Bindery.BinderyTransforms.inc(value)
        _$dial.with(orEnding: _$$core) { object in
            #sourceLocation(file: "Tracking.bind", line: 76)
            if Bindery.differs(object.reading, value) { object.reading = value }
            #sourceLocation()
        }
    }
}
