import CBindery

/// Something that reads model properties and must know when they change: an observed computed property, or a
/// binding rule that reads through a path or several sources.
///
/// Its dependencies are whatever properties its last evaluation read, found again at every evaluation (as MobX and
/// Swift's Observation do): a computed property over `owner?.name` depends on the current owner's name, and on
/// another owner's once `owner` changes. When a dependency changes the derivation is told at once
/// (``invalidate()``), so nothing reads a stale value, and runs later, once per propagation (``run(epoch:)``).
@usableFromInline
class Derivation {
    /// What the last evaluation read. Unretained, so comparing and walking them costs no reference counting: a slot
    /// whose model goes away leaves this list first (``dependencyWentAway(_:)``).
    @exclusivity(unchecked) @usableFromInline final var dependencies = UnmanagedList<PropertySlot>()
    @exclusivity(unchecked) @usableFromInline final var reading = UnmanagedList<PropertySlot>()
    /// Stamps the slots the current evaluation read: this derivation's serial in the high half, its evaluation
    /// count in the low half, so no other derivation, alive or freed, ever leaves the same stamp.
    @exclusivity(unchecked) @usableFromInline final var stamp: UInt64
    /// Whether a dependency changed since the last evaluation.
    @exclusivity(unchecked) @usableFromInline final var isStale = true
    /// Whether it waits in this thread's propagation.
    @exclusivity(unchecked) @usableFromInline final var isScheduled = false
    /// A computed property's: whether anyone observes the property, so the value is cached and dependencies are
    /// kept. Here rather than in ``ComputedSlot/Computation``, with ``slot``, so a set can test whether the
    /// computed property it invalidates can run at once with no call (see ``canRunAlone``); false for anything
    /// else.
    @exclusivity(unchecked) @usableFromInline final var isActive = false
    /// A computed property's slot, unretained (the slot owns the computation); nil for anything else.
    @exclusivity(unchecked) @usableFromInline final var slot: Unmanaged<PropertySlot>?
    /// For a computed property, one more than the highest computed property it reads; propagations recompute
    /// lower ones first. Zero for everything else.
    @exclusivity(unchecked) @usableFromInline final var height = 0
    @exclusivity(unchecked) @usableFromInline final var highestRead = 0
    @exclusivity(unchecked) final var rounds = RoundCounter()
    /// Whether this is a computed property, which ranks by ``height``.
    @usableFromInline final let isComputed: Bool
    /// What ``run(epoch:)`` does: each kind of derivation passes its own, made where its types are known so it runs
    /// specialised. A stored closure rather than an overridden method, so the propagation loop reaches the
    /// specialised code in one indirect call.
    @usableFromInline final let work: (Derivation, _ epoch: UInt) -> Void

    init(isComputed: Bool, work: @escaping (Derivation, _ epoch: UInt) -> Void) {
        self.isComputed = isComputed
        self.work = work
        stamp = bindery_next_derivation_serial() << 32
    }

    deinit {
        dependencies.deallocate()
        reading.deallocate()
    }

    /// Called when a dependency changed.
    func invalidate() {}

