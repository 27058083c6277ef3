/// The observers of one model instance, and the notify path every generated setter calls.
///
/// A generated model embeds one (`private let _observers = Bindery.ModelObservers<Download>()`) and calls
/// ``didSet(_:_:old:new:kind:)`` after storing a new value. Observers are kept per property, in the order added;
/// the storage is empty until the first observer, so a model nobody observes pays one check per set.
///
/// Not `Sendable`: it lives on its model's isolation, as the model does.
public final class ModelObservers<Model: AnyObject> {
    /// The observers of one property.
    final class Slot {
        let keyPath: AnyKeyPath
        var observers: [AnyObserver] = []
        var priorCount = 0
        /// Set while its observers run: a propagation that comes back to this property stops here.
        var isDelivering = false

        init(keyPath: AnyKeyPath) {
            self.keyPath = keyPath
        }
    }

    private var slots: [Slot] = []

    public init() {}

    /// Whether anyone observes any property of the model; generated code may skip work for nobody.
    public var isObserved: Bool { !slots.isEmpty }

    /// Calls `handler` on every change of `keyPath` until the returned token is cancelled or released.
    public func observe<Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, options: ObserveOptions,
        _ handler: @escaping (Change<Value>) -> Void
    ) -> ObservationToken {
        let observer = Observer<Value>(options: options, handler: handler)
        add(observer, for: keyPath)
        let token = ObservationToken { [weak self, weak observer] in
            guard let self, let observer else { return }
            self.remove(observer, for: keyPath)
        }
        if options.contains(.initial) {
            handler(Change(old: nil, new: model[keyPath: keyPath]))
        }
        return token
    }

    /// Calls `call` for every change of `keyPath` while `observer` is alive, holding it weakly; for the
    /// generated `addObserver(_:)`.
    public func forward<Target: AnyObject, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, to target: Target,
        _ call: @escaping (Target, Model, Change<Value>) -> Void
    ) {
        let observer = Observer<Value>(
            options: [], isAlive: { [weak target] in target != nil },
            handler: { [weak target, weak model] change in
                guard let target, let model else { return }
                call(target, model, change)
            })
        add(observer, for: keyPath)
    }

    /// Tells `.prior` observers that `keyPath` is about to change from `current`. Generated setters call it
    /// before storing; it costs one check when nobody asked for prior calls.
    @inline(__always)
    public func willSet<Value>(_ model: Model, _ keyPath: KeyPath<Model, Value>, current: Value, kind: ChangeKind) {
        guard !slots.isEmpty else { return }
        deliverPrior(keyPath, current: current, kind: kind)
    }

    /// Notifies the observers of `keyPath` that it changed from `old` to `new`.
    @inline(__always)
    public func didSet<Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, old: Value, new: Value, kind: ChangeKind
    ) {
        guard !slots.isEmpty else { return }
        notify(model, keyPath, old: old, new: new, kind: kind, isEqual: nil)
    }

    /// Notifies the observers of `keyPath`, unless a plain assignment left the value equal.
    @inline(__always)
    public func didSet<Value: Equatable>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, old: Value, new: Value, kind: ChangeKind
    ) {
        guard !slots.isEmpty else { return }
        if case .setting = kind, old == new { return }
        notify(model, keyPath, old: old, new: new, kind: kind, isEqual: ==)
    }

    private func notify<Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, old: Value, new: Value, kind: ChangeKind,
        isEqual: ((Value, Value) -> Bool)?
    ) {
        guard let slot = slot(for: keyPath) else { return }
        if let batch = BatchState.currentIfActive {
            batch.record(model: model, keyPath: keyPath, old: old, kind: kind, isEqual: isEqual) {
                [weak self] model, change in
                self?.deliver(change, to: keyPath, of: model)
            }
            return
        }
        deliver(Change(old: old, new: new, kind: kind), in: slot)
    }

    /// Delivers a change that a batch held back.
    func deliver<Value>(_ change: Change<Value>, to keyPath: KeyPath<Model, Value>, of model: Model) {
        guard let slot = slot(for: keyPath) else { return }
        deliver(change, in: slot)
    }

    private func deliver<Value>(_ change: Change<Value>, in slot: Slot) {
        guard !slot.isDelivering else { return }
        slot.isDelivering = true
        defer { slot.isDelivering = false }
        // A snapshot: observers added by a handler wait for the next change; cancelled ones are skipped at once.
        for observer in slot.observers where !observer.isCancelled {
            if observer.isOrphaned {
                remove(observer, from: slot)
                continue
            }
            unsafeDowncast(observer, to: Observer<Value>.self).handler(change)
        }
    }

    private func deliverPrior<Value>(_ keyPath: KeyPath<Model, Value>, current: Value, kind: ChangeKind) {
        guard let slot = slot(for: keyPath), slot.priorCount > 0, !slot.isDelivering,
            BatchState.currentIfActive == nil
        else { return }
        let change = Change(old: current, new: current, kind: kind, isPrior: true)
        for observer in slot.observers where !observer.isCancelled && observer.options.contains(.prior) {
            unsafeDowncast(observer, to: Observer<Value>.self).handler(change)
        }
    }

    @inline(__always)
    private func slot(for keyPath: AnyKeyPath) -> Slot? {
        for slot in slots where slot.keyPath === keyPath || slot.keyPath == keyPath {
            return slot
        }
        return nil
    }

    private func add(_ observer: AnyObserver, for keyPath: AnyKeyPath) {
        let slot: Slot
        if let existing = self.slot(for: keyPath) {
            slot = existing
        } else {
            slot = Slot(keyPath: keyPath)
            slots.append(slot)
        }
        slot.observers.append(observer)
        if observer.options.contains(.prior) { slot.priorCount += 1 }
    }

    private func remove(_ observer: AnyObserver, for keyPath: AnyKeyPath) {
        guard let slot = slot(for: keyPath) else { return }
        remove(observer, from: slot)
    }

    private func remove(_ observer: AnyObserver, from slot: Slot) {
        guard !observer.isCancelled else { return }
        observer.isCancelled = true
        slot.observers.removeAll { $0 === observer }
        if observer.options.contains(.prior) { slot.priorCount -= 1 }
        if slot.observers.isEmpty { slots.removeAll { $0 === slot } }
    }
}
