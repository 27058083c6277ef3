import CBindery

/// One direction of a two-way rule: how the rule writes to the other side without hearing back from it (no echo, no
/// loop, even when a transform and its inverse do not round-trip exactly).
///
/// When the binding's own observer on the other side (the ``listener``) is the only one watching the property the
/// rule writes, the write is made with that observer muted: the change then reaches nobody, so it is neither held
/// nor delivered, and nothing needs remembering. Otherwise (other observers or derivations watch it, or a change of
/// it already waits, or tracing is on) the write notifies as any other, and the value is remembered so the listener
/// recognises the change as the rule's own and does not write it back; only until that change reaches the listener,
/// or, if the write notified nobody, until the write returns. When a reaction reads the other side (through a path)
/// instead of a listener, the value is remembered until that reaction runs, and only if the write scheduled it.
///
/// The trace reports the rule applied here, when it writes, not when the other side's change reaches it: a change it
/// takes for its own echo writes nothing, and is no rule applied.
///
/// A class, not a struct kept in the binding: ``write(_:_:)`` runs the write inside its own call, and the listener,
/// called back during that write, consumes the remembered value; a mutating method of a stored struct would be an
/// access overlapping its own callback's.
@_spi(BinderyGenerated)
public final class Echo<Value> {
    @exclusivity(unchecked) @usableFromInline var expected: Value?
    @exclusivity(unchecked) @usableFromInline var isExpected = false
    /// The listener's slot's re-set stamp (``PropertySlot/reSetSequence``) when the remembered write was held: a
    /// value that does not compare cannot tell the rule's write from another set joining its held change, but the
    /// slot is stamped at every such set.
    @exclusivity(unchecked) @usableFromInline var heldAtReSet: UInt64 = 0
    /// The binding's observer of the property the rule writes, its slot and its model's table (registered by
    /// ``BindingCore/observe(_:_:rule:calling:mutedBy:_:)``); nil when the other side is watched otherwise. Used
    /// unretained: ``keptListener`` keeps the observer, so that testing whether it is cancelled is always safe, and
    /// the slot and table are reached only while it is not, which their model going away would have done first.
    @exclusivity(unchecked) @usableFromInline var listener: Unmanaged<AnyObserver>?
    @exclusivity(unchecked) @usableFromInline var listenerSlot: Unmanaged<PropertySlot>?
    @exclusivity(unchecked) @usableFromInline var listenerTable: Unmanaged<ObserverTable>?
    @exclusivity(unchecked) private var keptListener: AnyObserver?
    /// The reaction that reads the property the rule writes, when no listener watches it (the property is reached
    /// through a path); registered by ``BindingCore/react(_:calling:hearing:_:)``.
    @exclusivity(unchecked) private var reader: Reaction?
    /// The rule writing through ``write(_:_:)``, named by the trace; set with the listener or the reader, which are
    /// registered before the rule first writes a model.
    @exclusivity(unchecked) private var rule: RuleInfo?
    /// The property whose changes the rule writes through this echo, when both sides are properties the binding
    /// observes (``BindingCore``'s pairing sets it); compared, never reached, unless it is the one being delivered.
    @exclusivity(unchecked) @usableFromInline var sourceSlot: Unmanaged<PropertySlot>?

    public init() {}

    /// Remembers that `rule` is about to write `value` into an external class, and traces it applied. A write into
    /// a model goes through ``write(_:_:)`` instead, which may mute it. The write is then made only if
    /// ``differs(_:_:)`` says so.
    @inlinable
    public func willWrite(_ value: Value, applying rule: @autoclosure () -> RuleInfo) {
        if bindery_is_tracing() { trace(rule()) }
        remember(value)
    }

    /// Remembers that the rule is about to write `value`.
    @inlinable
    func remember(_ value: Value) {
        expected = value
        isExpected = true
    }

    /// Whether a change to `value` is the one the rule wrote; it is then consumed. Without `Equatable` the next
    /// change after a write is taken for it, unless the write was held and the property was set again before the
    /// change was delivered: that set (an observer's, another rule's) is in the change, and must reach the other side.
    @inlinable
    public func isEcho(_ value: Value) -> Bool {
        guard isExpected else { return false }
        isExpected = false
        expected = nil
        return !wasSetAgainSinceHeldWrite
    }

    @usableFromInline
    var wasSetAgainSinceHeldWrite: Bool {
        guard let listenerSlot else { return false }
        return listenerSlot._withUnsafeGuaranteedRef { $0.reSetSequence } != heldAtReSet
    }

    /// Whether writing `value` over `current`, into an external class, changes anything: always, for a value that is
    /// not `Equatable`.
    @inlinable
    public func differs(_ current: Value, _ value: Value) -> Bool {
        true
    }

