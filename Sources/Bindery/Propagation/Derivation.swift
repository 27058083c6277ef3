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
    @exclusivity(unchecked) final var dependencies: ContiguousArray<Unmanaged<PropertySlot>> = []
    @exclusivity(unchecked) private final var reading: ContiguousArray<Unmanaged<PropertySlot>> = []
    /// Stamps the slots the current evaluation read: this derivation's serial in the high half, its evaluation
    /// count in the low half, so no other derivation, alive or freed, ever leaves the same stamp.
    @exclusivity(unchecked) private final var stamp: UInt64
    /// Whether a dependency changed since the last evaluation.
    @exclusivity(unchecked) @usableFromInline final var isStale = true
    /// Whether it waits in this thread's propagation.
    @exclusivity(unchecked) final var isScheduled = false
    /// For a computed property, one more than the highest computed property it reads; propagations recompute
    /// lower ones first. Zero for everything else.
    @exclusivity(unchecked) final var height = 0
    @exclusivity(unchecked) private final var highestRead = 0
    @exclusivity(unchecked) final var rounds = RoundCounter()
    /// Whether this is a computed property, which ranks by ``height``.
    private final let isComputed: Bool

    init(isComputed: Bool) {
        self.isComputed = isComputed
        stamp = bindery_next_derivation_serial() << 32
    }

    /// Called when a dependency changed.
    func invalidate() {}

    /// Runs the work the derivation was scheduled for.
    func run(epoch: UInt) {}

    /// Called after each evaluation, when ``height`` may have changed.
    func heightDidChange() {}

    /// Evaluates `body`, recording every property it reads as a dependency instead of the last evaluation's.
    @usableFromInline
    final func track<Result>(_ body: () throws -> Result) rethrows -> Result {
        stamp = stamp & ~0xFFFF_FFFF | (stamp &+ 1) & 0xFFFF_FFFF
        matched = 0
        hasDiverged = false
        highestRead = 0
        defer { bindDependencies() }
        return try ThreadState.tracking(self, body)
    }

    /// How many reads of this evaluation matched the last one's dependencies, in order; while they all do (the
    /// usual case) no list is built at all.
    @exclusivity(unchecked) private final var matched = 0
    /// Whether this evaluation read something the last one did not, at that point: then ``reading`` holds the
    /// new list.
    @exclusivity(unchecked) private final var hasDiverged = false

    /// Registers a read of `slot` during ``track(_:)``; reading a property twice registers it once.
    @usableFromInline
    final func record(_ slot: PropertySlot) {
        if slot.lastReadStamp == stamp { return }
        slot.lastReadStamp = stamp
        highestRead = max(highestRead, slot.readerHeight)
        let read = Unmanaged.passUnretained(slot)
        if !hasDiverged {
            if matched < dependencies.count, dependencies[matched].toOpaque() == read.toOpaque() {
                matched += 1
                return
            }
            hasDiverged = true
            reading.removeAll(keepingCapacity: true)
            reading.append(contentsOf: dependencies[0..<matched])
        }
        reading.append(read)
    }

    /// Subscribes to what the evaluation read and not before, and unsubscribes from what it no longer reads.
    /// Marks make it linear in the number of dependencies, which for `items.filter { $0.done }` is every element.
    private final func bindDependencies() {
        isStale = false
        height = isComputed ? highestRead + 1 : 0
        heightDidChange()
        if !hasDiverged {
            // The same reads as last time, in the same order: nothing to change unless some were left out.
            if matched == dependencies.count { return }
            reading.removeAll(keepingCapacity: true)
            reading.append(contentsOf: dependencies[0..<matched])
        }
        for slot in reading { slot._withUnsafeGuaranteedRef { $0.dependencyMark = 1 } }
        for slot in dependencies {
            slot._withUnsafeGuaranteedRef { slot in
                if slot.dependencyMark == 0 {
                    slot.removeDependent(self)
                } else {
                    slot.dependencyMark = 2
                }
            }
        }
        for slot in reading {
            slot._withUnsafeGuaranteedRef { slot in
                if slot.dependencyMark == 1 { slot.addDependent(self) }
                slot.dependencyMark = 0
            }
        }
        swap(&dependencies, &reading)
        reading.removeAll(keepingCapacity: true)
    }

    /// Unsubscribes from everything; the next evaluation starts afresh.
    final func dropDependencies() {
        let dropped = dependencies
        dependencies = []
        for slot in dropped { slot._withUnsafeGuaranteedRef { $0.removeDependent(self) } }
        isStale = true
    }

    /// A dependency's model went away: forget the slot without touching it.
    final func dependencyWentAway(_ slot: PropertySlot) {
        dependencies.removeAll { $0.toOpaque() == Unmanaged.passUnretained(slot).toOpaque() }
        invalidate()
    }
}
