import CBindery

/// The slot of a computed property. While anyone observes it (an observer, or a derivation that reads it) it keeps
/// its value and the dependencies of its last evaluation; when one changes it is marked stale at once, recomputed
/// once the propagation or batch gets to it, and its observers are told if the value changed. Nobody observing, it
/// holds nothing, depends on nothing, and is evaluated on every read, so writes to what it reads cost nothing.
@usableFromInline
final class ComputedSlot<Model: AnyObject, Value>: PropertySlot {
    @usableFromInline let computation: Computation

    /// Made in the model's module (inlinable callers, through ``comparing(table:index:model:evaluate:)``,
    /// ``notifyingAlways(table:index:model:evaluate:)`` or their overloads with fixed reads), so `work` is
    /// specialised for `Value`: the propagation loop reaches it through `Derivation`, which is not generic.
    @inlinable
    init(
        table: ObserverTable, index: Int, model: Model, evaluateFromStorage: ((Model) -> Value)?,
        evaluate: @escaping (Model) -> Value, work: @escaping (Derivation, UInt) -> Void
    ) {
        computation = Computation(
            model: model, evaluateFromStorage: evaluateFromStorage, evaluate: evaluate, work: work,
            activate: { $0.activateNow() })
        super.init(table: table, index: index)
        computation.slot = .passUnretained(self)
    }

    override func observerWasAdded() {
        guard computation.isActive else { return computation.activate(computation) }
        // Active for a derivation that reads it, or for observers all gone since: what it last told observers is
        // stale. The one just added has seen only the current value, so the next change is told from that.
        if observers.dropLast().allSatisfy(\.isCancelled) { return computation.takeCurrentValueAsDelivered() }
        // Others observe it, and a recomputation waits (in a batch, or while a propagation delivers): they are told
        // the change from the value they were told last, the one just added from the value it can see now.
        guard computation.isStale || computation.isScheduled, let model = computation.model?.takeUnretainedValue(),
            let observer = observers.last as? Observer<Value>
        else { return }
        observer.joinWaitingChange(seeing: computation.value(of: model))
        observersDidChange()
    }

    override func willGainDependent() {
        if !computation.isActive { computation.activate(computation) }
    }

    override func deliverCurrentValueToObserversThatJoined() {
        guard let current = computation.cache else { return }
        deliverToObserversThatJoined(new: current)
    }

    override func computedDerivation() -> Unmanaged<Derivation>? {
        .passUnretained(computation)
    }

    override func observerWasRemoved() {
        if !isWatched { computation.deactivate() }
    }

    override func modelWentAway() {
        computation.model = nil
        // An evaluation under way may have made the model and read this property: it will depend on what this one
        // read instead.
        if computation.isActive, ThreadState.current.pointee.tracker != nil { computation.keepReadsOfGoneModel() }
        computation.deactivate()
        super.modelWentAway()
    }

    /// The current value: cached while observed, evaluated otherwise.
    @inlinable
    func value(of model: Model) -> Value {
        computation.value(of: model)
    }

    /// The derivation behind the slot.
    @usableFromInline
    final class Computation: Derivation {
        /// Unretained: the model owns the table that owns the slot that owns this; nil once the model is gone.
        /// `Unmanaged`, as an `unowned(unsafe)` reference still costs a retain each time it is read.
        @exclusivity(unchecked) @usableFromInline var model: Unmanaged<Model>?
        @usableFromInline let evaluate: (Model) -> Value
        @usableFromInline let activate: (Computation) -> Void
        @exclusivity(unchecked) @usableFromInline var cache: Value?
        /// The value the observers were last told about.
        @exclusivity(unchecked) @usableFromInline var delivered: Value?
        /// The expression over the model's storage, when every evaluation reads the same properties in the same
        /// order, as the generator says of an expression of the model's own stored properties of standard types,
        /// operators and literals, with no branch (see ``ModelCore/computedWithFixedReads(_:_:_:_:)``). Then once
        /// an evaluation (`evaluate`) has recorded them, the next ones need not: they read the storage, which no
        /// derivation hears of, and the dependencies stay. Nil for any other expression.
        @usableFromInline let evaluateFromStorage: ((Model) -> Value)?

        @usableFromInline
        init(
            model: Model, evaluateFromStorage: ((Model) -> Value)?, evaluate: @escaping (Model) -> Value,
            work: @escaping (Derivation, UInt) -> Void, activate: @escaping (Computation) -> Void
        ) {
            self.model = .passUnretained(model)
            self.evaluateFromStorage = evaluateFromStorage
            self.evaluate = evaluate
            self.activate = activate
            super.init(isComputed: true, work: work)
        }

