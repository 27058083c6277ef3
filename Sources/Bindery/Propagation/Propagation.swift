import CBindery
import Foundation

/// One thread's work that a change set off and that has not run yet: properties whose observers are still to be
/// called, computed properties to recompute, and rules (several sources, or a path through other models) to apply.
///
/// A set outside any batch or propagation delivers to its observers at once; anything those observers change is
/// queued here and delivered, in the order it first changed, once they have all been called. So a chain of any
/// length runs in this loop instead of down the stack, a write made while a property's observers run is delivered
/// again to all of them afterwards (nothing is dropped), and a rule that reads several sources runs once, after all
/// of them changed. A property delivered more than ``maximumRounds`` times in one propagation stops there, with a
/// runtime warning: it is a cycle that never settles.
@usableFromInline
final class Propagation {
    /// How often one property may be delivered in one propagation before Bindery calls it a cycle.
    @inlinable static var maximumRounds: Int { 100 }

    // Properties to deliver, in order, unretained: a slot leaves the queue (``forget(_:)``) when its model goes
    // away, replaced by ``forgotten``. Raw memory, as appending is most of what a batch costs, and kept in the
    // thread's state (`slotQueue`, `slotQueueCount`, `slotQueueCapacity`), where a held set appends with no load of
    // this object: 3 instructions fewer a held set than with the queue here. Owned by this object, which lives on
    // its thread, which also keeps the queue's address (a thread's state may be torn down before its last
    // destructor releases this object). The next to deliver:
    @exclusivity(unchecked) private var slotHead = 0
    /// The queue's memory, which the thread's state points at too.
    @exclusivity(unchecked) private var slotQueue: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    /// Computed properties to recompute, unretained: a computation leaves the queue when it stops
    /// (``forget(computed:)``), which it does before it can go away.
    @exclusivity(unchecked) private var computeds = UnmanagedList<Derivation>()
    /// How many of the first ``computeds`` form a heap, lowest height first. A short queue is scanned for its
    /// lowest (``nextComputed()``); a long one, such as a change down a long chain of observed computed properties
    /// makes, is heaped, which the scan would make quadratic in the chain's length. Zero while the queue is short.
    @exclusivity(unchecked) private var heapedComputeds = 0
    /// The longest queue of computed properties that is scanned rather than heaped.
    private static var computedsScannedAtMost: Int { 32 }
    @exclusivity(unchecked) private var reactions: ContiguousArray<Derivation> = []
    @exclusivity(unchecked) private var reactionHead = 0
    /// How many slots left the queue's memory before its first one, counted from the thread's first place
    /// (``firstPlace(after:)``): a queued slot's place, which a held change's stamp compares
    /// (``holdsLaterWrite(_:thanDelivering:)``).
    @exclusivity(unchecked) private var slotsDropped: Int
    /// Orders the held changes set again in one stretch of the queue (``stamp(_:)``).
    @exclusivity(unchecked) private var reSetSequence: UInt64 = 0
    /// Increases with every propagation that runs this loop; slots and reactions count their rounds per epoch.
    @exclusivity(unchecked) @usableFromInline private(set) var epoch: UInt = 0

    private init() {
        epoch = Self.firstEpoch()
        slotsDropped = Self.firstPlace(after: epoch)
        slotQueue = .allocate(capacity: 16)
        let state = ThreadState.current
        state.pointee.slotQueue = slotQueue
        state.pointee.slotQueueCapacity = 16
        state.pointee.slotQueueCount = 0
    }

    deinit {
        // Released as its thread exits. Where the thread's state still points at the queue, it forgets it, so that a
        // set made by a later destructor makes a new propagation rather than writing to freed memory.
        let state = ThreadState.current
        if state.pointee.slotQueue == slotQueue {
            state.pointee.slotQueue = nil
            state.pointee.slotQueueCapacity = 0
            state.pointee.slotQueueCount = 0
            state.pointee.propagation = nil
        }
        slotQueue.deallocate()
        computeds.deallocate()
    }

