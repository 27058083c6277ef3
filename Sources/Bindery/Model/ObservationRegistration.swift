/// Adding observers to a model's properties: `observe`, `addObserver(_:)` and bindings all come through here.
@usableFromInline
enum ObservationRegistration {
    /// The model's table and the index of the property `keyPath` names.
    @usableFromInline
    static func locate<Model: BinderyModel>(_ keyPath: AnyKeyPath, of model: Model) -> (ObserverTable, Int)? {
        guard let index = Model._$properties.index(of: keyPath) else { return nil }
        return (model._$bindery.observerTable(), index)
    }

    /// The slot of the property `keyPath` names, created if needed; nil when `keyPath` is not one of the model's
    /// properties.
    ///
    /// A computed property's slot is made by its own getter, which alone can evaluate it: reading the property
    /// while a probe tracks makes it.
    @inlinable
    static func slot<Model: BinderyModel, Value>(
        of model: Model, _ keyPath: KeyPath<Model, Value>
    ) -> (ObserverTable, PropertySlot)? {
        guard let (table, index) = locate(keyPath, of: model) else { return nil }
        if let slot = table.existingSlot(index) { return (table, slot) }
        let probe = Probe()
        _ = ThreadState.tracking(probe) { model[keyPath: keyPath] }
        if let slot = table.existingSlot(index) { return (table, slot) }
        // A `let`, whose getter registers nothing: it never changes, so its observers are never called.
        return (table, table.storedSlot(index, of: Value.self))
    }

    @inlinable
    static func observe<Model: BinderyModel, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, options: ObserveOptions,
        _ handler: @escaping (Change<Value>) -> Void
    ) -> ObservationToken {
        let token = ObservationToken(onCancel: register(model, keyPath, options: options, handler))
        if options.contains(.initial) {
            handler(Change(old: nil, new: ThreadState.untracked { model[keyPath: keyPath] }))
        }
        return token
    }

    @inlinable
    static func observe<Model: BinderyModel, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, options: ObserveOptions,
        _ handler: @escaping (Change<Value>, ObservationToken) -> Void
    ) -> ObservationToken {
        let token = ObservationToken(onCancel: {})
        // Unowned, or the observer would keep its own token alive: it is only called while the token lives, since
        // releasing the token cancels the observation.
        token.onCancel = register(model, keyPath, options: options) { [unowned token] change in handler(change, token) }
        if options.contains(.initial) {
            handler(Change(old: nil, new: ThreadState.untracked { model[keyPath: keyPath] }), token)
        }
        return token
    }

    /// Adds an observer of `keyPath` and returns what cancels it.
    @inlinable
    static func register<Model: BinderyModel, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, options: ObserveOptions,
        _ handler: @escaping (Change<Value>) -> Void
    ) -> () -> Void {
        guard let (table, slot) = slot(of: model, keyPath) else { return {} }
        let observer = Observer<Value>(options: options, handler: handler)
        table.add(observer, to: slot)
        // The token holds the slot, not the table: once the model is gone the slot forgets its table, and
        // cancelling does nothing.
        return { slot.table?.remove(observer, from: slot) }
    }

    @inlinable
    static func forward<Model: BinderyModel, Target: AnyObject, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, to target: Target,
        _ call: @escaping (Target, Model, Change<Value>) -> Void
    ) {
        guard let (table, slot) = slot(of: model, keyPath) else { return }
        table.forgetObserversWhoseTargetsAreGone(in: slot)
        // The model is the one whose slot delivers: it is alive whenever the observer is called.
        let observer = ForwardingObserver<Target, Value>(target: target) {
            [unowned(unsafe) model, weak target] change in
            guard let target else { return }
            call(target, model, change)
        }
        table.add(observer, to: slot)
    }
}

/// A derivation that only makes slots: reading a property while it tracks creates the property's slot.
@usableFromInline
final class Probe: Derivation {
    @usableFromInline init() { super.init(isComputed: false) { _, _ in } }
}