    /// Runs `write`, the rule's write of `value` to the other side: with the listener muted when it alone would hear
    /// of it, else having remembered `value`. Nothing is remembered in the muted case: a remembered value that never
    /// comes back would, without `Equatable`, take the next real change for the echo. Nothing is traced in that
    /// case either: a muted write is made only while nothing traces (``PropertySlot/canMute(_:)``).
    @inlinable
    public func write(_ value: Value, _ write: () -> Void) {
        if let listener, listener._withUnsafeGuaranteedRef({ !$0.isCancelled }), let slot = listenerSlot,
            let table = listenerTable, slot._withUnsafeGuaranteedRef({ $0.canMute(listener) })
        {
            return slot._withUnsafeGuaranteedRef { $0.writeMuted(in: table, write) }
        }
        if let sourceSlot, yieldsToLaterWrite(from: sourceSlot) { return }
        if bindery_is_tracing() { traceWrite() }
        remember(value)
        write()
        if isExpected { forgetUnlessHeld() }
    }

    /// Whether the property this write would replace holds a change made after the one being delivered from
    /// `source`: both sides of the rule were set in one batch (or propagation), and the side set last wins, as
    /// with no batch. That change's own delivery, later, writes it back over `source`. (Usually it has already won
    /// before `source`'s observers were called, ``PropertySlot/letLaterTwoWayWritesGoFirst()``; this is the case
    /// where the rule's observer is the only one, and is called straight away.)
    @usableFromInline
    func yieldsToLaterWrite(from source: Unmanaged<PropertySlot>) -> Bool {
        guard let listener, !listener._withUnsafeGuaranteedRef({ $0.isCancelled }), let slot = listenerSlot,
            slot._withUnsafeGuaranteedRef({ $0.holdsChangeToDeliver }),
            Propagation.holdsLaterWrite(slot.takeUnretainedValue(), thanDelivering: source)
        else { return false }
        // The rule has seen that change and left its side to it: a set that puts the value back (an observer's,
        // before the change is delivered) is still a change, whose delivery makes the sides agree again.
        slot._withUnsafeGuaranteedRef { $0.pendingNewWasSeen = true }
        return true
    }

    /// After a write the listener has not heard of yet: forgets the remembered value unless a change of the
    /// property waits to reach the listener (the write was held, in a batch or while a propagation delivers).
    /// Otherwise nothing comes back, as the write notified nobody (it set the value the property had): remembered,
    /// the value would be taken for the echo of the user's next set of it once a muted write had changed the
    /// property in between, and that set would never reach the other side. Without a listener, a reaction reads
    /// the other side: the value is kept only if that reaction is to run, whose run consumes it; a write that
    /// changed nothing it reads leaves it unscheduled, and its next run, for some later change, is no echo.
    @usableFromInline
    func forgetUnlessHeld() {
        guard let listener else {
            if let reader, !reader.isScheduled, !reader.readsExternals {
                isExpected = false
                expected = nil
            }
            return
        }
        if listener._withUnsafeGuaranteedRef({ !$0.isCancelled }), let slot = listenerSlot,
            slot._withUnsafeGuaranteedRef({ $0.holdsChangeToDeliver })
        {
            // The held write counts as made when the change it carries was (see ``Propagation/stampAsWritten``).
            if let sourceSlot { Propagation.stampAsWritten(slot.takeUnretainedValue(), with: sourceSlot) }
            heldAtReSet = slot._withUnsafeGuaranteedRef { $0.reSetSequence }
            return
        }
        isExpected = false
        expected = nil
    }
}

extension Echo {
    /// Makes `observer`, of `slot` in `table`, the listener; it applies `rule`.
    func listen(_ observer: AnyObserver, _ slot: PropertySlot, _ table: ObserverTable, rule: RuleInfo) {
        keptListener = observer
        listener = .passUnretained(observer)
        listenerSlot = .passUnretained(slot)
        listenerTable = .passUnretained(table)
        self.rule = rule
    }

    /// Makes `slot` the property whose changes the rule writes through this echo (see ``sourceSlot``).
    func setSource(_ slot: PropertySlot?) {
        sourceSlot = slot.map { .passUnretained($0) }
    }

    /// Makes `reaction`, which applies `rule`, the reader of the property the rule writes.
    func read(by reaction: Reaction, rule: RuleInfo) {
        reader = reaction
        self.rule = rule
    }

    /// The rule applied, for the trace. Out of line: only reached while tracing.
    @usableFromInline @inline(never)
    func traceWrite() {
        if let rule { Trace.rule(rule) }
    }

    /// `rule` applied, for the trace.
    @usableFromInline @inline(never)
    func trace(_ rule: RuleInfo) {
        Trace.rule(rule)
    }
}

extension Echo where Value: Equatable {
    /// Whether writing `value` over `current`, into an external class, changes anything: not for equal values. The
    /// value ``willWrite(_:applying:)`` remembered is then forgotten: unwritten, it comes back from nowhere, and
    /// remembered, it would be taken for the echo of a later set of that value that the class reports (Swift's
    /// `@Observable` before 6.2 reported every set, equal or not).
    @inlinable
    public func differs(_ current: Value, _ value: Value) -> Bool {
        if current != value { return true }
        isExpected = false
        expected = nil
        return false
    }

    /// Whether `value` is the one the rule wrote last; it is then consumed.
    @inlinable
    public func isEcho(_ value: Value) -> Bool {
        guard isExpected else { return false }
        isExpected = false
        defer { expected = nil }
        return expected == value
    }
}
