/// The observers of one model instance, and the notify path every generated setter calls.
///
/// A generated model embeds one, built from its table of properties (`ModelObservers<Download>(Download._properties)`),
/// and calls ``didSet(_:_:old:new:kind:)`` with a property's index in that table after storing a new value. Setters
/// pass indexes rather than key paths because a key path literal costs a lookup on every set and two key paths from
/// different modules compare component by component; key paths are only mapped to indexes in ``observe(_:_:options:_:)``.
///
/// Observers are kept per property, in the order added. A model nobody observes pays one load and one comparison
/// per set; an observed one reaches and calls its observers without retaining or releasing anything.
///
/// Not `Sendable`: it lives on its model's isolation, as the model does.
public final class ModelObservers<Model: AnyObject> {
    /// The observers of one property. A struct kept inline in ``slots``, so reaching it retains nothing.
    @usableFromInline
    struct Slot {
        /// In the order added. While the slot delivers, cancelled observers stay in place (marked cancelled) so
        /// the delivery can walk the live array by index; they are swept out when it ends.
        @usableFromInline var observers: ContiguousArray<AnyObserver> = []
        /// Set while its observers run: a propagation that comes back to this property stops here.
        @usableFromInline var isDelivering = false
        /// Whether a cancellation during delivery left observers to sweep out.
        @usableFromInline var needsSweep = false

        @usableFromInline init() {}
    }

    // The hot fields are exempt from dynamic exclusivity checks (a runtime call each, on every set): only this class
    // touches them, on its model's isolation, and never while another access to them is open.

    /// One slot per property of `properties`, allocated when the first observer is added and kept until deinit.
    /// Raw memory rather than an array: flipping a slot's flags on every delivery then costs no uniqueness check.
    @exclusivity(unchecked) @usableFromInline var slots: UnsafeMutablePointer<Slot>?
    /// Observers of any property that have not been cancelled; zero sends every setter down its fast path.
    /// This and the next are 32-bit so they share a word: an unobserved model's storage stays at 40 bytes.
    @exclusivity(unchecked) @usableFromInline var observerCount: Int32 = 0
    /// How many of them asked for `.prior`; zero keeps `willSet` to one comparison.
    @exclusivity(unchecked) @usableFromInline var priorObserverCount: Int32 = 0
    /// The model's properties in declaration order; a setter's index points into it.
    @usableFromInline let properties: [PartialKeyPath<Model>]

    public init(_ properties: [PartialKeyPath<Model>]) {
        self.properties = properties
    }

    deinit {
        guard let slots else { return }
        slots.deinitialize(count: properties.count)
        slots.deallocate()
    }

    /// Whether anyone observes any property of the model; generated code skips work done only for observers.
    @inlinable public var isObserved: Bool { observerCount != 0 }

