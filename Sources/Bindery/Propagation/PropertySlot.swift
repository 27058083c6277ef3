import CBindery

/// Everything that watches one property of one model instance: the observers called after it changes, and the
/// derivations (computed properties, rules through paths) that read it at their last evaluation and must be told
/// at once that they are stale.
@usableFromInline
class PropertySlot {
    /// In the order added. While the slot delivers, cancelled observers stay in place (marked cancelled) so the
    /// delivery can walk the live array by index; they are swept out when it ends.
    @exclusivity(unchecked) @usableFromInline final var observers: ContiguousArray<AnyObserver> = []
    /// Derivations that read this property when they last ran, each retained by the slot (``addDependent(_:)``):
    /// raw memory, so invalidating them on every set costs no reference counting.
    @exclusivity(unchecked) @usableFromInline final var dependents = UnmanagedList<Derivation>()
    /// What sends a set or a delivery of this property off its fast path (``SlotFlags``): zero when one live
    /// observer alone hears of a change. No observer yet, so not zero.
    @exclusivity(unchecked) @usableFromInline final var flags = SlotFlags.notOneLiveObserver | SlotFlags.noObservers
    /// Set while its observers run.
    @inlinable final var isDelivering: Bool {
        get { flags & SlotFlags.delivering != 0 }
        set { flags = newValue ? flags | SlotFlags.delivering : flags & ~SlotFlags.delivering }
    }
    /// Whether a cancellation during delivery left observers to sweep out.
    @inlinable final var needsSweep: Bool {
        get { flags & SlotFlags.needsSweep != 0 }
        set { flags = newValue ? flags | SlotFlags.needsSweep : flags & ~SlotFlags.needsSweep }
    }
    /// Queued on this thread's propagation with a change not yet delivered. Set false, it forgets what the change
    /// was (``StoredSlot/pendingIsEdit``, ``StoredSlot/pendingIsUnchanged``) too.
    @inlinable final var isPending: Bool {
        get { flags & SlotFlags.pending != 0 }
        set { flags = newValue ? flags | SlotFlags.pending : flags & ~SlotFlags.pendingChange }
    }
    /// Whether the slot holds a reference to itself because its model went away while it was delivering.
    @exclusivity(unchecked) final var isKeptForDelivery = false
    /// Deliveries in the current propagation.
    @exclusivity(unchecked) @usableFromInline final var rounds = RoundCounter()
    /// For de-duplicating reads within one evaluation: the stamp of the evaluation that last recorded this slot.
    @exclusivity(unchecked) @usableFromInline final var lastReadStamp: UInt64 = 0
    /// Scratch mark used while a derivation compares its old and new dependencies.
    @exclusivity(unchecked) final var dependencyMark: UInt8 = 0
    /// How many two-way rules listen to this property (``TwoWayListener``): while there are some, a change held
    /// again is stamped (``reSetAt``), and a delivery first lets a later change of the other side win.
    @exclusivity(unchecked) @usableFromInline final var twoWayListeners: UInt32 = 0
    /// How many one-way rules read this property (``BindingCore/observe(_:_:writing:_:rule:calling:_:)``): while
    /// there are some, a change held again is stamped (``reSetAt``), as for ``twoWayListeners``, so that the rules
    /// carry it as made when it was set last.
    @exclusivity(unchecked) @usableFromInline final var ruleReaders: UInt32 = 0
    /// How many one-way rules write this property: while there are some, ``SlotFlags/ruleTarget`` is set and every
    /// set is stamped (``ruleTargetWrittenAt``), so that a rule carrying an earlier change does not write over it.
    @exclusivity(unchecked) final var ruleWriters: UInt32 = 0 {
        didSet { flags = ruleWriters == 0 ? flags & ~SlotFlags.ruleTarget : flags | SlotFlags.ruleTarget }
    }
    /// For a property one-way rules write, when it was set last, if known (``Propagation/stampRuleTargetWrite(_:)``):
    /// the place and order a set made then would have, and the propagation's epoch then. A set made while the
    /// propagation's loop ran (by an observer, a rule, a computed property's observer) counts as unknown in that
    /// loop: the one-by-one order it stands in cannot be told from when the loop made it.
    /// Never set: earlier than any place, so a rule compared with it writes.
    @exclusivity(unchecked) final var ruleTargetWrittenAt = Int.min
    @exclusivity(unchecked) final var ruleTargetWrittenSequence: UInt64 = 0
    @exclusivity(unchecked) final var ruleTargetWrittenEpoch: UInt = 0
    /// When the held change was last stamped, for a property two-way rules listen to: the queue's length then,
    /// counted from the thread's first place (``Propagation/firstPlace(after:)``; a stamp from before the change was
    /// queued, or from another thread, is out of date), and the order among the sets that joined a held change,
    /// which ``Echo`` compares to tell its own write from a later one.
    @exclusivity(unchecked) final var reSetAt = 0
    @exclusivity(unchecked) final var reSetSequence: UInt64 = 0
    /// While the stamp is up to date, when the held change counts as written (see ``Propagation/holdsLaterWrite``):
    /// set again directly, now; written by a two-way rule, when the change the rule carried was written, as the
    /// rule's write would have been made right after that change, one set at a time.
    @exclusivity(unchecked) final var writtenAt = 0
    @exclusivity(unchecked) final var writtenSequence: UInt64 = 0
    /// The model's table; nil once the model is gone. Unowned: the table owns this slot.
    @exclusivity(unchecked) @usableFromInline final unowned(unsafe) var table: ObserverTable?
    /// `table != nil`, kept apart: testing the reference itself costs a retain and a release.
    @exclusivity(unchecked) @usableFromInline final var isAttached = true
    /// Whether the latest value of the waiting change (``StoredSlot/pendingNew``) was written while a propagation
    /// delivered (by an observer or a rule), not by a batch's updates, or a two-way rule has yielded to it: then
    /// someone has seen it, and a later set back to the value the observers saw is still a change.
    @exclusivity(unchecked) @usableFromInline final var pendingNewWasSeen = false
    @usableFromInline final let index: Int
    /// Delivers the change this slot holds, if it still holds one: a stored property's slot sets it to its own
    /// delivery, made where the value's type is known so it runs specialised. A closure, not an overridden method,
    /// so the propagation loop reaches the specialised code in one indirect call.
    final let deliverPending: (PropertySlot, _ epoch: UInt) -> Void