        @inlinable
        func value(of model: Model) -> Value {
            guard isActive else {
                // Whoever tracks this read depends on the property itself, not on what it reads.
                if let evaluateFromStorage { return evaluateFromStorage(model) }
                return ThreadState.untracked { evaluate(model) }
            }
            if isStale { recompute(model) }
            return cache!
        }

        /// ``evaluateNow(_:_:_:)`` into the cache, spelled out: reached from a getter, which may be another
        /// evaluation's, it is one frame per link of a chain rather than two.
        @inlinable
        func recompute(_ model: Model) {
            if let evaluateFromStorage, !dependencies.isEmpty {
                isStale = false
                cache = evaluateFromStorage(model)
            } else {
                cache = track(evaluate, on: model)
            }
        }

        /// Evaluates, recording what the evaluation reads unless the reads are fixed and already recorded (an
        /// evaluation after activation, when the dependencies were dropped, records them again). The storage's
        /// evaluation reads no getter, so it runs as it is, whatever derivation is tracking on this thread.
        @inlinable @inline(__always)
        func evaluateNow(
            _ model: Model, _ evaluate: (Model) -> Value, _ evaluateFromStorage: ((Model) -> Value)?
        ) -> Value {
            guard let evaluateFromStorage, !dependencies.isEmpty else { return track(evaluate, on: model) }
            isStale = false
            return evaluateFromStorage(model)
        }

        /// Starts tracking: evaluates, recording what the evaluation reads. Called as an evaluation first reads the
        /// property, so a chain of computed properties that nothing observed starts down the stack, one
        /// evaluation inside the next, and the evaluation is called from here directly, with no frame between.
        @inlinable
        func activateNow() {
            guard let model else { return }
            isActive = true
            cache = track(evaluate, on: model.takeUnretainedValue())
            delivered = cache
        }

        /// Makes the current value the one observers were last told about: the first observer of a slot already
        /// active has seen nothing else.
        func takeCurrentValueAsDelivered() {
            guard let model = model?.takeUnretainedValue() else { return }
            if isStale { recompute(model) }
            delivered = cache
        }

        func deactivate() {
            guard isActive else { return }
            isActive = false
            // Inactive, it hears of no change: when it starts again, anything it read may have changed.
            isStaleOnlyThroughComputed = false
            if isScheduled {
                isScheduled = false
                Propagation.forget(computed: self)
            }
            cache = nil
            delivered = nil
            dropDependenciesInTurn()
        }

        override func refresh() {
            guard isActive, isStale, let model else { return }
            model._withUnsafeGuaranteedRef { recompute($0) }
        }

        override func invalidate() {
            guard isActive else { return }
            // A property it read changed, so it may read other properties now: no shortcut through the computed
            // properties it read (see `isStaleOnlyThroughComputed`).
            isStaleOnlyThroughComputed = false
            guard !isStale else { return }
            isStale = true
            guard let slot else { return }
            // The usual case, with no call so with no frame: no computed property reads this one, and the queue has
            // room. Anything else goes out of line.
            if slot._withUnsafeGuaranteedRef({ $0.dependents.isEmpty }) {
                if slot._withUnsafeGuaranteedRef({ $0.observers.isEmpty }) || isScheduled { return }
                if Propagation.scheduleIfRoom(computed: self) {
                    isScheduled = true
                    return
                }
            }
            invalidateReadersAndSchedule()
        }

        override func heightDidChange() {
            slot?._withUnsafeGuaranteedRef { $0.readerHeight = height }
        }

        /// The trace of a recomputation that changed the value. Out of line and passed the values, not their
        /// addresses: inlined, the trace kept copies of both on the stack on every run (4 instructions).
        @inlinable @inline(never)
        static func trace(_ slot: PropertySlot, _ old: Value?, _ new: Value) {
            guard let table = slot.table else { return }
            Trace.set(table.describe(slot.index), old: old, new: new)
        }

