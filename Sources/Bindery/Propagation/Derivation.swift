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
    /// What an evaluation that diverged from the last one read so far, each slot retained until
    /// ``bindDependencies()``: the evaluation may make a model, read it and let it go (`Node(value: value).value`),
    /// and that model's slot must outlive the evaluation for the binding to find it gone rather than freed. Only
    /// a diverging evaluation pays for it; one that reads what the last one read builds no list at all.
    @exclusivity(unchecked) @usableFromInline final var reading = UnmanagedList<PropertySlot>()
    /// A computed property's whose model went away while an evaluation was under way: what it had read, retained.
    /// That evaluation may have read it, from a model it made and let go (`Node(next: next).total`), and then
    /// depends on these instead (``bindDependencies()``). Empty otherwise.
    @exclusivity(unchecked) final var readsOfGoneModel = UnmanagedList<PropertySlot>()
    /// Stamps the slots the current evaluation read: this derivation's serial in the high half, its evaluation
    /// count in the low half, so no other derivation, alive or freed, ever leaves the same stamp.
    @exclusivity(unchecked) @usableFromInline final var stamp: UInt64
    /// Whether a dependency changed since the last evaluation.
    @exclusivity(unchecked) @usableFromInline final var isStale = true
    /// A computed property's: stale only because computed properties it read are stale (which made it stale in
    /// turn), none of the stored properties it read having changed. Its evaluation then reads what the last one
    /// read, in the same order, up to the first computed property at least, so that one can be brought up to date
    /// first (``refreshStaleComputedChain()``). False once it is current, and false for anything else.
    @exclusivity(unchecked) @usableFromInline final var isStaleOnlyThroughComputed = false
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
    /// The next in this thread's list of computed properties whose dependencies wait to be dropped
    /// (``dropDependenciesInTurn()``), retained by the list; and whether this one is in it.
    @exclusivity(unchecked) final var nextToDrop: Unmanaged<Derivation>?
    @exclusivity(unchecked) final var isWaitingToDrop = false
    /// Whether ``refreshStaleComputedChain()`` has this computed property in the chain it brings up to date.
    @exclusivity(unchecked) final var isInRefreshedChain = false
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
        releaseReads()
        reading.deallocate()
        for index in 0..<readsOfGoneModel.count { readsOfGoneModel[index].release() }
        readsOfGoneModel.deallocate()
    }

    /// Called when a dependency changed.
    func invalidate() {}

    /// A computed property's: recomputes it if it is active and stale.
    func refresh() {}

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
    @inlinable
    final func track<Result>(_ body: () -> Result) -> Result {
        track({ _ in body() }, on: ())
    }

    /// Evaluates `evaluate(input)`, recording every property it reads as a dependency instead of the last
    /// evaluation's. Inlined, so the evaluation is specialised and called directly where the derivation is made.
    /// It calls `evaluate` itself, with no closure around it, and sets the tracker itself: an evaluation that reads
    /// a computed property not yet observed evaluates that one inside it, and so on down a chain, and in a debug
    /// build every function and closure between one evaluation and the next is a frame more on the stack per link.
    @inlinable
    final func track<Input, Result>(_ evaluate: (Input) -> Result, on input: Input) -> Result {
        let outer = startTracking()
        let result = evaluate(input)
        endTracking(outer)
        return result
    }

    /// The start of ``track(_:on:)``, which makes this derivation the thread's tracker and returns the one before.
    /// Apart, so that in a debug build its locals take no room in the frame that stays on the stack while the
    /// evaluation runs.
    @inlinable @inline(__always)
    final func startTracking() -> UnsafeMutableRawPointer? {
        if isStaleOnlyThroughComputed { refreshStaleComputedChain() }
        stamp = stamp & ~0xFFFF_FFFF | (stamp &+ 1) & 0xFFFF_FFFF
        matched = 0
        stamped = 0
        matchLimit = dependencies.count
        hasDiverged = false
        highestRead = 0
        let state = ThreadState.current
        let outer = state.pointee.tracker
        state.pointee.tracker = Unmanaged.passUnretained(self).toOpaque()
        return outer
    }

    /// The end of ``track(_:on:)``: `outer` tracks again, and this derivation depends on what the evaluation read.
    @inlinable @inline(__always)
    final func endTracking(_ outer: UnsafeMutableRawPointer?) {
        ThreadState.current.pointee.tracker = outer
        // The same reads as last time, in the same order, at the same height (the usual case): there is nothing to
        // subscribe or unsubscribe, so nothing is called.
        if !hasDiverged, matched == dependencies.count, (isComputed ? highestRead &+ 1 : 0) == height {
            isStale = false
        } else {
            bindDependencies()
        }
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
        if stamped < matched { stampMatchedReads() }
        if slot._withUnsafeGuaranteedRef({ $0.lastReadStamp == stamp }) { return }
        slot._withUnsafeGuaranteedRef { $0.lastReadStamp = stamp }
        // A computed property that nothing watched starts now, as this derivation will depend on it: evaluated once,
        // tracking its own reads, rather than evaluated here and again when this one subscribes, and with its height
        // known before this one's is taken. Called with no closure around it, which in a debug build would be one
        // more frame per link of a chain of such properties starting one inside the other.
        slot.takeUnretainedValue().willGainDependent()
        slot._withUnsafeGuaranteedRef { slot in
            if slot.readerHeight > highestRead { highestRead = slot.readerHeight }
            recordNew(slot)
        }
    }

    /// Stamps the reads that matched the last evaluation's, which the likely path left unstamped.
    final func stampMatchedReads() {
        while stamped < matched {
            dependencies[stamped]._withUnsafeGuaranteedRef { $0.lastReadStamp = stamp }
            stamped += 1
        }
    }

    /// A read the last evaluation did not make at this point: from here on the new list is built in ``reading``,
    /// every slot retained.
    final func recordNew(_ slot: PropertySlot) {
        if !hasDiverged {
            hasDiverged = true
            matchLimit = 0
            releaseReads()
            for index in 0..<matched { reading.append(dependencies[index].retain()) }
        }
        reading.append(.passRetained(slot))
    }

    /// Empties ``reading``, releasing its slots.
    final func releaseReads() {
        for index in 0..<reading.count { reading[index].release() }
        reading.removeAll()
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
            releaseReads()
            for index in matched..<dependencies.count { reading.append(dependencies[index].retain()) }
            dependencies.removeAll(after: matched)
            for index in 0..<reading.count { reading[index]._withUnsafeGuaranteedRef { $0.removeDependent(self) } }
            releaseReads()
            return
        }
        // A computed property of a model gone since it was read stands for what it read.
        var index = 0
        while index < reading.count {
            if let gone = reading[index]._withUnsafeGuaranteedRef({ $0.isAttached ? nil : $0.computedDerivation() }) {
                gone._withUnsafeGuaranteedRef { gone in
                    for read in 0..<gone.readsOfGoneModel.count {
                        gone.readsOfGoneModel[read]._withUnsafeGuaranteedRef { slot in
                            guard slot.lastReadStamp != stamp else { return }
                            slot.lastReadStamp = stamp
                            reading.append(.passRetained(slot))
                        }
                    }
                }
            }
            index += 1
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
                if slot.dependencyMark == 1, slot.isAttached { slot.addDependent(self) }
                slot.dependencyMark = 0
            }
        }
        // A slot whose model went away meanwhile (one the evaluation made and let go) is left out: it can never
        // change. Tested only now, after every subscription, as subscribing may start a computed property whose
        // evaluation lets a model go.
        dependencies.removeAll()
        for index in 0..<reading.count where reading[index]._withUnsafeGuaranteedRef({ $0.isAttached }) {
            dependencies.append(reading[index])
        }
        releaseReads()
    }

    /// ``dropDependencies()`` for a computed property that stops. Its dependencies may be computed properties that
    /// stop with it, and theirs in turn, as far as a chain goes: while one is dropping its dependencies on this
    /// thread, the others wait in a list and are dropped one after another, in a loop rather than down the stack.
    /// One that starts again meanwhile keeps its dependencies.
    final func dropDependenciesInTurn() {
        let state = ThreadState.current
        if state.pointee.isDroppingDependencies != 0 {
            guard !isWaitingToDrop else { return }
            isWaitingToDrop = true
            nextToDrop = state.pointee.dependenciesToDrop.map { Unmanaged.fromOpaque($0) }
            state.pointee.dependenciesToDrop = Unmanaged.passRetained(self).toOpaque()
            return
        }
        state.pointee.isDroppingDependencies = 1
        dropDependencies()
        while let pointer = state.pointee.dependenciesToDrop {
            let waiting = Unmanaged<Derivation>.fromOpaque(pointer)
            waiting._withUnsafeGuaranteedRef { derivation in
                state.pointee.dependenciesToDrop = derivation.nextToDrop?.toOpaque()
                derivation.nextToDrop = nil
                derivation.isWaitingToDrop = false
                if !derivation.isActive { derivation.dropDependencies() }
            }
            waiting.release()
        }
        state.pointee.isDroppingDependencies = 0
    }

    /// Keeps what this computed property read, as its model goes away during an evaluation
    /// (``readsOfGoneModel``).
    final func keepReadsOfGoneModel() {
        for index in 0..<dependencies.count { readsOfGoneModel.append(dependencies[index].retain()) }
    }

    /// Unsubscribes from everything; the next evaluation starts afresh.
    final func dropDependencies() {
        var dropped = dependencies
        dependencies = UnmanagedList()
        for index in 0..<dropped.count { dropped[index]._withUnsafeGuaranteedRef { $0.removeDependent(self) } }
        dropped.deallocate()
        isStale = true
    }

    /// A dependency's model went away: forget the slot without touching it. That may happen during an evaluation
    /// (one that recomputes a computed property which let the model go): the reads matched so far then count one
    /// fewer for each place the slot had among them.
    final func dependencyWentAway(_ slot: PropertySlot) {
        let removed = dependencies.removeEvery(slot)
        matched -= removed.count { $0 < matched }
        stamped -= removed.count { $0 < stamped }
        matchLimit = min(matchLimit, dependencies.count)
        invalidate()
    }

    // MARK: Chains of computed properties

    /// The rest of a computed property's invalidation when other computed properties read it (its slot has
    /// dependents): those are stale too, and so are theirs, each queued if observed, after those that read it.
    /// Walked with a stack of its own rather than down the call stack, so a chain of any length is invalidated in a
    /// loop. Only marking and queueing happens here (no evaluation, no observer), so the dependents' lists stay as
    /// they are, and their elements, which they keep alive, are borrowed.
    final func invalidateReadersAndSchedule() {
        var suspended: [(computed: Unmanaged<Derivation>, next: Int)] = []
        var computed = Unmanaged.passUnretained(self)
        var next = 0
        while true {
            let slot = computed._withUnsafeGuaranteedRef { $0.slot.unsafelyUnwrapped }
            if next < slot._withUnsafeGuaranteedRef({ $0.dependents.count }) {
                let dependent = slot._withUnsafeGuaranteedRef { $0.dependents[next] }
                next += 1
                let readers = dependent._withUnsafeGuaranteedRef { $0.invalidateThroughComputed() }
                if readers {
                    suspended.append((computed, next))
                    computed = dependent
                    next = 0
                }
            } else {
                computed._withUnsafeGuaranteedRef { $0.scheduleIfObserved() }
                guard let resumed = suspended.popLast() else { return }
                computed = resumed.computed
                next = resumed.next
            }
        }
    }

    /// Invalidates this dependent of a computed property that went stale: a rule is queued; a computed property is
    /// marked stale through a computed property, and queued if observed unless other computed properties read it,
    /// which must be invalidated first: true then, for the caller's walk to go on to them.
    private final func invalidateThroughComputed() -> Bool {
        guard isComputed else {
            invalidate()
            return false
        }
        guard isActive, !isStale else { return false }
        isStale = true
        isStaleOnlyThroughComputed = true
        if slot.unsafelyUnwrapped._withUnsafeGuaranteedRef({ !$0.dependents.isEmpty }) { return true }
        scheduleIfObserved()
        return false
    }

    /// Queues a stale computed property to run if anyone observes it.
    private final func scheduleIfObserved() {
        guard !isScheduled, slot.unsafelyUnwrapped._withUnsafeGuaranteedRef({ !$0.observers.isEmpty }) else { return }
        isScheduled = true
        Propagation.schedule(computed: self)
    }

    /// Before an evaluation of a computed property that is stale only through the computed properties it read
    /// (``isStaleOnlyThroughComputed``): its first dependency that is a computed property, read after stored
    /// properties that have not changed, will be read again, so if it is stale it can be recomputed now rather than
    /// inside this evaluation's getter; and if that one is also stale only through computed properties, the same
    /// holds for its own first, and so on down a chain. They are recomputed here from the far end, each then
    /// reading a current one, so a chain of any length is brought up to date in a loop rather than down the stack.
    /// Nothing is evaluated that the evaluations would not read.
    @usableFromInline
    final func refreshStaleComputedChain() {
        isStaleOnlyThroughComputed = false
        isInRefreshedChain = true
        defer { isInRefreshedChain = false }
        var chain: [Derivation] = []
        var reader: Derivation = self
        while let first = reader.firstComputedDependency(), first.isStale, !first.isInRefreshedChain {
            first.isInRefreshedChain = true
            chain.append(first)
            guard first.isStaleOnlyThroughComputed else { break }
            first.isStaleOnlyThroughComputed = false
            reader = first
        }
        while let computed = chain.popLast() {
            computed.isInRefreshedChain = false
            computed.refresh()
        }
    }

    /// The computed property this derivation read first among its dependencies, if all it read before were stored
    /// properties.
    private final func firstComputedDependency() -> Derivation? {
        for index in 0..<dependencies.count {
            let found = dependencies[index]._withUnsafeGuaranteedRef { slot -> (isStored: Bool, Derivation?) in
                slot.readerHeight == 0 ? (true, nil) : (false, slot.computedDerivation()?.takeUnretainedValue())
            }
            if !found.isStored { return found.1 }
        }
        return nil
    }
}
