import Observation

// What a generated model's accessors and array mutators call: one generic call each, specialised by the model.
// The property's own key path, which Swift's Observation names properties by, is found in the model's table by
// index, so an accessor spells no second key path: less code to generate, type-check and compile per property.
// A setter still stores through a closure, not a key path into the storage: the optimizer folds a key path literal
// only where it sees it, and the observed path runs out of line, where a key path costs thousands of instructions.

extension BinderyModel {
    /// The getter of stored property `index`: registers the read with the derivation evaluating, if any. Always
    /// inlined, as `@Observable`'s getters are: a call more would cost a model reporting to Observation a frame.
    /// `as` names `Value` in a second parameter so that Swift does not open an existential metatype (`Any.Type`,
    /// `any Error.Type`) passed as `value` (SE-0352), which would make the getter return `Any` and not compile.
    @_spi(BinderyGenerated) @inlinable @inline(__always)
    public func _$get<Value>(_ index: Int, _ value: Value, as _: Value.Type = Value.self) -> Value {
        _$didRead(index, Value.self)
        return ModelCore.getValue(self, index, value)
    }

    /// The setter of stored property `index`, whose type is `Equatable`: `store` writes the storage; observers hear
    /// of the change unless the value is equal. Inlined into the accessor as a test and a store while nobody
    /// observes the model.
    @_spi(BinderyGenerated) @inlinable
    public func _$set<Value: Equatable>(
        _ index: Int, _ old: Value, _ new: Value, _ store: (Self, Value) -> Void
    ) {
        // A model that reports to Observation stores an equal value and reports it to no one, as an `@Observable`
        // class's setter does. Tested here, not in the store below: a store that captured `old` kept the optimizer
        // from specialising the observed path for it, in every model. Only while nobody observes the model: the
        // observed path compares already, and returns before it stores an equal value.
        if Self._$reportsToObservation, !_$bindery.isObservedForSet, old == new { return store(self, new) }
        // A local function, so it can be always inlined: as a closure the optimizer kept it out of line.
        @inline(__always) func reportingStore(_ model: Self, _ new: Value) {
            model._$reportingMutation(index, Value.self) { store(model, new) }
        }
        _$bindery.setValue(self, index, old, new, reportingStore)
    }

    /// The setter of a stored property whose type the generator cannot tell is `Equatable` (a model, an enum of the
    /// user's): Swift's overload resolution picks this one when it is, so an equal value notifies nobody. Generated
    /// code calls `_$set` for the types it knows, which leaves the type-checker one candidate instead of two.
    @_spi(BinderyGenerated) @inlinable
    public func _$setAny<Value: Equatable>(
        _ index: Int, _ old: Value, _ new: Value, _ store: (Self, Value) -> Void
    ) {
        _$set(index, old, new, store)
    }

    /// The setter of a stored property whose type is not `Equatable`: every set notifies.
    @_spi(BinderyGenerated) @inlinable
    public func _$setAny<Value>(
        _ index: Int, _ old: Value, _ new: Value, _ store: (Self, Value) -> Void
    ) {
        @inline(__always) func reportingStore(_ model: Self, _ new: Value) {
            model._$reportingMutation(index, Value.self) { store(model, new) }
        }
        _$bindery.setValue(self, index, old, new, reportingStore)
    }

    /// An edit of array property `index` (`insertTags`, `removeTags` …), in place at `storage`; observers receive
    /// the edit's change kind, unless it changes nothing (`appendTags(contentsOf: [])`). Returns the element
    /// `remove(at:)` removed.
    @_spi(BinderyGenerated) @inlinable @discardableResult
    public func _$edit<Element>(
        _ index: Int, _ storage: ReferenceWritableKeyPath<Self, [Element]>, _ edit: ArrayEdit<Element>
    ) -> Element? {
        if edit.changesNothing(count: { self[keyPath: storage].count }) { return nil }
        return _$reportingMutation(index, [Element].self) {
            _$bindery.editValue(self, index, storage, edit.kind(count: self[keyPath: storage].count)) {
                edit.apply(to: &$0)
            }
        }
    }

    // A plain model reports to no one.

    @_spi(BinderyGenerated) @inlinable
    public static var _$reportsToObservation: Bool { false }

    @_spi(BinderyGenerated) @inlinable @inline(__always)
    public func _$didRead<Value>(_ index: Int, _: Value.Type) {}

    @_spi(BinderyGenerated) @inlinable @inline(__always)
    public func _$reportingMutation<Value, Result>(_ index: Int, _: Value.Type, _ mutation: () -> Result) -> Result {
        mutation()
    }
}

extension ObservableBinderyModel {
    // A model that also reports to Swift's Observation does so through its registrar, as the `@Observable` macro's
    // accessors do. The registrar is read where it is used, not captured: a copy of it costs calls into the
    // Observation library, as its layout is resilient.

    @_spi(BinderyGenerated) @inlinable
    public static var _$reportsToObservation: Bool { true }

    @_spi(BinderyGenerated) @inlinable @inline(__always)
    public func _$didRead<Value>(_ index: Int, _: Value.Type) {
        _$registrar.access(self, keyPath: Self._$properties.keyPath(index, Value.self))
    }

    @_spi(BinderyGenerated) @inlinable @inline(__always)
    public func _$reportingMutation<Value, Result>(_ index: Int, _: Value.Type, _ mutation: () -> Result) -> Result {
        _$registrar.withMutation(of: self, keyPath: Self._$properties.keyPath(index, Value.self), mutation)
    }
}

extension ObserverForwarding {
    /// Calls `call` with the observer, the model and the change on every change of property `index`: the index, not
    /// a key path literal, so `addObserver(_:)` has less to type-check and the property needs no lookup by key path.
    @_spi(BinderyGenerated) @inlinable
    public func callAsFunction<Value>(_ index: Int, _ call: @escaping (Target, Model, Change<Value>) -> Void) {
        ObservationRegistration.forward(model, Model._$properties.keyPath(index, Value.self), to: target, call)
    }
}

extension PropertyTable {
    /// The key path of property `index`, of the type the caller knows: the table holds them type-erased. Read
    /// without a bounds check: generated code passes indexes of the table generated beside it, and every get and set
    /// of a model reporting to Swift's Observation comes here.
    @inlinable
    func keyPath<Value>(_ index: Int, _: Value.Type) -> KeyPath<Model, Value> {
        keyPaths.withUnsafeBufferPointer { unsafeDowncast($0[index], to: KeyPath<Model, Value>.self) }
    }
}