    @usableFromInline
    init(table: ObserverTable, index: Int, deliverPending: @escaping (PropertySlot, UInt) -> Void = { _, _ in }) {
        self.table = table
        self.index = index
        self.deliverPending = deliverPending
    }

    /// ``Propagation``'s stand-in for a slot that left its queue: attached to no model, delivering nothing.
    init(forgotten: Void) {
        table = nil
        isAttached = false
        index = -1
        deliverPending = { _, _ in }
    }

    deinit {
        releaseDependents()
    }

    /// Called when the model goes away: nothing is delivered any more.
    func modelWentAway() {
        table = nil
        isAttached = false
        for observer in observers { observer.cancel() }
        // A delivery walking the array (the model went away in one of its handlers) skips the cancelled rest and
        // sweeps them when it ends; replacing the array under it would move its indexes. The table is about to
        // release this slot, which the walk borrows: one reference is kept until the walk ends.
        if isDelivering {
            needsSweep = true
            if !isKeptForDelivery {
                isKeptForDelivery = true
                _ = Unmanaged.passRetained(self)
            }
        } else {
            observers = []
        }
        observersDidChange()
        if isPending {
            isPending = false
            Propagation.forget(self)
        }
        for index in 0..<dependents.count {
            dependents[index]._withUnsafeGuaranteedRef { $0.dependencyWentAway(self) }
        }
        releaseDependents()
    }

    private final func releaseDependents() {
        for index in 0..<dependents.count { dependents[index].release() }
        dependents.deallocate()
        flags &= ~SlotFlags.hasDependents
    }

    /// Keeps ``SlotFlags/notOneLiveObserver`` true to the array: called after anything that adds, removes or
    /// cancels an observer.
    @usableFromInline
    final func observersDidChange() {
        flags &= ~(SlotFlags.notOneLiveObserver | SlotFlags.noObservers)
        if observers.isEmpty {
            flags |= SlotFlags.notOneLiveObserver | SlotFlags.noObservers
        } else if observers.count != 1 || observers[0].needsCheck {
            flags |= SlotFlags.notOneLiveObserver
        }
    }

    /// The ``Derivation/height`` of the computed property this slot belongs to; zero for a stored property. Stored
    /// (the computation sets it), as every tracked read asks for it.
    @exclusivity(unchecked) @usableFromInline final var readerHeight = 0

    /// A computed property's slot starts tracking when its first observer, or a derivation that reads it, arrives
    /// (``observerWasAdded()``, ``willGainDependent()``: called as the derivation's evaluation first reads it, and
    /// again as the derivation subscribes) …
    func observerWasAdded() {}
    func willGainDependent() {}
    /// … and stops when its last one leaves.
    func observerWasRemoved() {}

    /// A computed property's recomputation that left its value as its observers were told: the observers added while
    /// it waited are told of the current value (``deliverToObserversThatJoined(new:)``).
    @usableFromInline func deliverCurrentValueToObserversThatJoined() {}

    /// A computed property's derivation; nil for a stored property.
    func computedDerivation() -> Unmanaged<Derivation>? { nil }

    // MARK: Dependents

    final func addDependent(_ derivation: Derivation) {
        dependents.append(.passRetained(derivation))
        flags |= SlotFlags.hasDependents
        table?.observerCount += 1
        willGainDependent()
    }