    /// The queued slot at `index`, which must be below the count.
    private func queuedSlot(_ index: Int) -> Unmanaged<PropertySlot> {
        .fromOpaque(slotQueue[index].unsafelyUnwrapped)
    }

    /// This thread's propagation, created on first use and released when the thread exits.
    @usableFromInline static var current: Propagation {
        let state = ThreadState.current
        if let pointer = state.pointee.propagation {
            return Unmanaged<Propagation>.fromOpaque(pointer).takeUnretainedValue()
        }
        let propagation = Propagation()
        let pointer = Unmanaged.passRetained(propagation).toOpaque()
        state.pointee.propagation = pointer
        // Only for its destructor, which releases the object when the thread ends.
        pthread_setspecific(releaseKey, pointer)
        return propagation
    }

    private static let releaseKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            // Optional on Linux, not on Darwin: one spelling for both.
            let pointer: UnsafeMutableRawPointer? = pointer
            guard let pointer else { return }
            Unmanaged<Propagation>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's propagation, about to be given work: unretained, as the thread keeps it until it exits. Not a
    /// `with` taking a closure: the optimizer does not inline such a closure here, and the queueing calls below run
    /// on every held set.
    @inline(__always)
    private static func receivingWork() -> Unmanaged<Propagation> {
        let state = ThreadState.current
        state.pointee.hasQueuedWork = 1
        if let pointer = state.pointee.propagation { return .fromOpaque(pointer) }
        return .passUnretained(current)
    }

    /// Queues a property whose change is to be delivered after the observers running now. Inlined into the held
    /// set, which a batch makes once a property: while the thread's propagation exists and has room, a store and
    /// an increment.
    @inlinable @inline(__always)
    static func enqueue(_ slot: PropertySlot) {
        let state = ThreadState.current
        state.pointee.hasQueuedWork = 1
        if !appendIfRoom(state, slot) { propagationEnqueueGrowing(slot) }
    }

    /// Appends `slot` to the thread's queue unless it is full, or not made yet (no propagation: capacity zero).
    @inlinable @inline(__always)
    static func appendIfRoom(_ state: UnsafeMutablePointer<bindery_thread_state>, _ slot: PropertySlot) -> Bool {
        let count = state.pointee.slotQueueCount
        guard count < state.pointee.slotQueueCapacity else { return false }
        state.pointee.slotQueue.unsafelyUnwrapped[count] = Unmanaged.passUnretained(slot).toOpaque()
        state.pointee.slotQueueCount = count + 1
        return true
    }

    /// ``enqueue(_:)`` when the propagation does not exist yet or its queue is full.
    static func enqueueGrowing(_ slot: PropertySlot) {
        receivingWork()._withUnsafeGuaranteedRef { propagation in
            let state = ThreadState.current
            if !appendIfRoom(state, slot) {
                propagation.makeRoom()
                _ = appendIfRoom(state, slot)
            }
        }
    }

