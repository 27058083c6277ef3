/// The bits of ``PropertySlot/flags``: everything about a slot that sends a set or a delivery of its property off
/// the fast path, in two bytes, so that the fast path tests all of it with one comparison. A slot whose flags are zero
/// has one live observer that holds nothing weakly, no derivation reading it, no change waiting and no delivery
/// under way: a set of it (while nothing traces) calls that observer and nothing else.
///
/// Each bit is kept by whoever changes what it stands for: the observers' array by ``PropertySlot/observersDidChange()``,
/// the dependents by ``PropertySlot/addDependent(_:)`` and ``PropertySlot/removeDependent(_:)``, the rest through the
/// slot's `Bool` properties of the same names.
@usableFromInline
enum SlotFlags {
    /// ``PropertySlot/isDelivering``: its observers are being called.
    @inlinable static var delivering: UInt16 { 1 }
    /// ``PropertySlot/isPending``: a change waits in this thread's propagation.
    @inlinable static var pending: UInt16 { 2 }
    /// ``StoredSlot/pendingIsEdit``: the waiting change is one array edit, or a batch's edits to compare when it is
    /// delivered. Set only with ``pending``.
    @inlinable static var pendingEdit: UInt16 { 4 }
    /// ``StoredSlot/pendingIsUnchanged``: the waiting change went back to the value the observers saw last. Set
    /// only with ``pending``.
    @inlinable static var pendingUnchanged: UInt16 { 8 }
    /// The slot has not exactly one observer, or that one is cancelled or holds its target weakly.
    @inlinable static var notOneLiveObserver: UInt16 { 16 }
    /// A derivation read the property at its last evaluation.
    @inlinable static var hasDependents: UInt16 { 32 }
    /// ``PropertySlot/needsSweep``: a cancellation during a delivery left observers to sweep out. Set only while
    /// ``delivering``, and cleared by the sweep that follows.
    @inlinable static var needsSweep: UInt16 { 64 }

    /// The slot has no observer at all (a derivation may still read it). While a muted write has the observers out
    /// of the slot, this bit still says there are some: its one test, a held set's, also tests ``delivering``, which
    /// a muted write sets.
    @inlinable static var noObservers: UInt16 { 128 }

    /// A one-way rule writes the property (``PropertySlot/ruleWriters``): every set is stamped with when it was made
    /// (``Propagation/stampRuleTargetWrite(_:)``), which the rule compares with the change it carries before it
    /// writes, so that a later set wins, as it would one set at a time. It keeps every set off the fast paths,
    /// where it would not be stamped.
    @inlinable static var ruleTarget: UInt16 { 256 }

    /// What a waiting change is: cleared with ``pending``.
    @inlinable static var pendingChange: UInt16 { pending | pendingEdit | pendingUnchanged }
}