    final func removeDependent(_ derivation: Derivation) {
        guard dependents.remove(derivation) else { return }
        Unmanaged.passUnretained(derivation).release()
        if dependents.isEmpty { flags &= ~SlotFlags.hasDependents }
        table?.observerCount -= 1
        observerWasRemoved()
    }

    /// Whether any observer or derivation watches this property.
    final var isWatched: Bool { !observers.isEmpty || !dependents.isEmpty }

    /// Marks every dependent stale; those with observers are queued to run.
    @usableFromInline
    final func invalidateDependents() {
        // A dependent may drop its dependencies when it runs, but none runs here: invalidation only marks and
        // queues, so the list stays as it is and its elements, which it keeps alive, can be borrowed.
        var index = 0
        while index < dependents.count {
            dependents[index]._withUnsafeGuaranteedRef { $0.invalidate() }
            index += 1
        }
    }

    /// ``invalidateDependents()`` for a set of this property, unless the propagation the set starts would be
    /// one computed property's run and nothing else: then that computed property, not invalidated, for the caller
    /// to run at once (``Propagation/runAlone(_:)``).
    ///
    /// That is the usual set of an input of one observed computed property: made while no batch is open and
    /// nothing propagates, of a property that nothing but the computed property watches, which no other computed
    /// property reads and which is current, observed and not queued. Invalidating it would queue it alone, and
    /// start a propagation that finds it alone (``Propagation/runStartedBySet()``) and runs it; run at once, it
    /// costs none of the virtual call to `invalidate()`, the queue's append and removal, the tests that nothing
    /// else waits, and the calls between. The tests are out of line, and call nothing when they pass, so they take
    /// no frame: inlined into the set, they made the set of a property that no derivation reads 2 to 3
    /// instructions longer.
    @usableFromInline
    final func invalidateDependentsOfSet() -> Unmanaged<Derivation>? {
        if dependents.count == 1, observers.isEmpty, !isPending, !ThreadState.isBusy,
            dependents[0]._withUnsafeGuaranteedRef({ $0.canRunAlone }), ThreadState.current.pointee.propagation != nil
        {
            return dependents[0]
        }
        // A jump: called here, it gave the function a frame for every path.
        return invalidateDependentsReturningNil()
    }

    /// ``invalidateDependents()``, for ``invalidateDependentsOfSet()`` to end with.
    @inline(never)
    final func invalidateDependentsReturningNil() -> Unmanaged<Derivation>? {
        invalidateDependents()
        return nil
    }

    // MARK: Rounds

    /// Counts one more delivery in the propagation `epoch`; false once the property has been delivered more than
    /// ``Propagation/maximumRounds`` times in it, which stops the cycle with a runtime warning.
    @inlinable
    final func countRound(_ epoch: UInt) -> Bool {
        if rounds.countWithinLimit(in: epoch) { return true }
        return countRoundPastLimit(epoch)
    }

    @usableFromInline
    final func countRoundPastLimit(_ epoch: UInt) -> Bool {
        switch rounds.count(in: epoch) {
        case .allowed:
            return true
        case .stopsNow:
            RuntimeWarning.propagationDidNotSettle(
                property: table?.describe(index) ?? "a property", rules: observers.compactMap(\.rule))
            return false
        case .stopped:
            return false
        }
    }

    /// A prior call of this property skipped, ``Propagation/maximumRounds`` of them being under way one inside
    /// another.
    @usableFromInline @inline(never)
    final func priorCallsDidNotSettle() {
        RuntimeWarning.priorCallsDidNotSettle(property: table?.describe(index) ?? "a property")
    }

    // MARK: Delivery

