import CBindery

/// What a generated binding keeps: the observers and reactions its rules registered, and the models whose going
/// away ends it. The binding holds its models `unowned(unsafe)` and reaches them only while ``isActive``, which
/// turns false, with every registration cancelled, the moment one of them goes away; so applying a rule costs no
/// weak load and no retain.
@_spi(BinderyGenerated)
public final class BindingCore {
    /// Whether the rules still apply: not cancelled, every model alive, and every external object still there.
    public var isActive: Bool {
        guard active else { return false }
        // A loop, not `allSatisfy(\.isAlive)`: a key path through an existential costs a call into the runtime per
        // object, and a rule reading an external object asks this on every run.
        for external in externals where !external.isAlive { return false }
        return true
    }
    @exclusivity(unchecked) @usableFromInline var active = true
    /// The external objects the binding holds without keeping them alive (see ``watch(external:)``).
    var externals: [any Liveness] = []
    @exclusivity(unchecked) private var observers: [(observer: AnyObserver, slot: PropertySlot)] = []
    @exclusivity(unchecked) private var reactions: [Reaction] = []
    /// The properties one-way rules read and write, each counted in its slot (``PropertySlot/ruleReaders``,
    /// ``PropertySlot/ruleWriters``) until the binding ends.
    @exclusivity(unchecked) private var oneWayRules: [OneWayRule] = []
    /// The first direction of a two-way rule, until its second registers (``pair(_:_:_:)``).
    private var unpairedSide: (side: TwoWaySide, rule: RuleInfo, setSource: (PropertySlot?) -> Void)?
    /// The tables of the models this binding watches; unretained, each removed when its model goes away.
    @exclusivity(unchecked) private var watched: [Unmanaged<ObserverTable>] = []

    public init() {}

    deinit {
        cancel()
    }

    /// Ends the binding when `model` goes away.
    public func watch<Model: BinderyModel>(_ model: Model) {
        let table = model._$bindery.observerTable()
        table.addWatcher(self)
        watched.append(Unmanaged.passUnretained(table))
    }

