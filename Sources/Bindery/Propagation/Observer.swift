/// One registered handler of one property. Typed by the property's value in ``Observer``, so delivery needs no
/// boxing into `Any`.
@usableFromInline
class AnyObserver {
    /// Set when cancelled (``cancel()``), so a delivery already under way skips it at once.
    @exclusivity(unchecked) @usableFromInline final private(set) var isCancelled = false
    /// `isCancelled || holdsTargetWeakly`: the one flag a delivery tests before calling the handler, which tells the
    /// rare cases apart only when it is set (2 instructions fewer an observer a delivery than testing both).
    @exclusivity(unchecked) @usableFromInline final private(set) var needsCheck: Bool
    @usableFromInline final let options: ObserveOptions
    /// `options.contains(.prior)`, stored: the static `prior` costs a call to reach from inlined code.
    @usableFromInline final let wantsPrior: Bool
    /// Whether this observer stands for an object it holds weakly (`addObserver(_:)`), so delivery asks
    /// ``isOrphaned`` before calling it. A flag, not an optional closure, keeps the check off the common path.
    @usableFromInline final let holdsTargetWeakly: Bool
    /// The binding rule this observer applies, for naming a cycle; nil for a user's observer.
    final let rule: RuleInfo?

    init(options: ObserveOptions, holdsTargetWeakly: Bool, rule: RuleInfo?) {
        self.options = options
        self.wantsPrior = options.contains(.prior)
        self.holdsTargetWeakly = holdsTargetWeakly
        self.needsCheck = holdsTargetWeakly
        self.needsDeliveryApart = holdsTargetWeakly
        self.rule = rule
    }

    /// Set while the observer waits to hear of a change that was already waiting when it was added (in a batch, or
    /// while a propagation delivers): it saw the value of that moment, not the one the change started from, so it is
    /// told its change from the value it saw (``Observer/valueSeenOnJoining``), or nothing if the value is back there.
    /// It sets ``needsCheck``, so only the walk's out-of-line branch tests it.
    @exclusivity(unchecked) @usableFromInline final private(set) var joinedWaitingChange = false
    /// `holdsTargetWeakly || joinedWaitingChange`: the one flag the walk tests before the rare cases it handles out
    /// of line (``PropertySlot/deliverApart(_:_:)``).
    @exclusivity(unchecked) @usableFromInline final private(set) var needsDeliveryApart: Bool

    /// Marks the observer cancelled.
    final func cancel() {
        isCancelled = true
        needsCheck = true
    }

    /// Called as the observer is added to `slot`, when a change of it waits: the value now is what the observer sees.
    func joinWaitingChange(of slot: PropertySlot) {}

    /// Marks the observer as joining a waiting change (``joinedWaitingChange``).
    final func markJoinedWaitingChange() {
        joinedWaitingChange = true
        needsCheck = true
        needsDeliveryApart = true
    }

    /// Ends ``joinedWaitingChange``: the observer has heard of the change it joined, or that the value is back.
    @usableFromInline final func leaveWaitingChange() {
        joinedWaitingChange = false
        needsCheck = isCancelled || holdsTargetWeakly
        needsDeliveryApart = holdsTargetWeakly
    }

    /// Whether the object this observer stands for is gone; only observers that hold one weakly override it.
    @usableFromInline var isOrphaned: Bool { false }
}

@usableFromInline
class Observer<Value>: AnyObserver {
    @usableFromInline final let handler: (Change<Value>) -> Void
    /// While ``AnyObserver/joinedWaitingChange``: the value when the observer was added.
    @exclusivity(unchecked) @usableFromInline final var valueSeenOnJoining: Value?

    @usableFromInline
    init(options: ObserveOptions, holdsTargetWeakly: Bool = false, handler: @escaping (Change<Value>) -> Void) {
        self.handler = handler
        super.init(options: options, holdsTargetWeakly: holdsTargetWeakly, rule: nil)
    }

    /// An observer that applies a binding's rule.
    init(rule: RuleInfo, handler: @escaping (Change<Value>) -> Void) {
        self.handler = handler
        super.init(options: [], holdsTargetWeakly: false, rule: rule)
    }

    override final func joinWaitingChange(of slot: PropertySlot) {
        guard let slot = slot as? StoredSlot<Value>, let latest = slot.pendingNew else { return }
        joinWaitingChange(seeing: latest)
    }

    /// Joins a waiting change of the property, whose value is `current` now.
    final func joinWaitingChange(seeing current: Value) {
        valueSeenOnJoining = current
        markJoinedWaitingChange()
    }

    /// Tells a change to an observer that ``AnyObserver/joinedWaitingChange``: from the value it saw when it was added,
    /// as a setting (an edit's indexes describe the change from the older value), and only if the value differs.
    @usableFromInline
    final func deliverJoinedChange(new: Value) {
        let seen = valueSeenOnJoining
        valueSeenOnJoining = nil
        leaveWaitingChange()
        if let seen, areEqualIfEquatable(seen, new) { return }
        handler(Change(old: seen, new: new, kind: .setting))
    }
}

/// An observer added with `addObserver(_:)`: it forwards to an object it holds weakly, and is dropped once that
/// object is gone.
@usableFromInline
final class ForwardingObserver<Target: AnyObject, Value>: Observer<Value> {
    private weak var target: Target?

    @usableFromInline
    init(target: Target, handler: @escaping (Change<Value>) -> Void) {
        self.target = target
        super.init(options: [], holdsTargetWeakly: true, handler: handler)
    }

    override var isOrphaned: Bool { target == nil }
}