    /// Calls the observers that were there when the delivery started and are not cancelled; for a prior change,
    /// only those that asked for one.
    @inlinable
    final func deliver<Value>(_ change: Change<Value>) {
        // A prior call can come while the observers of the change before are still running: the outer walk
        // keeps the slot marked until it ends.
        let isNested = isDelivering
        isDelivering = true
        // The live array, walked by index up to its length now: observers added by a handler wait for the next
        // change, and cancelled ones stay in place until the sweep. So no index moves, and the array keeps every
        // observer alive until the walk ends: each is borrowed, not retained. (The model owns this slot and
        // outlives the walk: a setter's caller holds the model, and a propagation holds the slot.)
        let end = observers.count
        // One observer, live and holding nothing weakly, for a change that is not prior (the usual case): called
        // with no walk. Tested here, where the walk has the count and the slot's mark in hand: tested before them
        // (as a test of the flags), it cost ten observers 73 instructions more, one 6 fewer. Its body repeats
        // ``deliverToSoleObserver(_:_:)``'s on purpose: calling that instead made ten observers 122 instructions
        // dearer and a computed property's set 8 (311 → 433, 200 → 208), as the walk below lost its register
        // allocation (and 440 and 218 when tried again with the flags byte).
        if end == 1, !isNested, !change.isPrior, !observers.withUnsafeBufferPointer({ $0[0].needsCheck }) {
            let observer = observers.withUnsafeBufferPointer { Unmanaged.passUnretained($0[0]) }
            observer._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Observer<Value>.self).handler(change) }
            isDelivering = false
            if needsSweep { sweep() }
            return
        }
        var position = 0
        while position < end {
            // Read with no bounds check: `position < end`, and during a walk the array only grows (a cancellation
            // marks, `ObserverTable.remove` and `modelWentAway()` leave the array alone while `isDelivering`, a
            // muted write cannot start, and the sweep waits for the outermost walk's end).
            let observer = observers.withUnsafeBufferPointer { Unmanaged.passUnretained($0[position]) }
            position += 1
            observer._withUnsafeGuaranteedRef { observer in
                if observer.needsCheck || change.isPrior && !observer.wantsPrior {
                    if observer.isCancelled || change.isPrior && !observer.wantsPrior { return }
                    if observer.needsDeliveryApart, deliverApart(observer, change) { return }
                }
                unsafeDowncast(observer, to: Observer<Value>.self).handler(change)
            }
        }
        guard !isNested else { return }
        isDelivering = false
        if needsSweep { sweep() }
    }

    /// The walk's rare cases, out of line so the walk keeps its registers (tested in it, they cost ten observers 40
    /// instructions): an observer whose object is gone is removed, and one that joined a waiting change is told it
    /// from the value it saw. True when the observer is done with; false when the walk calls it as usual.
    @usableFromInline @inline(never)
    final func deliverApart<Value>(_ observer: AnyObserver, _ change: Change<Value>) -> Bool {
        if observer.holdsTargetWeakly, observer.isOrphaned {
            table?.remove(observer, from: self)
            return true
        }
        guard observer.joinedWaitingChange, !change.isPrior else { return false }
        unsafeDowncast(observer, to: Observer<Value>.self).deliverJoinedChange(new: change.new)
        observersDidChange()
        return true
    }

    /// Tells the observers added while the change waited (``AnyObserver/joinedWaitingChange``), and only those, that
    /// the value is `new`, when it is not the one they saw: the change is none for the rest, whose value it went back
    /// to. Rare, so a walk of its own rather than a case of ``deliver(_:)``.
    ///
    /// It also forgets the observers whose objects are gone (`addObserver(_:)`), as a delivery would: a computed
    /// property whose recomputations leave its value as it was has no delivery, and it would have kept recomputing
    /// for an object long gone.
    @usableFromInline @inline(never)
    final func deliverToObserversThatJoined<Value>(new: Value) {
        guard observers.contains(where: { $0.joinedWaitingChange || $0.holdsTargetWeakly }) else { return }
        let isNested = isDelivering
        isDelivering = true
        let end = observers.count
        var position = 0
        while position < end {
            let observer = observers[position]
            position += 1
            guard !observer.isCancelled else { continue }
            if observer.holdsTargetWeakly, observer.isOrphaned {
                table?.remove(observer, from: self)
                continue
            }
            guard observer.joinedWaitingChange else { continue }
            unsafeDowncast(observer, to: Observer<Value>.self).deliverJoinedChange(new: new)
        }
        observersDidChange()
        guard !isNested else { return }
        isDelivering = false
        if needsSweep { sweep() }
    }

    /// ``deliver(_:)`` of a change that is not prior when ``flags`` is zero (one live observer that holds nothing
    /// weakly, nothing reading the property, nothing waiting, no walk under way): the observer is called with no
    /// walk. The slot counts as delivering meanwhile, so that the observer's cancellation, or its model going away,
    /// waits for the end, as in a walk; when the handler changed nothing else in the flags (the usual case) the end
    /// of the delivery is a test and a store, not a read-modify-write. A static function taking the slot unmanaged, whose every access to the slot
    /// is a closure of its own: as a method called in one closure, the optimizer left that closure out of line in
    /// the set's delivery, a call and a frame more (one observed set 87 → 104 instructions).
    @inlinable @inline(__always)
    static func deliverToSoleObserver<Value>(_ slot: Unmanaged<PropertySlot>, _ change: Change<Value>) {
        let observer = slot._withUnsafeGuaranteedRef { slot in
            slot.observers.withUnsafeBufferPointer {
                Unmanaged.passUnretained(unsafeDowncast($0[0], to: Observer<Value>.self))
            }
        }
        slot._withUnsafeGuaranteedRef { $0.flags = SlotFlags.delivering }
        observer._withUnsafeGuaranteedRef { $0.handler(change) }
        if _fastPath(slot._withUnsafeGuaranteedRef { $0.flags == SlotFlags.delivering }) {
            slot._withUnsafeGuaranteedRef { $0.flags = 0 }
        } else {
            slot._withUnsafeGuaranteedRef { $0.deliveryDidEnd() }
        }
    }

    /// The end of a delivery that left more than its delivering bit in the flags: that bit is cleared, and the
    /// observers cancelled meanwhile are swept out.
    @usableFromInline @inline(never)
    final func deliveryDidEnd() {
        isDelivering = false
        if needsSweep { sweep() }
    }

    /// Whether a change of this property waits in this thread's propagation and, as things stand, will be delivered:
    /// queued, and not back to the value its observers saw last.
    final var holdsChangeToDeliver: Bool {
        flags & (SlotFlags.pending | SlotFlags.pendingUnchanged) == SlotFlags.pending
    }

    /// Before this property's held change is delivered: where the other side of a two-way rule listening to it
    /// holds a change written later, that side's rule is applied first, so its value reaches this property before any
    /// of its observers hears of the change (see ``TwoWaySide``).
    @usableFromInline @inline(never)
    final func letLaterTwoWayWritesGoFirst() {
        for observer in observers {
            guard !observer.isCancelled, let side = observer as? TwoWaySide, let partner = side.partner,
                partner.isListening, let other = partner.sideSlot, other.holdsChangeToDeliver,
                Propagation.holdsLaterWrite(other, thanDelivering: .passUnretained(self))
            else { continue }
            partner.applyHeldChange()
        }
    }

    /// Stamps a held change set again, for a property two-way rules listen to or one-way rules read (``reSetAt``).
    @usableFromInline @inline(never)
    final func stampReSet() {
        Propagation.stamp(self)
    }

    /// Stamps a set of a property one-way rules write (``ruleWriters``) (``Propagation/stampRuleTargetWrite(_:)``).
    @usableFromInline @inline(never)
    final func stampRuleTargetWrite() {
        Propagation.stampRuleTargetWrite(self)
    }

    // MARK: Muted writes

    /// Whether a binding's write to this property would be heard by `listener` alone, the binding's own observer of
    /// it, so ``writeMuted(in:_:)`` may make it: no other observer, no derivation reads it, no change of it waits
    /// (the write would join that change, which everyone must hear), no delivery is walking the observers, and
    /// nothing traces (a trace shows the change reaching the listener, as without muting).
    @inlinable
    final func canMute(_ listener: Unmanaged<AnyObserver>) -> Bool {
        flags & (SlotFlags.hasDependents | SlotFlags.pending | SlotFlags.delivering) == 0 && observers.count == 1
            && Unmanaged.passUnretained(observers[0]).toOpaque() == listener.toOpaque() && !bindery_is_tracing()
    }

    /// Runs `write`, a set of this property of `table`'s model, so that the setter finds nobody to tell and neither
    /// holds nor delivers the change.
    ///
    /// When the listener is all that watches the model, its table counts nobody for the write, so the setter takes
    /// its unobserved path: a test and a store. Otherwise the observers leave the slot for the write, and the slot
    /// counts as delivering meanwhile, so that an observer cancelled by code the set runs (Swift's Observation calls
    /// its observers during a set) is only marked, and one added waits for the next change, as during a delivery.
    /// The counts are restored by adding, as that code may observe or stop observing the model too.
    @inlinable
    final func writeMuted(in table: Unmanaged<ObserverTable>, _ write: () -> Void) {
        if table._withUnsafeGuaranteedRef({ $0.observerCount == 1 }) {
            table._withUnsafeGuaranteedRef { $0.observerCount = 0 }
            write()
            table._withUnsafeGuaranteedRef { $0.observerCount += 1 }
            return
        }
        isDelivering = true
        var added = ContiguousArray<AnyObserver>()
        swap(&added, &observers)
        write()
        swap(&added, &observers)
        isDelivering = false
        if _slowPath(!added.isEmpty || needsSweep) { mutedWriteChangedObservers(added) }
    }

    /// After a muted write that added, cancelled or orphaned observers: keeps those added, and sweeps.
    @usableFromInline
    final func mutedWriteChangedObservers(_ added: ContiguousArray<AnyObserver>) {
        observers.append(contentsOf: added)
        // The model went away during the write, which cancelled only the observers in the slot then.
        if !isAttached {
            for observer in observers { observer.cancel() }
            needsSweep = true
        }
        if needsSweep { sweep() }
        observersDidChange()
    }

    @usableFromInline
    final func sweep() {
        needsSweep = false
        observers.removeAll { $0.isCancelled }
        observersDidChange()
        // A walk keeps its cancelled observers in place, so the cancellation of the last one found the property
        // still observed: a computed property stops only now, or it would stay subscribed to what it read.
        if observers.isEmpty { observerWasRemoved() }
        if isKeptForDelivery {
            // The model went away during the walk that just ended: release the reference kept for it, last.
            isKeptForDelivery = false
            Unmanaged.passUnretained(self).release()
        }
    }
}