    /// Calls `handler` on every change of `model`'s property at `keyPath`, while the binding is active; `rule` names
    /// it in traces and warnings. With `initial` (an `initial` action's), also once now, with the value and no old
    /// one.
    ///
    /// `binding` is the generated binding, passed back to `handler` unretained: it owns this core, so it is alive
    /// whenever the core's observers are called.
    public func observe<Model: BinderyModel, Value, Binding: AnyObject>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, rule: RuleInfo, calling binding: Binding,
        initial: Bool = false, _ handler: @escaping (Binding, Change<Value>) -> Void
    ) {
        if isActive, let (table, slot) = ObservationRegistration.slot(of: model, keyPath) {
            let binding = Unmanaged.passUnretained(binding)
            let observer = Observer<Value>(rule: rule) { change in
                if bindery_is_tracing() { Trace.rule(rule) }
                binding._withUnsafeGuaranteedRef { handler($0, change) }
            }
            table.add(observer, to: slot)
            observers.append((observer, slot))
        }
        // After the observer: a change the handler makes is heard.
        if initial { Self.call({ handler(binding, $0) }, Change(old: nil, new: model[keyPath: keyPath]), rule) }
    }

    /// ``observe(_:_:rule:calling:initial:_:)`` for a one-way rule whose handler writes `target`'s property at
    /// `targetKeyPath`. A change of the source made before a later set of the target (a batch that sets the source,
    /// then the target; or a chain of rules, `b <- a`, `c <- b`, and a batch that sets `a`, then `c`) leaves the
    /// target as that set left it, as one set at a time would: the sets of the target are stamped
    /// (``PropertySlot/ruleWriters``), and so are those of the source held again (``PropertySlot/ruleReaders``), and
    /// the rule compares the two before it writes (``Propagation/ruleMayWrite(_:carrying:)``).
    public func observe<Model: BinderyModel, Value, Target: BinderyModel, TargetValue, Binding: AnyObject>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, writing target: Target,
        _ targetKeyPath: KeyPath<Target, TargetValue>, rule: RuleInfo, calling binding: Binding,
        _ handler: @escaping (Binding, Change<Value>) -> Void
    ) {
        guard isActive, let (table, slot) = ObservationRegistration.slot(of: model, keyPath),
            let (targetTable, targetSlot) = ObservationRegistration.slot(of: target, targetKeyPath)
        else { return observe(model, keyPath, rule: rule, calling: binding, handler) }
        let binding = Unmanaged.passUnretained(binding)
        // One object for what the rest of the observer's captures are only needed for: the observer's context stays
        // as small as a plain rule's (a context of ten words cost each call 20 instructions to unpack).
        let oneWay = OneWayRule(rule: rule, source: slot, target: targetSlot, targetTable: targetTable)
        let observer = Observer<Value>(rule: rule) { change in
            // Nothing queued: the change is not one the loop delivers (it started the propagation), and the rule
            // writes as any observer would, with no test.
            if _slowPath(ThreadState.current.pointee.slotQueueCount != 0) {
                return oneWay.applyQueued { binding._withUnsafeGuaranteedRef { handler($0, change) } }
            }
            if bindery_is_tracing() { Trace.rule(oneWay.rule) }
            oneWay.writeUnqueued { binding._withUnsafeGuaranteedRef { handler($0, change) } }
        }
        table.add(observer, to: slot)
        observers.append((observer, slot))
        oneWayRules.append(oneWay)
    }

    /// ``observe(_:_:rule:calling:_:)`` for one direction of a two-way rule: the observer is the one `echo`'s writes,
    /// the other direction's, reach, so that they can be made with it muted (see ``Echo``). A change is not traced
    /// as it reaches the observer: the handler may take it for the other direction's echo and write nothing, and
    /// the rule is traced where it writes (``Echo/write(_:_:)``).
    public func observe<Model: BinderyModel, Value, Binding: AnyObject, Written>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, rule: RuleInfo, calling binding: Binding,
        mutedBy echo: Echo<Written>, _ handler: @escaping (Binding, Change<Value>) -> Void
    ) {
        guard isActive, let (table, slot) = ObservationRegistration.slot(of: model, keyPath) else { return }
        let binding = Unmanaged.passUnretained(binding)
        let handle = { (change: Change<Value>) in binding._withUnsafeGuaranteedRef { handler($0, change) } }
        let observer: Observer<Value>
        if let stored = slot as? StoredSlot<Value> {
            let side = TwoWayListener(rule: rule, slot: stored, echo: echo, handler: handle)
            stored.twoWayListeners += 1
            pair(side, echo, rule)
            observer = side
        } else {
            observer = Observer<Value>(rule: rule, handler: handle)
        }
        table.add(observer, to: slot)
        observers.append((observer, slot))
        echo.listen(observer, slot, table, rule: rule)
    }

    /// Pairs the two directions of a two-way rule, which the binding registers one after the other: each side
    /// learns the other (``TwoWaySide``), and each direction's echo the side whose changes it writes over.
    private func pair<Written>(_ side: TwoWaySide, _ echo: Echo<Written>, _ rule: RuleInfo) {
        guard let unpaired = unpairedSide, unpaired.rule.location == rule.location, unpaired.rule.text == rule.text
        else {
            unpairedSide = (side, rule, echo.setSource)
            return
        }
        unpairedSide = nil
        side.partner = unpaired.side
        unpaired.side.partner = side
        // This side's observer writes through the other side's echo, and the other side's through this one's.
        unpaired.setSource(side.sideSlot)
        echo.setSource(unpaired.side.sideSlot)
    }

    /// Runs `body` now and again whenever what it read through ``Reaction/reading(_:)`` changes, once per
    /// propagation or batch. Each run is traced as the rule applied; an action's run is not, as it may call
    /// nothing: its body calls the handler through ``RuleRun/call(_:)``, which traces the call.
    public func react(_ rule: RuleInfo, _ body: @escaping (RuleRun) -> Void) {
        react(rule, tracesRuns: !rule.isAction, body)
    }

    /// ``react(_:_:)``, with each run traced as the rule applied unless `tracesRuns` is false: then `body` traces
    /// what it does. `willStart` is given the reaction before its first run.
    func react(
        _ rule: RuleInfo, tracesRuns: Bool, willStart: (Reaction) -> Void = { _ in },
        _ body: @escaping (RuleRun) -> Void
    ) {
        guard isActive else { return }
        // An external object may have gone since the last run (Bindery cannot see it go): the binding ends then.
        let reaction = Reaction(rule: rule, tracesRuns: tracesRuns) { [unowned self] run in
            guard externals.isEmpty || isActive else { return cancel() }
            body(run)
        }
        reactions.append(reaction)
        willStart(reaction)
        reaction.start()
    }

    /// Calls `handler` with the old and new value whenever the value `read` gives changes (it may read through a
    /// path of models), comparing the two when they are `Equatable`; with `initial`, also once at the start.
    public func onChange<Value: Equatable>(
        of read: @escaping () -> Value, rule: RuleInfo, initial: Bool, _ handler: @escaping (Change<Value>) -> Void
    ) {
        onChange(of: read, rule: rule, initial: initial, isEqual: ==, handler)
    }

    /// Calls `handler` whenever the value `read` gives may have changed; with `initial`, also once at the start.
    public func onChange<Value>(
        of read: @escaping () -> Value, rule: RuleInfo, initial: Bool, _ handler: @escaping (Change<Value>) -> Void
    ) {
        onChange(of: read, rule: rule, initial: initial, isEqual: nil, handler)
    }

    private func onChange<Value>(
        of read: @escaping () -> Value, rule: RuleInfo, initial: Bool, isEqual: ((Value, Value) -> Bool)?,
        _ handler: @escaping (Change<Value>) -> Void
    ) {
        var last: Value?
        react(rule, tracesRuns: false) { run in
            let new = run.reading(read)
            defer { last = new }
            guard let old = last else {
                if initial { Self.call(handler, Change(old: nil, new: new), rule) }
                return
            }
            if let isEqual, isEqual(old, new) { return }
            Self.call(handler, Change(old: old, new: new), rule)
        }
    }

    /// Traces `rule` as applied by the binding as it starts: a direct rule's first application and a `once` rule's
    /// only one are made by the generated initializer, not by an observer, which traces the later ones.
    public func willApply(_ rule: RuleInfo) {
        if bindery_is_tracing() { Trace.rule(rule) }
    }

    /// Calls an action's `handler` with `change`, traced: an action's run that calls nothing (the value read did not
    /// change, or the binding starts and the action is not `initial`) is not traced.
    static func call<Value>(_ handler: (Change<Value>) -> Void, _ change: Change<Value>, _ rule: RuleInfo) {
        if bindery_is_tracing() { Trace.rule(rule) }
        handler(change)
    }

    /// Runs `body` with `binding` now and again whenever what it read through ``RuleRun/reading(_:)`` changes,
    /// once per propagation or batch.
    public func react<Binding: AnyObject>(
        _ rule: RuleInfo, calling binding: Binding, _ body: @escaping (Binding, RuleRun) -> Void
    ) {
        let binding = Unmanaged.passUnretained(binding)
        react(rule) { run in binding._withUnsafeGuaranteedRef { body($0, run) } }
    }

    /// ``react(_:calling:_:)`` for a one-way rule whose body writes `target`'s property at `targetKeyPath`. As for a
    /// direct rule (``observe(_:_:writing:_:rule:calling:_:)``), a set of the target made after the last change
    /// the rule read (a batch that sets a source, then the target) is left as it was, as one set at a time would:
    /// the target's sets are stamped, the reaction notes when each change that makes it stale was made, and the body
    /// asks ``RuleRun/mayWrite`` before it writes, which also traces the rule as applied.
    public func react<Target: BinderyModel, TargetValue, Binding: AnyObject>(
        _ rule: RuleInfo, writing target: Target, _ targetKeyPath: KeyPath<Target, TargetValue>,
        calling binding: Binding, _ body: @escaping (Binding, RuleRun) -> Void
    ) {
        guard isActive, let (targetTable, targetSlot) = ObservationRegistration.slot(of: target, targetKeyPath) else {
            return react(rule, calling: binding, body)
        }
        let binding = Unmanaged.passUnretained(binding)
        oneWayRules.append(OneWayRule(rule: rule, source: nil, target: targetSlot, targetTable: targetTable))
        let run = { (run: RuleRun) in binding._withUnsafeGuaranteedRef { body($0, run) } }
        react(rule, tracesRuns: false, willStart: { $0.writesTarget(targetSlot) }, run)
    }

    /// ``react(_:calling:_:)`` for one direction of a two-way rule that reads the other side through a path or from
    /// an external class: the reaction is the one `echo`'s writes, the other direction's, reach. A run is not traced
    /// as such: the body may take what it reads for that echo and write nothing, and the rule is traced where it
    /// writes (``Echo/write(_:_:)``, ``Echo/willWrite(_:applying:)``).
    public func react<Binding: AnyObject, Written>(
        _ rule: RuleInfo, calling binding: Binding, hearing echo: Echo<Written>,
        _ body: @escaping (Binding, RuleRun) -> Void
    ) {
        let binding = Unmanaged.passUnretained(binding)
        let run = { (run: RuleRun) in binding._withUnsafeGuaranteedRef { body($0, run) } }
        // Registered before the first run: what that run writes may set off the other direction's first write.
        react(rule, tracesRuns: false, willStart: { echo.read(by: $0, rule: rule) }, run)
    }

    /// Stops every rule. Calling it again does nothing.
    public func cancel() {
        guard active else { return }
        active = false
        let registered = observers
        observers = []
        for (observer, slot) in registered {
            if observer is TwoWaySide { slot.twoWayListeners -= 1 }
            slot.table?.remove(observer, from: slot)
        }
        for oneWay in oneWayRules { oneWay.cancel() }
        oneWayRules = []
        unpairedSide = nil
        for reaction in reactions { reaction.cancel() }
        reactions = []
        for table in watched { table.takeUnretainedValue().removeWatcher(self) }
        watched = []
        // No rule reaches them any more, so what remains of an external object gone meanwhile may be freed now.
        for external in externals { external.letGo() }
    }

    /// One of the watched models went away: the binding ends.
    func modelWentAway(_ table: ObserverTable) {
        watched.removeAll { $0.toOpaque() == Unmanaged.passUnretained(table).toOpaque() }
        cancel()
    }
}
