// Models and bindings for the runtime's tests of dependency tracking, propagation and tracing, as `bindery generate`
// writes them for this spec beside Gauge.swift's (kept by hand, like Gauge.swift, so the runtime is tested without
// the generator or the plugin; refresh it after a change to the generated code; `Tally` is in TrackingSupport.swift):
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

@_spi(BinderyGenerated) import Bindery
import Observation

nonisolated final class Chore: Bindery.BinderyModel {
    var title: Swift.String {
        get { _$bindery.get(self, 0, \.title, _$storage.title) }
        set { _$bindery.set(self, 0, \.title, _$storage.title, newValue) { $0._$storage.title = $1 } }
    }

    var done: Swift.Bool {
        get { _$bindery.get(self, 1, \.done, _$storage.done) }
        set { _$bindery.set(self, 1, \.done, _$storage.done, newValue) { $0._$storage.done = $1 } }
    }

    init(
        title: Swift.String = "",
        done: Swift.Bool = false
    ) {
        _$storage = _$Storage(
            title: title,
            done: done
        )
    }

    deinit { _$bindery.modelWillDeinit() }

    /// Calls `handler` whenever `property` changes, until the returned token is cancelled or released.
    func observe<Value>(
        _ property: Swift.KeyPath<Chore, Value>, options: Bindery.ObserveOptions = [],
        _ handler: @escaping (Bindery.Change<Value>) -> Swift.Void
    ) -> Bindery.ObservationToken {
        Bindery.ModelCore.observe(self, property, options, handler)
    }

    /// Like `observe(_:options:_:)`, passing the handler its own token, so any call (the `.initial` one included)
    /// can stop the observation.
    func observe<Value>(
        _ property: Swift.KeyPath<Chore, Value>, options: Bindery.ObserveOptions = [],
        _ handler: @escaping (Bindery.Change<Value>, Bindery.ObservationToken) -> Swift.Void
    ) -> Bindery.ObservationToken {
        Bindery.ModelCore.observe(self, property, options, handler)
    }

    /// Applies `updates`, then notifies each observer once, with the values before and after.
    func batch(_ updates: (Chore) -> Swift.Void) {
        Bindery.batch { updates(self) }
    }

    /// Tells `observer` about every change until it goes away; it is held weakly.
    func addObserver(_ observer: some ChoreObserver) {
        Bindery.ModelCore.forward(self, to: observer, \.title) { $0.chore($1, didChangeTitle: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.done) { $0.chore($1, didChangeDone: $2) }
    }

    /// Bindings attached to this model, kept alive exactly as long as it is.
    nonisolated var bindingLifetime: Bindery.BindingLifetime { .lazy(&_$lifetime) }

    // MARK: Plumbing. Names with `$` are the generated code's own: no spec can declare one.

    @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<Chore>()
    var _$registrar: Observation.ObservationRegistrar? { nil }
    nonisolated static let _$properties = Bindery.PropertyTable<Chore>(
        "Chore",
        [
            "title": \.title,
            "done": \.done,
        ])
    @exclusivity(unchecked) private var _$storage: _$Storage
    private nonisolated(unsafe) var _$lifetime: Bindery.BindingLifetime? = nil

    private struct _$Storage {
        var title: Swift.String
        var done: Swift.Bool
    }
}

/// Told about every change of a `Chore` it observes through `addObserver(_:)`.
nonisolated protocol ChoreObserver: AnyObject {
    func chore(_ chore: Chore, didChangeTitle change: Bindery.Change<Swift.String>)
    func chore(_ chore: Chore, didChangeDone change: Bindery.Change<Swift.Bool>)
}

nonisolated extension ChoreObserver {
    func chore(_ chore: Chore, didChangeTitle change: Bindery.Change<Swift.String>) {}
    func chore(_ chore: Chore, didChangeDone change: Bindery.Change<Swift.Bool>) {}
}

nonisolated final class Person: Bindery.BinderyModel {
    var name: Swift.String {
        get { _$bindery.get(self, 0, \.name, _$storage.name) }
        set { _$bindery.set(self, 0, \.name, _$storage.name, newValue) { $0._$storage.name = $1 } }
    }

    init(
        name: Swift.String = ""
    ) {
        _$storage = _$Storage(
            name: name
        )
    }

    deinit { _$bindery.modelWillDeinit() }

    /// Calls `handler` whenever `property` changes, until the returned token is cancelled or released.
    func observe<Value>(
        _ property: Swift.KeyPath<Person, Value>, options: Bindery.ObserveOptions = [],
        _ handler: @escaping (Bindery.Change<Value>) -> Swift.Void
    ) -> Bindery.ObservationToken {
        Bindery.ModelCore.observe(self, property, options, handler)
    }

    /// Like `observe(_:options:_:)`, passing the handler its own token, so any call (the `.initial` one included)
    /// can stop the observation.
    func observe<Value>(
        _ property: Swift.KeyPath<Person, Value>, options: Bindery.ObserveOptions = [],
        _ handler: @escaping (Bindery.Change<Value>, Bindery.ObservationToken) -> Swift.Void
    ) -> Bindery.ObservationToken {
        Bindery.ModelCore.observe(self, property, options, handler)
    }

    /// Applies `updates`, then notifies each observer once, with the values before and after.
    func batch(_ updates: (Person) -> Swift.Void) {
        Bindery.batch { updates(self) }
    }

    /// Tells `observer` about every change until it goes away; it is held weakly.
    func addObserver(_ observer: some PersonObserver) {
        Bindery.ModelCore.forward(self, to: observer, \.name) { $0.person($1, didChangeName: $2) }
    }

    /// Bindings attached to this model, kept alive exactly as long as it is.
    nonisolated var bindingLifetime: Bindery.BindingLifetime { .lazy(&_$lifetime) }

    // MARK: Plumbing. Names with `$` are the generated code's own: no spec can declare one.

    @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<Person>()
    var _$registrar: Observation.ObservationRegistrar? { nil }
    nonisolated static let _$properties = Bindery.PropertyTable<Person>(
        "Person",
        [
            "name": \.name
        ])
    @exclusivity(unchecked) private var _$storage: _$Storage
    private nonisolated(unsafe) var _$lifetime: Bindery.BindingLifetime? = nil

    private struct _$Storage {
        var name: Swift.String
    }
}

/// Told about every change of a `Person` it observes through `addObserver(_:)`.
nonisolated protocol PersonObserver: AnyObject {
    func person(_ person: Person, didChangeName change: Bindery.Change<Swift.String>)
}

nonisolated extension PersonObserver {
    func person(_ person: Person, didChangeName change: Bindery.Change<Swift.String>) {}
}

nonisolated final class Project: Bindery.BinderyModel {
    let evaluations: Tally

    var name: Swift.String {
        get { _$bindery.get(self, 1, \.name, _$storage.name) }
        set { _$bindery.set(self, 1, \.name, _$storage.name, newValue) { $0._$storage.name = $1 } }
    }

    var chores: [Chore] {
        get { _$bindery.get(self, 2, \.chores, _$storage.chores) }
        set { _$bindery.set(self, 2, \.chores, _$storage.chores, newValue) { $0._$storage.chores = $1 } }
    }

    /// Inserts `element` at `index`; observers see an insertion there.
    func insertChores(_ element: Chore, at index: Swift.Int) {
        _$bindery.edit(
            self, 2, \.chores,
            \._$storage.chores,
            .insertion([index])
        ) { $0.insert(element, at: index) }
    }

    /// Inserts `elements` at `index`; observers see an insertion at their indexes.
    func insertChores(contentsOf elements: [Chore], at index: Swift.Int) {
        _$bindery.edit(
            self, 2, \.chores,
            \._$storage.chores,
            .insertion(Bindery.IndexSet(integersIn: index..<index + elements.count))
        ) {
            $0.insert(contentsOf: elements, at: index)
        }
    }

    /// Appends `element`; observers see an insertion at the end.
    func appendChores(_ element: Chore) {
        _$bindery.edit(
            self, 2, \.chores,
            \._$storage.chores,
            .insertion([_$storage.chores.count])
        ) { $0.append(element) }
    }

    /// Appends `elements`; observers see an insertion at their indexes.
    func appendChores(contentsOf elements: [Chore]) {
        let start = _$storage.chores.count
        _$bindery.edit(
            self, 2, \.chores,
            \._$storage.chores,
            .insertion(Bindery.IndexSet(integersIn: start..<start + elements.count))
        ) {
            $0.append(contentsOf: elements)
        }
    }

    /// Removes and returns the element at `index`; observers see a removal there.
    @discardableResult
    func removeChores(at index: Swift.Int) -> Chore {
        _$bindery.edit(
            self, 2, \.chores,
            \._$storage.chores,
            .removal([index])
        ) { $0.remove(at: index) }
    }

    /// Removes the elements at `indexes`; observers see a removal at them.
    func removeChores(at indexes: Bindery.IndexSet) {
        _$bindery.edit(
            self, 2, \.chores,
            \._$storage.chores,
            .removal(indexes)
        ) { array in
            for index in indexes.reversed() { array.remove(at: index) }
        }
    }

    /// Removes every element; observers see a removal of all of them.
    func removeAllChores() {
        _$bindery.edit(
            self, 2, \.chores,
            \._$storage.chores,
            .removal(Bindery.IndexSet(integersIn: 0..<_$storage.chores.count))
        ) {
            $0.removeAll()
        }
    }

    /// Replaces the element at `index`; observers see a replacement there.
    func replaceChores(at index: Swift.Int, with element: Chore) {
        _$bindery.edit(
            self, 2, \.chores,
            \._$storage.chores,
            .replacement([index])
        ) { $0[index] = element }
    }

    var owner: Person? {
        get { _$bindery.get(self, 3, \.owner, _$storage.owner) }
        set { _$bindery.set(self, 3, \.owner, _$storage.owner, newValue) { $0._$storage.owner = $1 } }
    }

    var openCount: Swift.Int {
        _$bindery.computed(self, 4) { $0._$compute_openCount() }
    }

    var ownerName: Swift.String {
        _$bindery.computed(self, 5) { $0._$compute_ownerName() }
    }

    var headline: Swift.String {
        _$bindery.computed(self, 6) { $0._$compute_headline() }
    }

    init(
        evaluations: Tally = Project._$default_evaluations(),
        name: Swift.String = "",
        chores: [Chore] = [],
        owner: Person? = nil
    ) {
        self.evaluations = evaluations
        _$storage = _$Storage(
            name: name,
            chores: chores,
            owner: owner
        )
    }

    deinit { _$bindery.modelWillDeinit() }

    /// Calls `handler` whenever `property` changes, until the returned token is cancelled or released.
    func observe<Value>(
        _ property: Swift.KeyPath<Project, Value>, options: Bindery.ObserveOptions = [],
        _ handler: @escaping (Bindery.Change<Value>) -> Swift.Void
    ) -> Bindery.ObservationToken {
        Bindery.ModelCore.observe(self, property, options, handler)
    }

    /// Like `observe(_:options:_:)`, passing the handler its own token, so any call (the `.initial` one included)
    /// can stop the observation.
    func observe<Value>(
        _ property: Swift.KeyPath<Project, Value>, options: Bindery.ObserveOptions = [],
        _ handler: @escaping (Bindery.Change<Value>, Bindery.ObservationToken) -> Swift.Void
    ) -> Bindery.ObservationToken {
        Bindery.ModelCore.observe(self, property, options, handler)
    }

    /// Applies `updates`, then notifies each observer once, with the values before and after.
    func batch(_ updates: (Project) -> Swift.Void) {
        Bindery.batch { updates(self) }
    }

    /// Tells `observer` about every change until it goes away; it is held weakly.
    func addObserver(_ observer: some ProjectObserver) {
        Bindery.ModelCore.forward(self, to: observer, \.name) { $0.project($1, didChangeName: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.chores) { $0.project($1, didChangeChores: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.owner) { $0.project($1, didChangeOwner: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.openCount) { $0.project($1, didChangeOpenCount: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.ownerName) { $0.project($1, didChangeOwnerName: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.headline) { $0.project($1, didChangeHeadline: $2) }
    }

    /// Bindings attached to this model, kept alive exactly as long as it is.
    nonisolated var bindingLifetime: Bindery.BindingLifetime { .lazy(&_$lifetime) }

    // MARK: Plumbing. Names with `$` are the generated code's own: no spec can declare one.

    @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<Project>()
    var _$registrar: Observation.ObservationRegistrar? { nil }
    nonisolated static let _$properties = Bindery.PropertyTable<Project>(
        "Project",
        [
            "evaluations": \.evaluations,
            "name": \.name,
            "chores": \.chores,
            "owner": \.owner,
            "openCount": \.openCount,
            "ownerName": \.ownerName,
            "headline": \.headline,
        ])
    @exclusivity(unchecked) private var _$storage: _$Storage
    private nonisolated(unsafe) var _$lifetime: Bindery.BindingLifetime? = nil

    private struct _$Storage {
        var name: Swift.String
        var chores: [Chore]
        var owner: Person?
    }
}

nonisolated extension Project {
    @usableFromInline static func _$default_evaluations() -> Tally {
        Tally()
    }

    fileprivate func _$compute_openCount() -> Swift.Int {
        evaluations.counting(chores.filter { !$0.done }.count)
    }

    fileprivate func _$compute_ownerName() -> Swift.String {
        owner?.name ?? "Nobody"
    }

    fileprivate func _$compute_headline() -> Swift.String {
        "\(name): \(openCount) open"
    }
}

/// Told about every change of a `Project` it observes through `addObserver(_:)`.
nonisolated protocol ProjectObserver: AnyObject {
    func project(_ project: Project, didChangeName change: Bindery.Change<Swift.String>)
    func project(_ project: Project, didChangeChores change: Bindery.Change<[Chore]>)
    func project(_ project: Project, didChangeOwner change: Bindery.Change<Person?>)
    func project(_ project: Project, didChangeOpenCount change: Bindery.Change<Swift.Int>)
    func project(_ project: Project, didChangeOwnerName change: Bindery.Change<Swift.String>)
    func project(_ project: Project, didChangeHeadline change: Bindery.Change<Swift.String>)
}

nonisolated extension ProjectObserver {
    func project(_ project: Project, didChangeName change: Bindery.Change<Swift.String>) {}
    func project(_ project: Project, didChangeChores change: Bindery.Change<[Chore]>) {}
    func project(_ project: Project, didChangeOwner change: Bindery.Change<Person?>) {}
    func project(_ project: Project, didChangeOpenCount change: Bindery.Change<Swift.Int>) {}
    func project(_ project: Project, didChangeOwnerName change: Bindery.Change<Swift.String>) {}
    func project(_ project: Project, didChangeHeadline change: Bindery.Change<Swift.String>) {}
}

nonisolated final class Triple: Bindery.BinderyModel {
    let evaluations: Tally

    var a: Swift.Int {
        get { _$bindery.get(self, 1, \.a, _$storage.a) }
        set { _$bindery.set(self, 1, \.a, _$storage.a, newValue) { $0._$storage.a = $1 } }
    }

    var b: Swift.Int {
        get { _$bindery.get(self, 2, \.b, _$storage.b) }
        set { _$bindery.set(self, 2, \.b, _$storage.b, newValue) { $0._$storage.b = $1 } }
    }

    var c: Swift.Int {
        get { _$bindery.get(self, 3, \.c, _$storage.c) }
        set { _$bindery.set(self, 3, \.c, _$storage.c, newValue) { $0._$storage.c = $1 } }
    }

    var sum: Swift.Int {
        _$bindery.computed(self, 4) { $0._$compute_sum() }
    }

    var isPositive: Swift.Bool {
        _$bindery.computed(self, 5) { $0._$compute_isPositive() }
    }

    init(
        evaluations: Tally = Triple._$default_evaluations(),
        a: Swift.Int = 0,
        b: Swift.Int = 0,
        c: Swift.Int = 0
    ) {
        self.evaluations = evaluations
        _$storage = _$Storage(
            a: a,
            b: b,
            c: c
        )
    }

    deinit { _$bindery.modelWillDeinit() }

    /// Calls `handler` whenever `property` changes, until the returned token is cancelled or released.
    func observe<Value>(
        _ property: Swift.KeyPath<Triple, Value>, options: Bindery.ObserveOptions = [],
        _ handler: @escaping (Bindery.Change<Value>) -> Swift.Void
    ) -> Bindery.ObservationToken {
        Bindery.ModelCore.observe(self, property, options, handler)
    }

    /// Like `observe(_:options:_:)`, passing the handler its own token, so any call (the `.initial` one included)
    /// can stop the observation.
    func observe<Value>(
        _ property: Swift.KeyPath<Triple, Value>, options: Bindery.ObserveOptions = [],
        _ handler: @escaping (Bindery.Change<Value>, Bindery.ObservationToken) -> Swift.Void
    ) -> Bindery.ObservationToken {
        Bindery.ModelCore.observe(self, property, options, handler)
    }

    /// Applies `updates`, then notifies each observer once, with the values before and after.
    func batch(_ updates: (Triple) -> Swift.Void) {
        Bindery.batch { updates(self) }
    }

    /// Tells `observer` about every change until it goes away; it is held weakly.
    func addObserver(_ observer: some TripleObserver) {
        Bindery.ModelCore.forward(self, to: observer, \.a) { $0.triple($1, didChangeA: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.b) { $0.triple($1, didChangeB: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.c) { $0.triple($1, didChangeC: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.sum) { $0.triple($1, didChangeSum: $2) }
        Bindery.ModelCore.forward(self, to: observer, \.isPositive) { $0.triple($1, didChangeIsPositive: $2) }
    }

    /// Bindings attached to this model, kept alive exactly as long as it is.
    nonisolated var bindingLifetime: Bindery.BindingLifetime { .lazy(&_$lifetime) }

    // MARK: Plumbing. Names with `$` are the generated code's own: no spec can declare one.

    @exclusivity(unchecked) var _$bindery = Bindery.ModelCore<Triple>()
    var _$registrar: Observation.ObservationRegistrar? { nil }
    nonisolated static let _$properties = Bindery.PropertyTable<Triple>(
        "Triple",
        [
            "evaluations": \.evaluations,
            "a": \.a,
            "b": \.b,
            "c": \.c,
            "sum": \.sum,
            "isPositive": \.isPositive,
        ])
    @exclusivity(unchecked) private var _$storage: _$Storage
    private nonisolated(unsafe) var _$lifetime: Bindery.BindingLifetime? = nil

    private struct _$Storage {
        var a: Swift.Int
        var b: Swift.Int
        var c: Swift.Int
    }
}

nonisolated extension Triple {
    @usableFromInline static func _$default_evaluations() -> Tally {
        Tally()
    }

    fileprivate func _$compute_sum() -> Swift.Int {
        evaluations.counting(a + b + c)
    }

    fileprivate func _$compute_isPositive() -> Swift.Bool {
        sum > 0
    }
}

/// Told about every change of a `Triple` it observes through `addObserver(_:)`.
nonisolated protocol TripleObserver: AnyObject {
    func triple(_ triple: Triple, didChangeA change: Bindery.Change<Swift.Int>)
    func triple(_ triple: Triple, didChangeB change: Bindery.Change<Swift.Int>)
    func triple(_ triple: Triple, didChangeC change: Bindery.Change<Swift.Int>)
    func triple(_ triple: Triple, didChangeSum change: Bindery.Change<Swift.Int>)
    func triple(_ triple: Triple, didChangeIsPositive change: Bindery.Change<Swift.Bool>)
}

nonisolated extension TripleObserver {
    func triple(_ triple: Triple, didChangeA change: Bindery.Change<Swift.Int>) {}
    func triple(_ triple: Triple, didChangeB change: Bindery.Change<Swift.Int>) {}
    func triple(_ triple: Triple, didChangeC change: Bindery.Change<Swift.Int>) {}
    func triple(_ triple: Triple, didChangeSum change: Bindery.Change<Swift.Int>) {}
    func triple(_ triple: Triple, didChangeIsPositive change: Bindery.Change<Swift.Bool>) {}
}

extension Bindery.BinderyTransforms {
    nonisolated static func add(_ value0: Swift.Int, _ value1: Swift.Int) -> Swift.Int {
        let transform: (Swift.Int, Swift.Int) -> Swift.Int = {
            $0 + $1
        }
        return transform(value0, value1)
    }
}

extension Bindery.BinderyTransforms {
    nonisolated static func inc(_ value: Swift.Int) -> Swift.Int {
        let transform: (Swift.Int) -> Swift.Int = {
            $0 + 1
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
        _$bindery.watch(source)
        _$bindery.watch(target)
        // target.value <- source.value
        _$bindery.observe(source, \.value, rule: Self._$rules[0], calling: self) {
            $0.updateTargetValue($1.new)
        }
        updateTargetValue(source.value)
    }

    /// Whether the rules still apply: not cancelled, and every model still alive.
    var isActive: Swift.Bool { _$bindery.isActive }

    /// Stops every rule. Calling it again does nothing; deinitialising the binding does the same.
    func cancel() { _$bindery.cancel() }

    /// Keeps this binding alive exactly as long as `owner`, with no token to keep.
    func attach(to owner: some Bindery.BindingOwner) { owner.bindingLifetime.keep(self) }

    // MARK: Plumbing. Names with `$` are the generated code's own: no spec can declare one.

    private let _$bindery = Bindery.BindingCore()
    private let _$source: Bindery.ModelReference<Gauge>
    private let _$target: Bindery.ModelReference<Gauge>
    private static let _$rules: [Bindery.RuleInfo] = [
        Bindery.RuleInfo("target.value <- source.value", at: "Tracking.bind:38:5")
    ]
}

nonisolated private extension Follow {
    /// `target.value <- source.value`
    func updateTargetValue(_ value: Swift.Int) {
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
        _$bindery.watch(source)
        _$bindery.watch(target)
        // target.value <- source.value | inc
        _$bindery.observe(source, \.value, rule: Self._$rules[0], calling: self) {
            $0.updateTargetValue($1.new)
        }
        updateTargetValue(source.value)
    }

    /// Whether the rules still apply: not cancelled, and every model still alive.
    var isActive: Swift.Bool { _$bindery.isActive }

    /// Stops every rule. Calling it again does nothing; deinitialising the binding does the same.
    func cancel() { _$bindery.cancel() }

    /// Keeps this binding alive exactly as long as `owner`, with no token to keep.
    func attach(to owner: some Bindery.BindingOwner) { owner.bindingLifetime.keep(self) }

    // MARK: Plumbing. Names with `$` are the generated code's own: no spec can declare one.

    private let _$bindery = Bindery.BindingCore()
    private let _$source: Bindery.ModelReference<Gauge>
    private let _$target: Bindery.ModelReference<Gauge>
    private static let _$rules: [Bindery.RuleInfo] = [
        Bindery.RuleInfo("target.value <- source.value | inc", at: "Tracking.bind:42:5")
    ]
}

nonisolated private extension Increment {
    /// `target.value <- source.value | inc`
    func updateTargetValue(_ value: Swift.Int) {
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
        _$bindery.watch(triple)
        _$bindery.watch(total)
        // total.value <- (triple.a, triple.b) | add
        _$bindery.react(Self._$rules[0], calling: self) { $0.updateTotalValue($1) }
        // on triple.a, triple.c -> changed
        _$bindery.react(Self._$rules[1], calling: self) { $0.onChanged($1) }
    }

    /// Whether the rules still apply: not cancelled, and every model still alive.
    var isActive: Swift.Bool { _$bindery.isActive }

    /// Stops every rule. Calling it again does nothing; deinitialising the binding does the same.
    func cancel() { _$bindery.cancel() }

    /// Keeps this binding alive exactly as long as `owner`, with no token to keep.
    func attach(to owner: some Bindery.BindingOwner) { owner.bindingLifetime.keep(self) }

    // MARK: Plumbing. Names with `$` are the generated code's own: no spec can declare one.

    private let _$bindery = Bindery.BindingCore()
    private let _$triple: Bindery.ModelReference<Triple>
    private let _$total: Bindery.ModelReference<Gauge>
    private let _$changed: () -> Swift.Void
    private static let _$rules: [Bindery.RuleInfo] = [
        Bindery.RuleInfo("total.value <- (triple.a, triple.b) | add", at: "Tracking.bind:46:5"),
        Bindery.RuleInfo(action: "on triple.a, triple.c -> changed", at: "Tracking.bind:47:5"),
    ]
}

nonisolated private extension FanIn {
    /// `total.value <- (triple.a, triple.b) | add`
    func updateTotalValue(_ run: Bindery.RuleRun) {
        let (value0, value1) = run.reading { (self._$triple.model.a, self._$triple.model.b) }
        let value = Bindery.BinderyTransforms.add(value0, value1)
        _$total.with { $0.value = value }
    }

    /// `on triple.a, triple.c -> changed`
    func onChanged(_ run: Bindery.RuleRun) {
        _ = run.reading { (self._$triple.model.a, self._$triple.model.c) }
        guard !run.isFirstRun else { return }
        _$changed()
    }
}