/// The slot of a stored property, holding a change that waits for delivery (in a batch, or while other observers
/// run) typed, with no boxing.
@usableFromInline
final class StoredSlot<Value>: PropertySlot {
    /// The value the observers saw last, and the latest one, while a change waits.
    @exclusivity(unchecked) @usableFromInline var pendingOld: Value?
    @exclusivity(unchecked) @usableFromInline var pendingNew: Value?
    @exclusivity(unchecked) @usableFromInline var pendingKind: ChangeKind = .setting
    /// While ``pendingIsEdit``: whether the waiting change was made by a batch's own updates, at least in part by
    /// array edits, with nobody seeing a value in between; its delivery then compares `old` and `new`, if the type is
    /// `Equatable`, and delivers nothing when they are equal, as for a batch's sets. An edit is not compared as it is
    /// made, so that a batch of many edits compares once, not once an edit.
    @exclusivity(unchecked) @usableFromInline var pendingComparesOnDelivery = false
    /// How many prior calls of this property are under way, one inside another (``willChange(current:kind:)``).
    @exclusivity(unchecked) @usableFromInline var nestedPriorCalls: UInt8 = 0
    /// The value a set made during this property's prior calls stored last, for the set whose prior calls they are:
    /// its change then starts from that value (``willChange(current:kind:)``).
    @exclusivity(unchecked) @usableFromInline var storedDuringPriorCalls: Value?

