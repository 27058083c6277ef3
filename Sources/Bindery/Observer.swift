/// One registered handler. Typed by the property's value, so delivery needs no boxing into `Any`.
@usableFromInline
class AnyObserver {
    /// Set when cancelled, so a delivery already under way skips it at once.
    @exclusivity(unchecked) @usableFromInline final var isCancelled = false
    @usableFromInline final let options: ObserveOptions
    /// Whether this observer stands for an object it holds weakly (`addObserver(_:)`), so delivery asks
    /// ``isOrphaned`` before calling it. A flag, not an optional closure, keeps the check off the common path.
    @usableFromInline final let holdsTargetWeakly: Bool

    init(options: ObserveOptions, holdsTargetWeakly: Bool) {
        self.options = options
        self.holdsTargetWeakly = holdsTargetWeakly
    }

    /// Whether the object this observer stands for is gone; only observers that hold one weakly override it.
    @usableFromInline var isOrphaned: Bool { false }
}

@usableFromInline
class Observer<Value>: AnyObserver {
    @usableFromInline final let handler: (Change<Value>) -> Void

    init(options: ObserveOptions, holdsTargetWeakly: Bool = false, handler: @escaping (Change<Value>) -> Void) {
        self.handler = handler
        super.init(options: options, holdsTargetWeakly: holdsTargetWeakly)
    }
}

/// An observer added with `addObserver(_:)`: it forwards to an object it holds weakly, and is dropped once that
/// object is gone.
final class ForwardingObserver<Target: AnyObject, Value>: Observer<Value> {
    private weak var target: Target?

    init(target: Target, handler: @escaping (Change<Value>) -> Void) {
        self.target = target
        super.init(options: [], holdsTargetWeakly: true, handler: handler)
    }

    override var isOrphaned: Bool { target == nil }
}
