/// The observers of one model instance, and the notify path every generated setter calls.
///
/// A generated model embeds one, built from its table of properties (`ModelObservers<Download>(Download._properties)`),
/// and calls ``didSet(_:_:old:new:kind:)`` with a property's index in that table after storing a new value. Setters
/// pass indexes rather than key paths because a key path literal costs a lookup on every set and two key paths from
/// different modules compare component by component; key paths are only mapped to indexes in ``observe(_:_:options:_:)``.
///
/// Observers are kept per property, in the order added. The storage is empty until the first observer, and the check
/// for that is inlined into the setter, so a model nobody observes pays one comparison per set.
///
/// Not `Sendable`: it lives on its model's isolation, as the model does.
public final class ModelObservers<Model: AnyObject> {
    /// The observers of one property.
    @usableFromInline
    final class Slot {
        // The hot fields skip dynamic exclusivity checks, for the reason given at `slots`.
        @exclusivity(unchecked) @usableFromInline var observers: [AnyObserver] = []
        @exclusivity(unchecked) @usableFromInline var priorCount = 0
        /// Set while its observers run: a propagation that comes back to this property stops here.
        @exclusivity(unchecked) @usableFromInline var isDelivering = false

        @usableFromInline init() {}
    }

    /// One entry per property of `properties` once anything is observed; empty before and after.
    // Exempt from dynamic exclusivity checks (a runtime call each, on every set): only this class touches it,
    // on its model's isolation, and never while another access to it is open.
    @exclusivity(unchecked) @usableFromInline var slots: ContiguousArray<Slot?> = []
    private var observerCount = 0
    /// The model's properties in declaration order; a setter's index points into it.
    @usableFromInline let properties: [PartialKeyPath<Model>]

    public init(_ properties: [PartialKeyPath<Model>]) {
        self.properties = properties
    }

    /// Whether anyone observes any property of the model; generated code skips work done only for observers.
    @inlinable public var isObserved: Bool { !slots.isEmpty }

    /// Calls `handler` on every change of `keyPath` until the returned token is cancelled or released.
    ///
    /// A key path that is not one of the model's own properties (a `let`, or a path into another value) never
    /// changes through the model, so its observation only makes the `.initial` call.
    public func observe<Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, options: ObserveOptions,
        _ handler: @escaping (Change<Value>) -> Void
    ) -> ObservationToken {
        let token: ObservationToken
        if let index = properties.firstIndex(where: { $0 == keyPath }) {
            let observer = Observer<Value>(options: options, handler: handler)
            add(observer, at: index)
            // The token holds its observer strongly (no cycle: the observer does not know its token); a weak reference
            // would give the observer a side table and slow every retain on the notify path.
            token = ObservationToken { [weak self] in
                self?.remove(observer, at: index)
            }
        } else {
            token = ObservationToken {}
        }
        if options.contains(.initial) {
            handler(Change(old: nil, new: model[keyPath: keyPath]))
        }
        return token
    }

    /// Calls `call` for every change of property `index` while `target` is alive, holding it weakly; for the
    /// generated `addObserver(_:)`.
    public func forward<Target: AnyObject, Value>(
        _ model: Model, _ index: Int, to target: Target,
        _ call: @escaping (Target, Model, Change<Value>) -> Void
    ) {
        let observer = Observer<Value>(
            options: [], isAlive: { [weak target] in target != nil },
            handler: { [weak target, weak model] change in
                guard let target, let model else { return }
                call(target, model, change)
            })
        add(observer, at: index)
    }

    /// Tells `.prior` observers that property `index` is about to change from `current`. Generated setters call it
    /// before storing.
    @inlinable
    public func willSet<Value>(_ model: Model, _ index: Int, current: Value, kind: ChangeKind) {
        guard !slots.isEmpty else { return }
        deliverPrior(index, current: current, kind: kind)
    }

    /// Notifies the observers of property `index` that it changed from `old` to `new`.
    @inlinable
    public func didSet<Value>(_ model: Model, _ index: Int, old: Value, new: Value, kind: ChangeKind) {
        guard !slots.isEmpty else { return }
        notify(model, index, old: old, new: new, kind: kind, isEqual: nil)
    }

    /// Notifies the observers of property `index`, unless a plain assignment left the value equal.
    @inlinable
    public func didSet<Value: Equatable>(_ model: Model, _ index: Int, old: Value, new: Value, kind: ChangeKind) {
        guard !slots.isEmpty else { return }
        if case .setting = kind, old == new { return }
        notify(model, index, old: old, new: new, kind: kind, isEqual: ==)
    }

    // Inlinable down to the handler call, so it is specialised in the model's module: unspecialised, every call
    // looked up the generic metadata of Change<Value> and Observer<Value> at run time.
    @inlinable
    func notify<Value>(
        _ model: Model, _ index: Int, old: Value, new: Value, kind: ChangeKind, isEqual: ((Value, Value) -> Bool)?
    ) {
        guard index < slots.count, let slot = slots[index] else { return }
        if let batch = BatchState.currentIfActive {
            let keyPath = properties[index]
            batch.record(
                model: model, keyPath: keyPath, old: old, kind: kind, isEqual: isEqual,
                read: { model in model[keyPath: keyPath] as? Value },
                deliver: { [weak self] change in self?.deliver(change, at: index) })
            return
        }
        deliver(Change(old: old, new: new, kind: kind), in: slot)
    }

    /// Delivers a change that a batch held back.
    @usableFromInline
    func deliver<Value>(_ change: Change<Value>, at index: Int) {
        guard index < slots.count, let slot = slots[index] else { return }
        deliver(change, in: slot)
    }

    @inlinable
    func deliver<Value>(_ change: Change<Value>, in slot: Slot) {
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

    @inlinable
    func deliverPrior<Value>(_ index: Int, current: Value, kind: ChangeKind) {
        guard index < slots.count, let slot = slots[index], slot.priorCount > 0, !slot.isDelivering,
            BatchState.currentIfActive == nil
        else { return }
        let change = Change(old: current, new: current, kind: kind, isPrior: true)
        for observer in slot.observers where !observer.isCancelled && observer.options.contains(.prior) {
            unsafeDowncast(observer, to: Observer<Value>.self).handler(change)
        }
    }

    private func add(_ observer: AnyObserver, at index: Int) {
        if slots.isEmpty { slots = ContiguousArray(repeating: nil, count: properties.count) }
        let slot = slots[index] ?? Slot()
        slots[index] = slot
        slot.observers.append(observer)
        if observer.options.contains(.prior) { slot.priorCount += 1 }
        observerCount += 1
    }

    private func remove(_ observer: AnyObserver, at index: Int) {
        guard index < slots.count, let slot = slots[index] else { return }
        remove(observer, from: slot)
    }

    @usableFromInline
    func remove(_ observer: AnyObserver, from slot: Slot) {
        guard !observer.isCancelled else { return }
        observer.isCancelled = true
        slot.observers.removeAll { $0 === observer }
        if observer.options.contains(.prior) { slot.priorCount -= 1 }
        observerCount -= 1
        // Back to the state of a model nobody observes, so its setters take the fast path again.
        if observerCount == 0 { slots = [] }
    }
}