    /// Whether the waiting change is delivered with ``pendingKind``, out of line: one array edit, described by it,
    /// or edits and sets that ``pendingComparesOnDelivery``, as `.setting`. Otherwise it is a setting, and the kind
    /// is never copied (a copy of a `ChangeKind` costs a retain of its indexes). A bit of ``flags``, as is the next,
    /// so that the usual delivery (``deliverQueuedNow(_:)``) tests them with everything else at once.
    @inlinable var pendingIsEdit: Bool { flags & SlotFlags.pendingEdit != 0 }
    /// Whether the latest value equals the one the observers saw last, so the waiting change is no change.
    @inlinable var pendingIsUnchanged: Bool { flags & SlotFlags.pendingUnchanged != 0 }
    @inlinable
    init(table: ObserverTable, index: Int) {
        super.init(table: table, index: index) { slot, epoch in
            unsafeDowncast(slot, to: StoredSlot<Value>.self).deliverQueuedNow(epoch)
        }
    }

    /// After a set that stored `new`: tells dependents, then calls the observers, at once or when the batch or the
    /// propagation under way gets to it.
    @inlinable @inline(__always)
    func didChange(old: Value, new: Value, kind: ChangeKind, isEqual: ((Value, Value) -> Bool)?) {
        if flags & SlotFlags.ruleTarget != 0 { stampRuleTargetWrite() }
        // Likely, so the register allocator keeps what the call below needs off the path of a set that no
        // derivation reads: without it that path was 3 instructions longer.
        if _fastPath(dependents.isEmpty) {
            if observers.isEmpty { return }
        } else {
            if let computed = invalidateDependentsOfSet() { return Propagation.runAlone(computed) }
        }
        if isPending {
            // A change already waits: keep its `old`, take this `new`. Two array edits cannot be described by one
            // set of indexes, so the observers then see the whole value.
            // No longer an edit; unchanged if the type compares and the value is back where the observers saw it
            // last, unless the value it replaces was written while a propagation delivered (by a rule, a clamp):
            // whoever wrote that has seen it, not the one before. Taken for no change, a copy that undid a rule's
            // write left the two-way rule broken, and one that undid a clamp left the value unclamped, with nobody
            // told. Without a comparison (a type that does not compare) it is a change: an edit after a batch set
            // the array away and back was dropped when the flag stayed as it was. An edit is compared when the
            // change is delivered, under the same condition.
            if twoWayListeners != 0 || ruleReaders != 0 { stampReSet() }
            let replacedWasSeen = pendingNewWasSeen
            pendingNewWasSeen = ThreadState.current.pointee.batchDepth == 0
            flags &= ~(SlotFlags.pendingEdit | SlotFlags.pendingUnchanged)
            if let isEqual, let old = pendingOld, !replacedWasSeen, isEqual(old, new) {
                flags |= SlotFlags.pendingUnchanged
            } else if !replacedWasSeen, !kind.isSetting {
                flags |= SlotFlags.pendingEdit
                pendingKind = .setting
                pendingComparesOnDelivery = true
            }
            pendingNew = new
            return
        }
        if ThreadState.isBusy {
            if !observers.isEmpty { hold(old: old, new: new, kind: kind, isEqual: isEqual) }
            return
        }
        Propagation.start {
            if !observers.isEmpty { deliver(Change(old: old, new: new, kind: kind)) }
        }
    }

    /// Whether a set of this property made while the thread is not busy is heard by one observer and nothing else
    /// (one live observer, no walk under way): no derivation reads the property, no change of it waits, and nothing traces. The
    /// slot's part is one test of ``flags``: testing the observers' array, the dependents and the flags apart cost
    /// one observed set 10 instructions more.
    @inlinable @inline(__always)
    var hasSoleObserver: Bool {
        flags == 0 && !bindery_is_tracing()
    }