        /// Recomputes, and tells the observers if `isEqual` says the value changed. Inlined into the closure that
        /// the slot's maker passes as its work, so `evaluate` (which that closure captures) is called as
        /// specialised for `Value`, with no reabstraction, and `isEqual` is the type's own `==` inlined, or
        /// nothing.
        @inlinable @inline(__always)
        func runNow(
            _ epoch: UInt, _ evaluate: (Model) -> Value, _ evaluateFromStorage: ((Model) -> Value)?,
            isEqual: (Value, Value) -> Bool
        ) {
            // Borrowed: an observer that lets the model go leaves the slot alive until its walk ends (see
            // `PropertySlot.modelWentAway()`), and the model is not touched after the evaluation. Active, it has
            // both, so neither is tested: the slot is set as the slot is made, before anything can observe it, and
            // only an evaluation with a model activates it, which the model's going away undoes.
            guard isActive else { return }
            let slot = slot.unsafelyUnwrapped
            guard slot._withUnsafeGuaranteedRef({ !$0.observers.isEmpty }) else { return }
            let model = model.unsafelyUnwrapped
            let new: Value
            if isStale {
                new = model._withUnsafeGuaranteedRef { model in evaluateNow(model, evaluate, evaluateFromStorage) }
                cache = new
            } else {
                new = cache.unsafelyUnwrapped
            }
            let old = delivered
            delivered = new
            if let old, isEqual(old, new) {
                // No change for the observers told `old`; one added since may have seen another value. A call that
                // names no type, so the path of a change needs no metadata for it.
                if _slowPath(slot._withUnsafeGuaranteedRef { $0.flags & SlotFlags.notOneLiveObserver != 0 }) {
                    slot._withUnsafeGuaranteedRef { $0.deliverCurrentValueToObserversThatJoined() }
                }
                return
            }
            guard slot._withUnsafeGuaranteedRef({ $0.countRound(epoch) }) else { return }
            if bindery_is_tracing() { slot._withUnsafeGuaranteedRef { Self.trace($0, old, new) } }
            // One live observer and nothing else in the flags, the usual case: called as a set's sole observer is.
            if slot._withUnsafeGuaranteedRef({ $0.flags == 0 }) {
                return PropertySlot.deliverToSoleObserver(slot, Change(old: old, new: new))
            }
            slot._withUnsafeGuaranteedRef { $0.deliver(Change(old: old, new: new)) }
        }
    }
}

extension ComputedSlot where Value: Equatable {
    /// The slot of a computed property whose observers hear of a recomputation only when the value changed.
    @inlinable
    static func comparing(table: ObserverTable, index: Int, model: Model, evaluate: @escaping (Model) -> Value)
        -> ComputedSlot
    {
        ComputedSlot(table: table, index: index, model: model, evaluateFromStorage: nil, evaluate: evaluate) {
            derivation, epoch in
            unsafeDowncast(derivation, to: Computation.self).runNow(epoch, evaluate, nil) { $0 == $1 }
        }
    }

    /// ``comparing(table:index:model:evaluate:)`` with fixed reads. A maker of its own, whose closures are not
    /// optional: the optimizer specialises the slot's work for the closures the getter passes only when it sees
    /// them as they are, and an evaluation reached through the work's context cost a retain and a release.
    @inlinable
    static func comparing(
        table: ObserverTable, index: Int, model: Model, evaluateFromStorage: @escaping (Model) -> Value,
        evaluate: @escaping (Model) -> Value
    ) -> ComputedSlot {
        ComputedSlot(
            table: table, index: index, model: model, evaluateFromStorage: evaluateFromStorage, evaluate: evaluate
        ) { derivation, epoch in
            unsafeDowncast(derivation, to: Computation.self).runNow(epoch, evaluate, evaluateFromStorage) { $0 == $1 }
        }
    }
}

extension ComputedSlot {
    /// The slot of a computed property whose type is not `Equatable`: observers hear of every recomputation.
    @inlinable
    static func notifyingAlways(
        table: ObserverTable, index: Int, model: Model, evaluate: @escaping (Model) -> Value
    ) -> ComputedSlot {
        ComputedSlot(table: table, index: index, model: model, evaluateFromStorage: nil, evaluate: evaluate) {
            derivation, epoch in
            unsafeDowncast(derivation, to: Computation.self).runNow(epoch, evaluate, nil) { _, _ in false }
        }
    }

    /// ``notifyingAlways(table:index:model:evaluate:)`` with fixed reads (see
    /// ``comparing(table:index:model:evaluateFromStorage:evaluate:)``).
    @inlinable
    static func notifyingAlways(
        table: ObserverTable, index: Int, model: Model, evaluateFromStorage: @escaping (Model) -> Value,
        evaluate: @escaping (Model) -> Value
    ) -> ComputedSlot {
        ComputedSlot(
            table: table, index: index, model: model, evaluateFromStorage: evaluateFromStorage, evaluate: evaluate
        ) { derivation, epoch in
            unsafeDowncast(derivation, to: Computation.self).runNow(epoch, evaluate, evaluateFromStorage) { _, _ in
                false
            }
        }
    }
}
