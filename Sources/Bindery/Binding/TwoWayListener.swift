/// One side of a two-way rule between two stored properties, as the other side's slot sees it: what a delivery asks
/// when both sides hold a change, so that the side written last wins, as it would with no batch.
///
/// A batch (or a propagation) that sets both sides holds both changes and delivers them in the order the properties
/// first changed. Delivered first, a side would write its value over the other's, which was written later: the
/// user's last write would be lost. So before a side's change is delivered, a side whose held change was written
/// later has its rule applied first (``applyHeldChange()``): its value reaches this side before any observer of this
/// side hears of the change, and each observer hears once, of the final value.
protocol TwoWaySide: AnyObject {
    /// This side's property, held unowned: the binding's cancellation takes the side off it before it can go away.
    var sideSlot: PropertySlot? { get }
    /// The other side of the rule; nil until the rule's second direction registers.
    var partner: TwoWaySide? { get set }
    /// Whether the rule still listens to this side.
    var isListening: Bool { get }
    /// Applies the rule from this side's held change, now, and makes the rule take that change, when it is
    /// delivered, for its own.
    func applyHeldChange()
}

/// The observer a two-way rule keeps on one side (a stored property), muted by `echo`, the other direction's writes
/// into that side.
final class TwoWayListener<Value, Written>: Observer<Value>, TwoWaySide {
    unowned(unsafe) let slot: StoredSlot<Value>
    /// Weak: the echo keeps this observer (``Echo/listen(_:_:_:rule:)``), and the binding keeps the echo.
    weak var echo: Echo<Written>?
    weak var partner: TwoWaySide?

    init(rule: RuleInfo, slot: StoredSlot<Value>, echo: Echo<Written>, handler: @escaping (Change<Value>) -> Void) {
        self.slot = slot
        self.echo = echo
        super.init(rule: rule, handler: handler)
    }

    var sideSlot: PropertySlot? { isCancelled ? nil : slot }
    var isListening: Bool { !isCancelled }

    func applyHeldChange() {
        guard !isCancelled, slot.holdsChangeToDeliver, let new = slot.pendingNew else { return }
        // Seen by the rule: a set that puts the value back before the change is delivered is still a change, whose
        // delivery carries the value back to the other side.
        slot.pendingNewWasSeen = true
        handler(Change(old: slot.pendingOld, new: new, kind: .setting))
        // Its delivery, later, is then the rule's own echo: applied again, it would notify the other side again
        // for a type that is not `Equatable`.
        if slot.holdsChangeToDeliver, let written = slot.pendingNew as? Written { echo?.remember(written) }
    }
}