    /// Whether a set stored while the thread is busy is simply held (``holdSet(old:new:)``): someone observes the
    /// property, no derivation reads it, no change of it waits already, its observers are not being called (a clamp
    /// in one of them, or a muted write, takes the slow path, which holds such a set too), no one-way rule writes it
    /// (its sets are stamped) and nothing is tracing.
    /// One test of the flags: testing the observers' array apart cost each held set 3 instructions more.
    @inlinable @inline(__always)
    var canHoldSet: Bool {
        flags
            & (SlotFlags.hasDependents | SlotFlags.pending | SlotFlags.delivering | SlotFlags.noObservers
                | SlotFlags.ruleTarget) == 0 && !bindery_is_tracing()
    }

    /// ``didChange(old:new:kind:isEqual:)`` of a set while the thread is busy, when ``canHoldSet``.
    @inlinable @inline(__always)
    func holdSet(old: Value, new: Value) {
        hold(old: old, new: new, kind: .setting, isEqual: nil)
    }

    /// Keeps the change for delivery once the batch or the propagation under way gets to it. Specialised in the
    /// model's module: held changes are the batch's whole cost.
    @inlinable
    func hold(old: Value, new: Value, kind: ChangeKind, isEqual: ((Value, Value) -> Bool)?) {
        pendingOld = old
        pendingNew = new
        pendingNewWasSeen = ThreadState.current.pointee.batchDepth == 0
        // Not pending until now, so neither is the edit or the no-change bit.
        if case .setting = kind {
            flags |= SlotFlags.pending
        } else {
            flags |= SlotFlags.pending | SlotFlags.pendingEdit
            pendingKind = kind
            // An edit outside a batch is delivered as it is, with its kind, as one made while nothing is busy.
            pendingComparesOnDelivery = ThreadState.current.pointee.batchDepth != 0
        }
        Propagation.enqueue(self)
    }

    /// Delivers the change this slot holds: the propagation's loop calls it through ``deliverPending``. The usual
    /// case (a setting, not back to the old value, the property's first delivery in this propagation, heard by one
    /// live observer) is tested first and calls that observer directly; its frame keeps only the slot and the
    /// observer's context. Everything else is out of line (``deliverQueuedOutOfLine(_:)``), so that no register its
    /// calls need is saved on the usual path.
    @inlinable @inline(__always)
    func deliverQueuedNow(_ epoch: UInt) {
        // A slot is queued once, when it starts to hold a change, and a slot whose model goes away stops holding
        // one and leaves the queue (``PropertySlot/modelWentAway()``): so a pending slot here is attached, and that
        // is tested only out of line.
        // Pending, and nothing else in the flags: a setting, changed, heard by one live observer, not delivering.
        if _fastPath(flags == SlotFlags.pending && rounds.epoch != epoch) {
            isPending = false
            rounds.start(in: epoch)
            // Values that hold no references are left where they are, as ``isPending`` says whether they count:
            // taking them would store two nils, 4 instructions a delivery, to release nothing. A waiting change has
            // both (``hold(old:new:kind:isEqual:)`` sets them): neither is tested for nil, and the change takes
            // `old` as an optional.
            let old = _isPOD(Value.self) ? pendingOld : pendingOld.take()
            let new = (_isPOD(Value.self) ? pendingNew : pendingNew.take()).unsafelyUnwrapped
            return Self.deliverToSoleObserver(.passUnretained(self), Change(old: old, new: new, kind: .setting))
        }
        deliverQueuedOutOfLine(epoch)
    }

    /// ``deliverQueuedNow(_:)`` of anything but its usual case: an edit, a change back to the old value, a property
    /// delivered before in this propagation (its rounds are counted), or heard by more than one observer. A batch's
    /// edits are compared here, once the batch is over (``pendingComparesOnDelivery``).
    @inlinable @inline(never)
    func deliverQueuedOutOfLine(_ epoch: UInt) {
        guard isPending else { return }
        if twoWayListeners != 0 { letLaterTwoWayWritesGoFirst() }
        let isEdit = pendingIsEdit
        let isUnchanged = pendingIsUnchanged
        isPending = false
        let old = _isPOD(Value.self) ? pendingOld : pendingOld.take()
        let new = (_isPOD(Value.self) ? pendingNew : pendingNew.take()).unsafelyUnwrapped
        guard isAttached else { return }
        if isUnchanged || isEdit && pendingComparesOnDelivery && old.map({ areEqualIfEquatable($0, new) }) == true {
            // No change for the observers that saw the old value; one added since may have seen another.
            return deliverToObserversThatJoined(new: new)
        }
        guard countRound(epoch) else { return }
        if !isEdit, flags == 0 {
            return Self.deliverToSoleObserver(.passUnretained(self), Change(old: old, new: new, kind: .setting))
        }
        deliverQueuedByWalk(old: old, new: new, isEdit: isEdit)
    }

