/// One registered handler. Typed by the property's value, so delivery needs no boxing into `Any`.
@usableFromInline
class AnyObserver {
    /// Set when cancelled, so a delivery already under way skips it at once.
    @exclusivity(unchecked) @usableFromInline final var isCancelled = false
    @usableFromInline final let options: ObserveOptions
    /// For observers added with `addObserver(_:)`, which hold their object weakly: false once it is gone.
    @usableFromInline final let isAlive: (() -> Bool)?

    init(options: ObserveOptions, isAlive: (() -> Bool)?) {
        self.options = options
        self.isAlive = isAlive
    }

    @inlinable final var isOrphaned: Bool { isAlive.map { !$0() } ?? false }
}

@usableFromInline
final class Observer<Value>: AnyObserver {
    @usableFromInline let handler: (Change<Value>) -> Void

    init(options: ObserveOptions, isAlive: (() -> Bool)? = nil, handler: @escaping (Change<Value>) -> Void) {
        self.handler = handler
        super.init(options: options, isAlive: isAlive)
    }
}