    /// Whether a change of its only dependency, made by a set that starts a propagation, is this derivation's
    /// alone to run (``PropertySlot/invalidateDependentsOfSet()``): a computed property that is active, current and
    /// not queued, that its observers watch and no other computed property reads.
    @inlinable @inline(__always)
    final var canRunAlone: Bool {
        // An active computation has its slot (see `ComputedSlot.Computation.runNow`): not tested.
        guard isActive, !isStale, !isScheduled else { return false }
        return slot.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.dependents.isEmpty && !$0.observers.isEmpty }
    }

    /// Runs the work the derivation was scheduled for.
    final func run(epoch: UInt) {
        isScheduled = false
        work(self, epoch)
    }

    /// Called after each evaluation, when ``height`` may have changed.
    func heightDidChange() {}

    /// Evaluates `body`, recording every property it reads as a dependency instead of the last evaluation's.
    /// Inlined, so the evaluation is specialised and called directly where the derivation is made.
    @inlinable
    final func track<Result>(_ body: () -> Result) -> Result {
        stamp = stamp & ~0xFFFF_FFFF | (stamp &+ 1) & 0xFFFF_FFFF
        matched = 0
        stamped = 0
        matchLimit = dependencies.count
        hasDiverged = false
        highestRead = 0
        let result = ThreadState.tracking(self, body)
        // The same reads as last time, in the same order, at the same height (the usual case): there is nothing to
        // subscribe or unsubscribe, so nothing is called.
        if !hasDiverged, matched == dependencies.count, (isComputed ? highestRead &+ 1 : 0) == height {
            isStale = false
        } else {
            bindDependencies()
        }
        return result
    }

    /// How many reads of this evaluation matched the last one's dependencies, in order; while they all do (the
    /// usual case) no list is built at all.
    @exclusivity(unchecked) @usableFromInline final var matched = 0
    /// Whether this evaluation read something the last one did not, at that point: then ``reading`` holds the
    /// new list.
    @exclusivity(unchecked) @usableFromInline final var hasDiverged = false
    /// How many of the last evaluation's dependencies a read can still match: all of them, until the evaluation
    /// diverges, then none. One bound for the likely path to test instead of two.
    @exclusivity(unchecked) @usableFromInline final var matchLimit = 0
    /// How many of the first ``matched`` dependencies carry this evaluation's ``stamp``: the likely path leaves
    /// them unstamped, and ``recordUnexpected(_:)`` stamps them before it tests a stamp.
    @exclusivity(unchecked) @usableFromInline final var stamped = 0

    /// Registers a read of `slot` during ``track(_:)``; reading a property twice registers it once.
    @inlinable @inline(__always)
    final func record(_ slot: Unmanaged<PropertySlot>) {
        if !Derivation.recordIfExpected(.passUnretained(self), slot, readsHeight: true) { recordUnexpected(slot) }
    }

    /// The likely half of ``record(_:)``, inlined into every tracked getter: true when `slot` is the next of the
    /// last evaluation's dependencies, in order, and every read so far matched (the usual case). That read is this
    /// evaluation's first of `slot` (the dependencies are distinct, and the reads so far are exactly the ones
    /// before it), so it needs no stamp; `readsHeight` is false for a stored property's slot, whose height is zero.
    ///
    /// It calls nothing, so the getter's read takes no frame. Every access is its own one-line
    /// `_withUnsafeGuaranteedRef`: one closure around the whole test was left out of line in the model's module (a
    /// call and a frame a read), and `takeUnretainedValue()` costs a retain and a release.
    @inlinable @inline(__always)
    static func recordIfExpected(
        _ derivation: Unmanaged<Derivation>, _ slot: Unmanaged<PropertySlot>, readsHeight: Bool
    ) -> Bool {
        let matched = derivation._withUnsafeGuaranteedRef { $0.matched }
        guard matched < derivation._withUnsafeGuaranteedRef({ $0.matchLimit }),
            derivation._withUnsafeGuaranteedRef({ $0.dependencies.base.unsafelyUnwrapped[matched] }).toOpaque()
                == slot.toOpaque()
        else { return false }
        if readsHeight {
            let height = slot._withUnsafeGuaranteedRef { $0.readerHeight }
            derivation._withUnsafeGuaranteedRef { if height > $0.highestRead { $0.highestRead = height } }
        }
        derivation._withUnsafeGuaranteedRef { $0.matched = matched &+ 1 }
        return true
    }

    /// The rest of ``record(_:)``: a read of a slot read before in this evaluation, or one the last evaluation did
    /// not make at this point.
    @usableFromInline
    final func recordUnexpected(_ slot: Unmanaged<PropertySlot>) {
        while stamped < matched {
            dependencies[stamped]._withUnsafeGuaranteedRef { $0.lastReadStamp = stamp }
            stamped += 1
        }
        slot._withUnsafeGuaranteedRef { slot in
            if slot.lastReadStamp == stamp { return }
            slot.lastReadStamp = stamp
            if slot.readerHeight > highestRead { highestRead = slot.readerHeight }
            recordNew(slot)
        }
    }

    /// A read the last evaluation did not make at this point: from here on the new list is built in ``reading``.
    final func recordNew(_ slot: PropertySlot) {
        if !hasDiverged {
            hasDiverged = true
            matchLimit = 0
            reading.removeAll()
            reading.append(prefixOf: dependencies, count: matched)
        }
        reading.append(.passUnretained(slot))
    }

    /// Subscribes to what the evaluation read and not before, and unsubscribes from what it no longer reads.
    /// Marks make it linear in the number of dependencies, which for `items.filter { $0.done }` is every element.
    @usableFromInline
    final func bindDependencies() {
        isStale = false
        let newHeight = isComputed ? highestRead + 1 : 0
        if newHeight != height {
            height = newHeight
            heightDidChange()
        }
        if !hasDiverged {
            // The same reads as last time, in the same order: nothing to change unless some were left out.
            if matched == dependencies.count { return }
            reading.removeAll()
            reading.append(prefixOf: dependencies, count: matched)
        }
        for index in 0..<reading.count { reading[index]._withUnsafeGuaranteedRef { $0.dependencyMark = 1 } }
        for index in 0..<dependencies.count {
            dependencies[index]._withUnsafeGuaranteedRef { slot in
                if slot.dependencyMark == 0 {
                    slot.removeDependent(self)
                } else {
                    slot.dependencyMark = 2
                }
            }
        }
        for index in 0..<reading.count {
            reading[index]._withUnsafeGuaranteedRef { slot in
                if slot.dependencyMark == 1 { slot.addDependent(self) }
                slot.dependencyMark = 0
            }
        }
        swap(&dependencies, &reading)
        reading.removeAll()
    }

    /// Unsubscribes from everything; the next evaluation starts afresh.
    final func dropDependencies() {
        var dropped = dependencies
        dependencies = UnmanagedList()
        for index in 0..<dropped.count { dropped[index]._withUnsafeGuaranteedRef { $0.removeDependent(self) } }
        dropped.deallocate()
        isStale = true
    }

    /// A dependency's model went away: forget the slot without touching it.
    final func dependencyWentAway(_ slot: PropertySlot) {
        dependencies.remove(slot)
        invalidate()
    }
}