    /// Calls `handler` on every change of `keyPath` until the returned token is cancelled or released.
    ///
    /// A key path that is not one of the model's own properties (a `let`, or a path into another value) never
    /// changes through the model, so its observation only makes the `.initial` call.
    public func observe<Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, options: ObserveOptions,
        _ handler: @escaping (Change<Value>) -> Void
    ) -> ObservationToken {
        let token = ObservationToken(onCancel: register(keyPath, options: options, handler))
        if options.contains(.initial) {
            handler(Change(old: nil, new: model[keyPath: keyPath]))
        }
        return token
    }

    /// Like ``observe(_:_:options:_:)``, but `handler` also receives the observation's token, so it can stop the
    /// observation from any call, the `.initial` one included (which runs before `observe` returns the token).
    public func observe<Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, options: ObserveOptions,
        _ handler: @escaping (Change<Value>, ObservationToken) -> Void
    ) -> ObservationToken {
        let token = ObservationToken(onCancel: {})
        // Unowned, or the observer would keep its own token alive: it is only called while the token lives, since
        // releasing the token cancels the observation.
        token.onCancel = register(keyPath, options: options) { [unowned token] change in handler(change, token) }
        if options.contains(.initial) {
            handler(Change(old: nil, new: model[keyPath: keyPath]), token)
        }
        return token
    }

    /// Adds an observer of `keyPath` and returns what cancels it.
    private func register<Value>(
        _ keyPath: KeyPath<Model, Value>, options: ObserveOptions, _ handler: @escaping (Change<Value>) -> Void
    ) -> () -> Void {
        guard let index = properties.firstIndex(where: { $0 == keyPath }) else { return {} }
        let observer = Observer<Value>(options: options, handler: handler)
        add(observer, at: index)
        // The token holds its observer strongly (no cycle: the observer does not know its token); a weak reference
        // would give the observer a side table and slow every retain on the notify path.
        return { [weak self] in self?.remove(observer, at: index) }
    }

    /// Calls `call` for every change of property `index` while `target` is alive, holding it weakly; for the
    /// generated `addObserver(_:)`.
    public func forward<Target: AnyObject, Value>(
        _ model: Model, _ index: Int, to target: Target,
        _ call: @escaping (Target, Model, Change<Value>) -> Void
    ) {
        let observer = ForwardingObserver<Target, Value>(target: target) { [weak target, weak model] change in
            guard let target, let model else { return }
            call(target, model, change)
        }
        add(observer, at: index)
    }

    /// Tells `.prior` observers that property `index` is about to change from `current`. Generated setters call it
    /// before storing. In a batch there is no single state before the change, so nothing is said.
    @inlinable
    public func willSet<Value>(_ model: Model, _ index: Int, current: Value, kind: ChangeKind) {
        guard priorObserverCount != 0, BatchState.currentIfActive == nil else { return }
        deliver(Change(old: current, new: current, kind: kind, isPrior: true), at: index)
    }

    /// Notifies the observers of property `index` that it changed from `old` to `new`.
    @inlinable
    public func didSet<Value>(_ model: Model, _ index: Int, old: Value, new: Value, kind: ChangeKind) {
        guard observerCount != 0 else { return }
        notify(model, index, old: old, new: new, kind: kind, isEqual: nil)
    }

    /// Notifies the observers of property `index`, unless a plain assignment left the value equal.
    @inlinable
    public func didSet<Value: Equatable>(_ model: Model, _ index: Int, old: Value, new: Value, kind: ChangeKind) {
        guard observerCount != 0 else { return }
        if case .setting = kind, old == new { return }
        notify(model, index, old: old, new: new, kind: kind, isEqual: ==)
    }

    // Inlinable down to the handler call, so it is specialised in the model's module: unspecialised, every call
    // looked up the generic metadata of Change<Value> and Observer<Value> at run time.
    @inlinable
    func notify<Value>(
        _ model: Model, _ index: Int, old: Value, new: Value, kind: ChangeKind, isEqual: ((Value, Value) -> Bool)?
    ) {
        guard let slots, !slots[index].observers.isEmpty else { return }
        if let batch = BatchState.currentIfActive {
            hold(model, index, old: old, kind: kind, isEqual: isEqual, in: batch)
            return
        }
        deliver(Change(old: old, new: new, kind: kind), at: index)
    }

    /// Hands a change to the open batch, which delivers it when the outermost batch ends.
    @usableFromInline
    func hold<Value>(
        _ model: Model, _ index: Int, old: Value, kind: ChangeKind, isEqual: ((Value, Value) -> Bool)?,
        in batch: BatchState
    ) {
        let keyPath = properties[index]
        batch.record(
            model: model, keyPath: keyPath, old: old, kind: kind, isEqual: isEqual,
            read: { model in model[keyPath: keyPath] as? Value },
            deliver: { [weak self] change in self?.deliver(change, at: index) })
    }

    /// Calls the observers of property `index` that were there when the delivery started and are not cancelled;
    /// for a prior change, only those that asked for one.
    @inlinable
    func deliver<Value>(_ change: Change<Value>, at index: Int) {
        guard let slots, !slots[index].isDelivering else { return }
        slots[index].isDelivering = true
        // The live array, walked by index up to its length now: observers added by a handler wait for the next
        // change, and cancelled ones stay in place until the sweep. So no index moves, and the array keeps every
        // observer alive until the walk ends: each is borrowed, not retained. (The model, and with it these slots,
        // outlives the walk: a setter's caller holds the model, and a batch holds this object while it delivers.)
        let end = slots[index].observers.count
        var position = 0
        while position < end {
            let observer = Unmanaged.passUnretained(slots[index].observers[position])
            position += 1
            observer._withUnsafeGuaranteedRef { observer in
                if observer.isCancelled || change.isPrior && !observer.options.contains(.prior) { return }
                if observer.holdsTargetWeakly, observer.isOrphaned { return remove(observer, at: index) }
                unsafeDowncast(observer, to: Observer<Value>.self).handler(change)
            }
        }
        slots[index].isDelivering = false
        if slots[index].needsSweep { sweep(index) }
    }

    private func add(_ observer: AnyObserver, at index: Int) {
        let slots = self.slots ?? allocateSlots()
        slots[index].observers.append(observer)
        observerCount += 1
        if observer.options.contains(.prior) { priorObserverCount += 1 }
    }

    private func allocateSlots() -> UnsafeMutablePointer<Slot> {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: properties.count)
        slots.initialize(repeating: Slot(), count: properties.count)
        self.slots = slots
        return slots
    }

    /// Cancels `observer`. It leaves the array at once, or when its slot's delivery ends if one is under way.
    @usableFromInline
    func remove(_ observer: AnyObserver, at index: Int) {
        guard !observer.isCancelled, let slots else { return }
        observer.isCancelled = true
        observerCount -= 1
        if observer.options.contains(.prior) { priorObserverCount -= 1 }
        if slots[index].isDelivering {
            slots[index].needsSweep = true
        } else {
            slots[index].observers.removeAll { $0 === observer }
        }
    }

    @usableFromInline
    func sweep(_ index: Int) {
        guard let slots else { return }
        slots[index].needsSweep = false
        slots[index].observers.removeAll { $0.isCancelled }
    }
}
