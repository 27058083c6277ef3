/// One direction of a two-way rule: how the rule writes to the other side without hearing back from it (no echo, no
/// loop, even when a transform and its inverse do not round-trip exactly).
///
/// When the binding's own observer on the other side (the ``listener``) is the only one watching the property the
/// rule writes, the write is made with that observer muted: the change then reaches nobody, so it is neither held
/// nor delivered, and nothing needs remembering. Otherwise (other observers or derivations watch it, or a change of
/// it already waits, or tracing is on) the write notifies as any other, and the value is remembered so the listener
/// recognises the change as the rule's own and does not write it back; only until that change reaches the listener,
/// or, if the write notified nobody, until the write returns.
///
/// A class, not a struct kept in the binding: ``write(_:_:)`` runs the write inside its own call, and the listener,
/// called back during that write, consumes the remembered value; a mutating method of a stored struct would be an
/// access overlapping its own callback's.
@_spi(BinderyGenerated)
public final class Echo<Value> {
    @exclusivity(unchecked) @usableFromInline var expected: Value?
    @exclusivity(unchecked) @usableFromInline var isExpected = false
    /// The binding's observer of the property the rule writes, its slot and its model's table (registered by
    /// ``BindingCore/observe(_:_:rule:calling:mutedBy:_:)``); nil when the other side is watched otherwise. Used
    /// unretained: ``keptListener`` keeps the observer, so that testing whether it is cancelled is always safe, and
    /// the slot and table are reached only while it is not, which their model going away would have done first.
    @exclusivity(unchecked) @usableFromInline var listener: Unmanaged<AnyObserver>?
    @exclusivity(unchecked) @usableFromInline var listenerSlot: Unmanaged<PropertySlot>?
    @exclusivity(unchecked) @usableFromInline var listenerTable: Unmanaged<ObserverTable>?
    @exclusivity(unchecked) private var keptListener: AnyObserver?

    public init() {}

    /// Remembers that the rule is about to write `value`.
    @inlinable
    public func willWrite(_ value: Value) {
        expected = value
        isExpected = true
    }

    /// Whether a change to `value` is the one the rule wrote; it is then consumed. Without `Equatable` the next
    /// change after a write is taken for it.
    @inlinable
    public func isEcho(_ value: Value) -> Bool {
        guard isExpected else { return false }
        isExpected = false
        expected = nil
        return true
    }

    /// Runs `write`, the rule's write of `value` to the other side: with the listener muted when it alone would hear
    /// of it, else having remembered `value`. Nothing is remembered in the muted case: a remembered value that never
    /// comes back would, without `Equatable`, take the next real change for the echo.
    @inlinable
    public func write(_ value: Value, _ write: () -> Void) {
        if let listener, listener._withUnsafeGuaranteedRef({ !$0.isCancelled }), let slot = listenerSlot,
            let table = listenerTable, slot._withUnsafeGuaranteedRef({ $0.canMute(listener) })
        {
            return slot._withUnsafeGuaranteedRef { $0.writeMuted(in: table, write) }
        }
        willWrite(value)
        write()
        if isExpected { forgetUnlessHeld() }
    }

    /// After a write the listener has not heard of yet: forgets the remembered value unless a change of the
    /// property waits to reach the listener (the write was held, in a batch or while a propagation delivers).
    /// Otherwise nothing comes back, as the write notified nobody (it set the value the property had): remembered,
    /// the value would be taken for the echo of the user's next set of it once a muted write had changed the
    /// property in between, and that set would never reach the other side. Without a listener, a reaction watches
    /// the other side, and its next run consumes the value.
    @usableFromInline
    func forgetUnlessHeld() {
        guard let listener else { return }
        if listener._withUnsafeGuaranteedRef({ !$0.isCancelled }), let slot = listenerSlot,
            slot._withUnsafeGuaranteedRef({ $0.holdsChangeToDeliver })
        {
            return
        }
        isExpected = false
        expected = nil
    }
}

extension Echo {
    /// Makes `observer`, of `slot` in `table`, the listener.
    func listen(_ observer: AnyObserver, _ slot: PropertySlot, _ table: ObserverTable) {
        keptListener = observer
        listener = .passUnretained(observer)
        listenerSlot = .passUnretained(slot)
        listenerTable = .passUnretained(table)
    }
}

extension Echo where Value: Equatable {
    /// Whether `value` is the one the rule wrote last; it is then consumed.
    @inlinable
    public func isEcho(_ value: Value) -> Bool {
        guard isExpected else { return false }
        isExpected = false
        defer { expected = nil }
        return expected == value
    }
}