    /// ``deliverQueuedNow(_:)`` of an edit, or of a setting that more than one observer hears.
    @inlinable @inline(never)
    func deliverQueuedByWalk(old: Value?, new: Value, isEdit: Bool) {
        // Two calls rather than one with the kind chosen: a setting then carries no kind to copy and release.
        if isEdit {
            deliver(Change(old: old, new: new, kind: pendingKind))
        } else {
            deliver(Change(old: old, new: new, kind: .setting))
        }
    }

    /// Tells `.prior` observers that the property is about to change from `current`. In a batch there is no single
    /// state before the change, so nothing is said. A write made while this property's observers are being told of a
    /// change (a clamp) is told at once, before each change as the contract says, so an observer not yet told of the
    /// earlier change hears of `current` first in a prior call.
    ///
    /// A prior call comes before the store, at once, so a `.prior` observer that writes the property (or sets off a
    /// write of it, through another property's prior observer) is called again inside its own call: past
    /// ``Propagation/maximumRounds`` such calls of one property the next is skipped, with a warning, and the write
    /// is stored and delivered as any other, so such a cycle stops rather than overflowing the stack.
    ///
    /// Returns the value a `.prior` observer stored meanwhile, if one did (it wrote the property it observes, or set
    /// off a write of it): the caller's change then starts from that value, which its observers were told of, not
    /// from `current`.
    @inlinable
    func willChange(current: Value, kind: ChangeKind) -> Value? {
        guard ThreadState.current.pointee.batchDepth == 0 else { return nil }
        guard Int(nestedPriorCalls) < Propagation.maximumRounds else {
            priorCallsDidNotSettle()
            return nil
        }
        nestedPriorCalls += 1
        deliver(Change(old: current, new: current, kind: kind, isPrior: true))
        nestedPriorCalls -= 1
        return storedDuringPriorCalls.take()
    }

    /// Called after a set stores `new` when the model has `.prior` observers: a set made during this property's prior
    /// calls records what it stored, for the set whose calls they are (``willChange(current:kind:)``).
    @inlinable
    func didStoreAfterPriorCalls(_ new: Value) {
        if nestedPriorCalls != 0 { storedDuringPriorCalls = new }
    }
}

/// ``StoredSlot/didChange(old:new:kind:isEqual:)`` of a set that ``StoredSlot/hasSoleObserver``, after its store: the
/// propagation the set starts calls that observer, then runs whatever it set off. A function taking the slot as a
/// plain argument: as a method it took the slot in the register `setObserved` then saved on every path, the held
/// set's too.
@inlinable @inline(never)
func storedSlotDeliverToSoleObserver<Value>(_ slot: Unmanaged<StoredSlot<Value>>, old: Value, new: Value) {
    let state = Propagation.willStart()
    PropertySlot.deliverToSoleObserver(.fromOpaque(slot.toOpaque()), Change(old: old, new: new, kind: .setting))
    Propagation.didStart(state)
}

/// What follows the store of a set whose slot `ModelCore.setObserved` found, when it is neither heard by one observer
/// alone (``StoredSlot/hasSoleObserver``) nor simply held (``StoredSlot/canHoldSet``): the trace, then the slot's
/// dependents and observers. It takes the slot, so such a set (of a computed property's input, of a property with
/// several observers) looks up nothing again: through the full observed path it compared, found the table and the
/// slot and tested for `.prior` observers a second time. A function of the value type alone, taking the model as
/// an object (as the trace does), so every model shares it and `setObserved` reaches it by a jump: specialised by
/// model too, LLVM merged the copies, and the merged function's call was no jump, which gave `setObserved` a frame.
@inlinable @inline(never)
func storedSlotDidStore<Value: Equatable>(
    _ model: AnyObject, _ index: Int, _ old: Value, _ new: Value, _ slot: Unmanaged<StoredSlot<Value>>
) {
    storedSlotDidStore(model, index, old, new, slot, ==)
}

@inlinable @inline(never)
func storedSlotDidStore<Value>(
    _ model: AnyObject, _ index: Int, _ old: Value, _ new: Value, _ slot: Unmanaged<StoredSlot<Value>>
) {
    storedSlotDidStore(model, index, old, new, slot, nil)
}

@inlinable @inline(__always)
func storedSlotDidStore<Value>(
    _ model: AnyObject, _ index: Int, _ old: Value, _ new: Value, _ slot: Unmanaged<StoredSlot<Value>>,
    _ isEqual: ((Value, Value) -> Bool)?
) {
    if bindery_is_tracing() { Trace.setAlways(model, index, old, new) }
    slot._withUnsafeGuaranteedRef { $0.didChange(old: old, new: new, kind: .setting, isEqual: isEqual) }
}