    /// Makes room in a full queue. Slots already taken are dropped first: the loop empties the queue only when it
    /// finds nothing left, and a chain of bindings queues each next property while the one before delivers, so
    /// without this the queue would grow to the chain's length. The last one taken stays, as its change may be
    /// the one being delivered, whose place a held change's write time is compared with (``holdsLaterWrite``,
    /// ``stampAsWritten(_:with:)``). It grows only when no other slot in it was taken.
    private func makeRoom() {
        let state = ThreadState.current
        let slots = slotQueue
        let count = state.pointee.slotQueueCount
        let taken = slotHead - 1
        guard taken <= 0 else {
            slots.moveInitialize(from: slots + taken, count: count - taken)
            state.pointee.slotQueueCount = count - taken
            slotsDropped += taken
            slotHead = 1
            return
        }
        let capacity = state.pointee.slotQueueCapacity * 2
        let grown = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: capacity)
        grown.moveInitialize(from: slots, count: count)
        slots.deallocate()
        slotQueue = grown
        state.pointee.slotQueue = grown
        state.pointee.slotQueueCapacity = capacity
    }

    /// Queues a computed property to recompute, and notify if its value changed, once the queued properties are
    /// delivered; computed properties run lowest first, so one that reads another sees its new value.
    static func schedule(computed: Derivation) {
        receivingWork()._withUnsafeGuaranteedRef { $0.computeds.append(.passUnretained(computed)) }
    }

    /// ``schedule(computed:)`` while this thread's propagation exists and its queue has room: a store and an
    /// increment, with no call, inlined into the computation's `invalidate()`; false otherwise.
    @inline(__always)
    static func scheduleIfRoom(computed: Derivation) -> Bool {
        let state = ThreadState.current
        guard let pointer = state.pointee.propagation,
            Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef({
                $0.computeds.appendIfRoom(.passUnretained(computed))
            })
        else { return false }
        state.pointee.hasQueuedWork = 1
        return true
    }

    /// Takes a computed property that stopped (nobody observes it, or its model went away) out of the queue.
    static func forget(computed: Derivation) {
        guard let pointer = ThreadState.current.pointee.propagation else { return }
        let propagation = Unmanaged<Propagation>.fromOpaque(pointer).takeUnretainedValue()
        guard propagation.heapedComputeds != 0 else {
            propagation.computeds.remove(computed)
            return
        }
        propagation.heapComputeds()
        guard let index = propagation.computeds.firstIndex(of: computed) else { return }
        propagation.removeHeapedComputed(at: index)
    }

    /// Queues a rule to apply once the queued properties are delivered and computed properties are current.
    static func schedule(reaction: Derivation) {
        receivingWork()._withUnsafeGuaranteedRef { $0.reactions.append(reaction) }
    }

    /// Takes a slot whose model went away out of the queue: its place holds ``forgotten`` instead, so that the loop
    /// tests nothing before calling a queued slot's delivery (with nil in its place, a test and a jump a slot).
    static func forget(_ slot: PropertySlot) {
        guard let pointer = ThreadState.current.pointee.propagation else { return }
        let propagation = Unmanaged<Propagation>.fromOpaque(pointer).takeUnretainedValue()
        let slots = propagation.slotQueue
        for index in propagation.slotHead..<ThreadState.current.pointee.slotQueueCount
        where slots[index] == Unmanaged.passUnretained(slot).toOpaque() {
            slots[index] = forgotten.toOpaque()
        }
    }

    /// Stamps `slot`'s held change, queued, as set again now (``PropertySlot/reSetAt``): after every slot queued so
    /// far, and after every change set again before it.
    static func stamp(_ slot: PropertySlot) {
        guard let pointer = ThreadState.current.pointee.propagation else { return }
        Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef { propagation in
            let now = propagation.nextTime()
            slot.reSetSequence = now.sequence
            propagation.markWritten(slot, at: now)
        }
    }

    /// The time of a set made now: after the change queued last (its place) and after every set stamped before it
    /// (the order among them).
    private func nextTime() -> (place: Int, sequence: UInt64) {
        reSetSequence &+= 1
        return (slotsDropped + ThreadState.current.pointee.slotQueueCount - 1, reSetSequence)
    }

    /// Stamps `slot`'s held change, if it holds one, as written at `time`: the stamp stands for that change (it is
    /// after its place) and for no later one (it is no later than the place of a slot queued from now on).
    private func markWritten(_ slot: PropertySlot, at time: (place: Int, sequence: UInt64)) {
        slot.reSetAt = slotsDropped + ThreadState.current.pointee.slotQueueCount
        slot.writtenAt = time.place
        slot.writtenSequence = time.sequence
    }

    /// Stamps `slot`'s held change, just written by a two-way rule carrying the change of `source`, as written when
    /// that change was, if `source` is the slot whose change is being delivered (the rule's write is that change's
    /// consequence, which one set at a time would have made before any later set). Across a chain of two-way rules
    /// a write into the middle then loses to a later set of the chain's other end, as it would one by one, instead of
    /// counting as made when the rule was applied, after that set. Anything else keeps its stamp.
    static func stampAsWritten(_ slot: PropertySlot, with source: Unmanaged<PropertySlot>) {
        guard let pointer = ThreadState.current.pointee.propagation else { return }
        Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef { propagation in
            let head = propagation.slotHead
            guard head > 0, propagation.slotQueue[head - 1] == source.toOpaque() else { return }
            let written = source._withUnsafeGuaranteedRef {
                lastWrite($0, queuedAt: propagation.slotsDropped + head - 1)
            }
            propagation.markWritten(slot, at: written)
        }
    }

    /// Stamps a set of `slot`, a property one-way rules write, with when it was made (``ruleMayWrite(_:carrying:)``
    /// compares it): the place and order a set made now would have, and the epoch. Made while the loop runs, it
    /// counts as unknown in this loop (the epoch tells): the loop delivers a set's consequences breadth-first, so when
    /// it made a set says nothing of where the set stands one set at a time. Made in a batch, or by the code a set
    /// that starts a propagation runs before the loop, it is exact: such sets are made in their one-by-one order,
    /// and whatever each sets off is queued after it.
    static func stampRuleTargetWrite(_ slot: PropertySlot) {
        guard let pointer = ThreadState.current.pointee.propagation else { return }
        Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef { propagation in
            (slot.ruleTargetWrittenAt, slot.ruleTargetWrittenSequence) = propagation.nextTime()
            slot.ruleTargetWrittenEpoch = propagation.epoch
        }
    }

    /// Whether a one-way rule observing `source` may write `target`, a property it writes: not when the loop is
    /// delivering `source`'s queued change and `target` was set after that change was made, so that a batch that sets
    /// `a`, then the rule's target, keeps the target's value, as one set at a time would. Either time may be unknown:
    /// the change's, taken as its latest possible (a change queued, or held again, by the loop is no later than its
    /// place), and the target's set, as its earliest; the rule then writes, as it always did. Returns the change's
    /// time for ``stampAsWritten(_:at:)``, or nil with no test when `source` is not the slot the loop delivers.
    static func ruleMayWrite(_ target: PropertySlot, carrying source: Unmanaged<PropertySlot>) -> (
        mayWrite: Bool, carried: (place: Int, sequence: UInt64)?
    ) {
        guard let pointer = ThreadState.current.pointee.propagation else { return (true, nil) }
        return Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef { propagation in
            let head = propagation.slotHead
            guard head > 0, propagation.slotQueue[head - 1] == source.toOpaque() else { return (true, nil) }
            let carried = source._withUnsafeGuaranteedRef {
                lastWrite($0, queuedAt: propagation.slotsDropped + head - 1)
            }
            return (!propagation.holdsKnownLaterSet(target, than: carried), carried)
        }
    }

    /// When a set made now counts as made, at the latest: after every change queued so far and every set stamped
    /// before it. Exact for a batch's own set; for one made while the loop runs, later than its one-by-one place.
    static func now() -> (place: Int, sequence: UInt64) {
        receivingWork()._withUnsafeGuaranteedRef { $0.nextTime() }
    }

    /// Whether a rule that tracks what it reads, made stale at `staleSince` at the latest (``now()``), may write
    /// `target`: not when the target was set after that, at a known time (``stampRuleTargetWrite(_:)``).
    static func ruleMayWrite(_ target: PropertySlot, madeStaleAt staleSince: (place: Int, sequence: UInt64)) -> Bool {
        guard let pointer = ThreadState.current.pointee.propagation else { return true }
        return Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef { propagation in
            !propagation.holdsKnownLaterSet(target, than: staleSince)
        }
    }

    /// Whether `target`, a property one-way rules write, was last set after `time` at a time this propagation knows
    /// (``stampRuleTargetWrite(_:)``): a set made while this loop ran has no known time, and neither has one stamped
    /// by another thread's propagation (a model not isolated to an actor may move between threads), whose places
    /// count from another start; such a set is older than the change, or unplaceable, and the rule writes.
    private func holdsKnownLaterSet(_ target: PropertySlot, than time: (place: Int, sequence: UInt64)) -> Bool {
        let stamped = target.ruleTargetWrittenEpoch
        guard stamped != epoch, stamped >> Self.epochBitsPerThread == epoch >> Self.epochBitsPerThread else {
            return false
        }
        return (target.ruleTargetWrittenAt, target.ruleTargetWrittenSequence) > time
    }

    /// Stamps `slot`'s held change, just written by a one-way rule, as written when the change the rule carried was
    /// (``ruleMayWrite(_:carrying:)``): a rule observing `slot` then carries that time on, down a chain of rules.
    static func stampAsWritten(_ slot: PropertySlot, at carried: (place: Int, sequence: UInt64)) {
        guard let pointer = ThreadState.current.pointee.propagation else { return }
        Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.markWritten(slot, at: carried) }
    }

    /// Whether `other`, queued, holds a change written after that of `delivering`, the slot whose change is being
    /// delivered now (the last one the loop took). A change is written when it is queued, and again whenever it is
    /// set again (stamped, ``stamp(_:)``); `other` was queued after `delivering`, so it was written later unless
    /// `delivering` was set again after that. False for anything else, such as a slot delivered by a set that
    /// started the propagation, which no other change waits before.
    static func holdsLaterWrite(_ other: PropertySlot, thanDelivering delivering: Unmanaged<PropertySlot>) -> Bool {
        guard let pointer = ThreadState.current.pointee.propagation else { return false }
        return Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef { propagation in
            let slots = propagation.slotQueue
            let head = propagation.slotHead
            guard head > 0, slots[head - 1] == delivering.toOpaque() else { return false }
            let otherPointer = Unmanaged.passUnretained(other).toOpaque()
            guard
                let otherIndex = (head..<ThreadState.current.pointee.slotQueueCount).first(where: {
                    slots[$0] == otherPointer
                })
            else { return false }
            let base = propagation.slotsDropped
            return lastWrite(other, queuedAt: base + otherIndex)
                > delivering._withUnsafeGuaranteedRef { lastWrite($0, queuedAt: base + head - 1) }
        }
    }

    /// When `slot`'s held change, queued at `place`, was last written: its place, or its stamp if it was stamped
    /// since it was queued (``stamp(_:)``, ``stampAsWritten(_:with:)``).
    private static func lastWrite(_ slot: PropertySlot, queuedAt place: Int) -> (place: Int, sequence: UInt64) {
        // A set again while the queue held `reSetAt` slots counts as after the one before that place, before the one
        // there; a two-way rule's write, as the change it carried. A stamp of another thread's is out of date.
        slot.reSetAt > place && isSameThread(slot.reSetAt, place) ? (slot.writtenAt, slot.writtenSequence) : (place, 0)
    }

    /// What stands in the queue for a slot that left it: a slot of no model, whose delivery does nothing. Kept for
    /// the life of the process.
    /// Shared by every thread: no thread changes it, and its delivery reads nothing.
    nonisolated(unsafe) private static let forgotten = Unmanaged.passRetained(PropertySlot(forgotten: ()))

    /// Runs everything queued, and everything that sets off, until nothing is left. The caller marks the thread
    /// as propagating around it.
    @usableFromInline
    func run() {
        epoch &+= 1
        drain()
    }

    /// ``run()`` for the set that started the propagation (``start(_:)``). Its usual work is one computed property
    /// it made stale and nothing else: that runs here, without the loop's frame and second turn (13 instructions a
    /// set), and the loop runs only if there is more. Apart from ``run()``, which a batch's end calls, so the
    /// batch does not pay for the test.
    @usableFromInline
    func runStartedBySet() {
        epoch &+= 1
        let state = ThreadState.current
        if computeds.count == 1, slotHead == state.pointee.slotQueueCount, reactionHead == reactions.count {
            let computed = computeds[0]
            computeds.removeAll()
            computed._withUnsafeGuaranteedRef { $0.run(epoch: epoch) }
            if computeds.isEmpty, slotHead == state.pointee.slotQueueCount, reactionHead == reactions.count {
                state.pointee.hasQueuedWork = 0
                return
            }
        }
        drainOutOfLine()
    }

    /// The propagation that a set starts when its whole work is `computed`, which
    /// ``PropertySlot/invalidateDependentsOfSet()`` found current and did not invalidate: it is marked stale and
    /// runs at once, as ``runStartedBySet()`` would run it from the queue. Anything its observers set off runs in
    /// the loop afterwards, in the same epoch, so rounds count as before. Inlined into the set, whose frame it
    /// shares; this thread's propagation exists (the caller tested it).
    @inlinable @inline(__always)
    static func runAlone(_ computed: Unmanaged<Derivation>) {
        let state = ThreadState.current
        computed._withUnsafeGuaranteedRef { $0.isStale = true }
        state.pointee.isPropagating = 1
        let epoch = Unmanaged<Propagation>.fromOpaque(state.pointee.propagation.unsafelyUnwrapped)
            ._withUnsafeGuaranteedRef { $0.nextEpoch() }
        computed._withUnsafeGuaranteedRef { $0.work($0, epoch) }
        // Read again from the thread's state, so that nothing is kept in a register across the run.
        if state.pointee.hasQueuedWork != 0, let pointer = ThreadState.current.pointee.propagation {
            Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.drainOutOfLine() }
        }
        ThreadState.current.pointee.isPropagating = 0
    }

    @inlinable @inline(__always)
    func nextEpoch() -> UInt {
        epoch &+= 1
        return epoch
    }

    @usableFromInline @inline(never)
    func drainOutOfLine() {
        drain()
    }

    /// The propagation's loop: everything queued, lowest computed properties first, until nothing is left.
    @inline(__always)
    private func drain() {
        let state = ThreadState.current
        while true {
            if slotHead < state.pointee.slotQueueCount {
                // The queue is emptied (its indexes back to zero) when the loop finds nothing left in it, not as its
                // last slot is taken: 2 instructions fewer a slot.
                let slot = queuedSlot(slotHead)
                slotHead += 1
                // Borrowed: a slot whose model goes away during its delivery keeps itself until the walk ends.
                slot._withUnsafeGuaranteedRef { $0.deliverPending($0, epoch) }
            } else if state.pointee.slotQueueCount != 0 {
                slotsDropped += slotHead
                slotHead = 0
                state.pointee.slotQueueCount = 0
            } else if !computeds.isEmpty {
                nextComputed()._withUnsafeGuaranteedRef { $0.run(epoch: epoch) }
            } else if reactionHead < reactions.count {
                let reaction = reactions[reactionHead]
                reactionHead += 1
                if reactionHead == reactions.count {
                    reactions.removeAll(keepingCapacity: true)
                    reactionHead = 0
                }
                reaction.run(epoch: epoch)
            } else {
                state.pointee.hasQueuedWork = 0
                return
            }
        }
    }

    /// The lowest waiting computed property: one that reads another runs after it.
    private func nextComputed() -> Unmanaged<Derivation> {
        // One waiting, the usual case: nothing to compare.
        if computeds.count == 1 {
            heapedComputeds = 0
            defer { computeds.removeAll() }
            return computeds[0]
        }
        guard heapedComputeds == 0, computeds.count <= Self.computedsScannedAtMost else {
            heapComputeds()
            let next = computeds[0]
            removeHeapedComputed(at: 0)
            return next
        }
        var lowest = computeds.count - 1
        var lowestHeight = computeds[lowest]._withUnsafeGuaranteedRef { $0.height }
        for index in 0..<computeds.count - 1 {
            let height = computeds[index]._withUnsafeGuaranteedRef { $0.height }
            if height < lowestHeight {
                lowest = index
                lowestHeight = height
            }
        }
        let next = computeds[lowest]
        computeds.remove(at: lowest)
        return next
    }

    private func computedHeight(_ index: Int) -> Int {
        computeds[index]._withUnsafeGuaranteedRef { $0.height }
    }

    /// Sifts the computed properties queued since the queue was last heaped into the heap.
    private func heapComputeds() {
        while heapedComputeds < computeds.count {
            var index = heapedComputeds
            heapedComputeds += 1
            while index > 0, computedHeight((index - 1) / 2) > computedHeight(index) {
                swapComputeds(index, (index - 1) / 2)
                index = (index - 1) / 2
            }
        }
    }

    /// Removes the computed property at `index` of the heap, which holds the whole queue.
    private func removeHeapedComputed(at index: Int) {
        let last = computeds.count - 1
        swapComputeds(index, last)
        computeds.removeAll(after: last)
        heapedComputeds = last
        guard index < last else { return }
        var moved = index
        while moved > 0, computedHeight((moved - 1) / 2) > computedHeight(moved) {
            swapComputeds(moved, (moved - 1) / 2)
            moved = (moved - 1) / 2
        }
        while true {
            var lowest = moved
            let left = 2 * moved + 1
            if left < last, computedHeight(left) < computedHeight(lowest) { lowest = left }
            if left + 1 < last, computedHeight(left + 1) < computedHeight(lowest) { lowest = left + 1 }
            if lowest == moved { return }
            swapComputeds(moved, lowest)
            moved = lowest
        }
    }

    private func swapComputeds(_ first: Int, _ second: Int) {
        let kept = computeds[first]
        computeds[first] = computeds[second]
        computeds[second] = kept
    }

    /// Runs `deliver` as the start of a propagation on this thread, then everything it set off. For a set made
    /// while no batch is open and nothing is propagating.
    @inlinable
    static func start(_ deliver: () -> Void) {
        let state = willStart()
        deliver()
        didStart(state)
    }

    /// The beginning of ``start(_:)``, for a caller that delivers with no closure: the optimizer may leave a closure
    /// out of line, which cost one observed set a call and a frame.
    @inlinable @inline(__always)
    static func willStart() -> UnsafeMutablePointer<bindery_thread_state> {
        let state = ThreadState.current
        state.pointee.isPropagating = 1
        return state
    }

    /// The end of ``start(_:)``: everything the delivery set off, then the thread is no longer propagating.
    @inlinable @inline(__always)
    static func didStart(_ state: UnsafeMutablePointer<bindery_thread_state>) {
        // The queued work is run from here, not through `runQueued()`: one call fewer (and no metadata fetched for a
        // static method's class) on a set that sets off more, and the set with nothing queued tests the same flag.
        if state.pointee.hasQueuedWork != 0, let pointer = state.pointee.propagation {
            Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.runStartedBySet() }
        }
        state.pointee.isPropagating = 0
    }

    /// Runs this thread's queued work; only called when there is some, so the propagation exists.
    @usableFromInline
    static func runQueued() {
        guard let pointer = ThreadState.current.pointee.propagation else { return }
        Unmanaged<Propagation>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.run() }
    }
}

/// The delivery at the end of an outermost batch that queued work (``endBatch()``): the propagation's loop, with the
/// thread marked as propagating around it. A function taking the propagation as a plain argument, so that
/// `endBatch` reaches it by a jump.
@inline(never)
func propagationDeliverBatch(_ propagation: Unmanaged<Propagation>) {
    ThreadState.current.pointee.isPropagating = 1
    propagation._withUnsafeGuaranteedRef { $0.run() }
    ThreadState.current.pointee.isPropagating = 0
}

/// ``Propagation/enqueue(_:)`` when the propagation does not exist yet or its queue is full. A function, not a static
/// method: a static method takes its class in the register the held set's caller keeps, so the held set, which ends
/// with this call when it makes it, saved and restored that register on every set.
@usableFromInline @inline(never)
func propagationEnqueueGrowing(_ slot: PropertySlot) {
    Propagation.enqueueGrowing(slot)
}
