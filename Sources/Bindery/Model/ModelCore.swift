import CBindery
import Observation

/// The one stored property the runtime needs in a generated model: its ``ObserverTable``, created when anyone
/// first observes the model, binds it, or reads it inside a derivation. Until then a set is a test and a store.
///
/// Generated models declare it `@exclusivity(unchecked)`: its methods are `mutating` only so they can create the
/// table, which they do before calling any observer, and a table once created is never replaced; so the nested
/// accesses an observer's own sets make never change what an outer one reads. (Swift's run-time check would stop
/// them: an observed set reads the table inside the `mutating` call that began it.) For the same reason the property
/// is `@safe` too, so a target with strict memory safety is not told to mark every accessor `unsafe`. A generated
/// model's `deinit` calls ``modelWillDeinit()``.
@_spi(BinderyGenerated)
public struct ModelCore<Model: AnyObject> {
    /// Retained by hand, from ``makeTable()`` to ``modelWillDeinit()``, and used through `Unmanaged`: a strong
    /// reference would cost a retain and a release around every observed set.
    @usableFromInline var unmanagedTable: Unmanaged<ObserverTable>?

    @inlinable public init() {}

    /// Releases the table: the model is going away.
    public mutating func modelWillDeinit() {
        guard let unmanagedTable else { return }
        self.unmanagedTable = nil
        unmanagedTable.release()
    }
}

extension ModelCore where Model: BinderyModel {
    /// Whether the model has a table and anyone observes it; false sends a set or an edit down its fast path. The table
    /// pointer is compared with `Model._$distinction` rather than with nil. For a pointer that is the same test (no
    /// object lives in the first page, which Swift's own runtime also assumes) at the same cost, but it puts a constant
    /// that differs between models in an instruction LLVM cannot turn into a parameter. LLVM merges functions that
    /// differ only in the functions they call or the globals they load: two models with the same layout shared one
    /// setter, which each reached through a thunk passing its own observed path as a function pointer, and every set of
    /// either paid for the thunk (an unobserved set and get 39 → 33 instructions; one observed set 108 → 96, with
    /// ``distinct(_:)`` in the observed path, whose copies were merged in the same way).
    @inlinable
    var isObservedForSet: Bool {
        unsafeBitCast(unmanagedTable, to: UInt.self) > Model._$distinction
            && unmanagedTable.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.isObserved }
    }

    /// `reference` if it is not nil, tested as a pointer above `Model._$distinction` (see ``isObservedForSet``): in
    /// an out-of-line path, the test that keeps it from being merged with another model's, at no cost.
    @inlinable @inline(__always)
    static func distinct<Object>(_ reference: Unmanaged<Object>?) -> Unmanaged<Object>? {
        unsafeBitCast(reference, to: UInt.self) > Model._$distinction ? reference : nil
    }

    /// The table if it exists.
    @inlinable
    var table: ObserverTable? {
        unmanagedTable?.takeUnretainedValue()
    }

    /// The table, created on first use.
    @inlinable
    mutating func observerTable() -> ObserverTable {
        if let unmanagedTable { return unmanagedTable.takeUnretainedValue() }
        return makeTable()
    }

    @usableFromInline
    mutating func makeTable() -> ObserverTable {
        let table = ObserverTable(descriptor: Model._$properties)
        unmanagedTable = Unmanaged.passRetained(table)
        return table
    }

    /// The model's `bindingLifetime`: what is attached to it, kept in its table, so made with the table on first
    /// use. On the model's isolation, like the rest of the model.
    @inlinable
    public mutating func bindingLifetime() -> BindingLifetime {
        observerTable().bindingLifetime()
    }

    // MARK: Stored properties

    // Every unlikely path of an accessor (a tracked read, an observed set, a traced set) is a call out of line that
    // is the last thing the inlined accessor does and takes only register-sized arguments, the model rather than
    // its table among them: so the call is a jump, and the accessor's likely path needs no frame, saves no register
    // and spills nothing. The unobserved set + get went from 56 instructions to 47 when they became so (41 with the
    // tracker read with no call to `__tls_get_addr` in sight: see `CBindery.h`), one observed set from 171 to 129.

    /// The getter of stored property `index` (through `BinderyModel._$get`): registers the read with the derivation
    /// evaluating, if any. Inlined as a load and a test.
    @inlinable @inline(__always)
    static func getValue<Value>(_ model: Model, _ index: Int, _ value: Value) -> Value {
        if _slowPath(ThreadState.current.pointee.tracker != nil) { return recordRead(model, index, value) }
        return value
    }

    /// A read inside a derivation's evaluation. It takes the value and returns it, so the getter reaches it by a
    /// jump; without reference counting (the evaluation keeps the derivation alive, the model its table, the table
    /// its slots). A read the last evaluation made at this point (the usual case) is registered here with no call,
    /// so no frame; anything else ends in a jump to ``recordUnexpectedRead(_:_:_:)``.
    @inlinable @inline(never)
    static func recordRead<Value>(_ model: Model, _ index: Int, _ value: consuming Value) -> Value {
        guard let tracker = ThreadState.current.pointee.tracker else { return value }
        if let table = distinct(model._$bindery.unmanagedTable),
            let slot = table._withUnsafeGuaranteedRef({ $0.borrowedSlot(index, as: PropertySlot.self) }),
            Derivation.recordIfExpected(.fromOpaque(tracker), slot, readsHeight: false)
        {
            return value
        }
        return recordUnexpectedRead(model, index, value)
    }

    /// ``recordRead(_:_:_:)`` of a read the last evaluation did not make at this point, or of a property with no
    /// slot yet.
    @inlinable @inline(never)
    static func recordUnexpectedRead<Value>(_ model: Model, _ index: Int, _ value: consuming Value) -> Value {
        guard let tracker = ThreadState.current.pointee.tracker else { return value }
        if let table = model._$bindery.unmanagedTable,
            let slot = table._withUnsafeGuaranteedRef({ $0.borrowedSlot(index, as: PropertySlot.self) })
        {
            Unmanaged<Derivation>.fromOpaque(tracker)._withUnsafeGuaranteedRef { $0.record(slot) }
        } else {
            model._$bindery.recordFirstRead(tracker, index, Value.self)
        }
        return value
    }

    /// The first read of property `index` inside a derivation: its slot, and perhaps the table, are made first.
    @inlinable @inline(never)
    mutating func recordFirstRead<Value>(_ tracker: UnsafeMutableRawPointer, _ index: Int, _: Value.Type) {
        if unmanagedTable == nil { _ = makeTable() }
        let slot = Self.slot(of: unmanagedTable.unsafelyUnwrapped, index, Value.self)
        Unmanaged<Derivation>.fromOpaque(tracker)._withUnsafeGuaranteedRef { $0.record(slot) }
    }

    /// The slot of stored property `index`, created on first use.
    @inlinable @inline(__always)
    static func slot<Value>(of table: Unmanaged<ObserverTable>, _ index: Int, _: Value.Type) -> Unmanaged<PropertySlot>
    {
        table._withUnsafeGuaranteedRef { table in
            table.borrowedSlot(index, as: PropertySlot.self) ?? .passUnretained(table.storedSlot(index, of: Value.self))
        }
    }

    /// The setter of stored property `index` (through `BinderyModel._$set`): `store` writes the storage; observers
    /// hear of the change unless the value is equal. Inlined into the accessor as two tests and a store while nobody
    /// observes the model.
    @inlinable
    mutating func setValue<Value: Equatable>(
        _ model: Model, _ index: Int, _ old: Value, _ new: Value, _ store: (Model, Value) -> Void
    ) {
        if _slowPath(isObservedForSet) { return Self.setObserved(model, index, old, new, store) }
        store(model, new)
        // An equal value changes nothing, for the trace as for observers: the comparison is made out of line.
        if _slowPath(bindery_is_tracing()) { Trace.setIfChanged(model, index, old, new) }
    }

    /// The setter of a stored property whose type is not `Equatable`: every set notifies.
    @inlinable
    mutating func setValue<Value>(
        _ model: Model, _ index: Int, _ old: Value, _ new: Value, _ store: (Model, Value) -> Void
    ) {
        if _slowPath(isObservedForSet) { return Self.setObserved(model, index, old, new, store) }
        store(model, new)
        if _slowPath(bindery_is_tracing()) { Trace.setAlways(model, index, old, new) }
    }

    /// The observed path of a set of an `Equatable` value, out of line: an equal value notifies nobody.
    @inlinable @inline(never)
    static func setObserved<Value: Equatable>(
        _ model: Model, _ index: Int, _ old: Value, _ new: Value, _ store: (Model, Value) -> Void
    ) {
        if old == new { return }
        guard let slot = distinct(heldSlot(model, index, Value.self)) else {
            return setObservedNow(model, index, old, new, store)
        }
        store(model, new)
        guard ThreadState.isBusy else {
            if slot._withUnsafeGuaranteedRef({ $0.hasSoleObserver }) {
                return storedSlotDeliverToSoleObserver(slot, old: old, new: new)
            }
            return storedSlotDidStore(model, index, old, new, slot)
        }
        slot._withUnsafeGuaranteedRef { held in
            if _slowPath(!held.canHoldSet) { return didStoreHeld(model, index, old, new, slot) }
            held.holdSet(old: old, new: new)
        }
    }

    /// The observed path of a set of any other value, out of line. It reads like the one above, but must stay apart:
    /// there `didStoreHeld`, `storedSlotDidStore` and `setObservedNow` resolve to their `Equatable` overloads, which
    /// compare (a batch that sets a value away and back notifies nobody); a shared generic helper would call these
    /// instead.
    @inlinable @inline(never)
    static func setObserved<Value>(
        _ model: Model, _ index: Int, _ old: Value, _ new: Value, _ store: (Model, Value) -> Void
    ) {
        guard let slot = distinct(heldSlot(model, index, Value.self)) else {
            return setObservedNow(model, index, old, new, store)
        }
        store(model, new)
        guard ThreadState.isBusy else {
            if slot._withUnsafeGuaranteedRef({ $0.hasSoleObserver }) {
                return storedSlotDeliverToSoleObserver(slot, old: old, new: new)
            }
            return storedSlotDidStore(model, index, old, new, slot)
        }
        slot._withUnsafeGuaranteedRef { held in
            if _slowPath(!held.canHoldSet) { return didStoreHeld(model, index, old, new, slot) }
            held.holdSet(old: old, new: new)
        }
    }

    // A set delivered at once usually has one observer to call and nothing else to do: no derivation reads the
    // property, no change of it waits, nobody asked for `.prior`, nothing traces. Then `setObserved`, after the store,
    // tests that with no frame and jumps to `storedSlotDeliverToSoleObserver`, which starts the propagation around a
    // direct call of that observer's handler in a frame that keeps only the slot: no walk, and none of the full
    // path's tests and saved registers. Specialised by value type only, so every model shares it. One observed set
    // went from 125 instructions to 112 with it. Any other set whose slot `setObserved` found, and that no `.prior`
    // observer hears, jumps to `storedSlotDidStore` with the slot, rather than going back through the full path
    // (`setObservedNow`), which compared, found the table and the slot and tested for `.prior` observers again: the
    // set of a computed property's input went from 218 to 200 with that, ten observers of one set from 334 to 311,
    // and one observed set to 107 (LLVM's placing of `setObserved`'s frame moved with it).

    /// A set of an observed property of an `Equatable` type, not held (see below).
    @inlinable @inline(never)
    static func setObservedNow<Value: Equatable>(
        _ model: Model, _ index: Int, _ old: Value, _ new: Value, _ store: (Model, Value) -> Void
    ) {
        if old == new { return }
        observedChange(model, index, old, new, .setting, ==) { model, new in
            store(model, new!)
            return new!
        }
    }

    /// A set of an observed property of any other type, not held.
    @inlinable @inline(never)
    static func setObservedNow<Value>(
        _ model: Model, _ index: Int, _ old: Value, _ new: Value, _ store: (Model, Value) -> Void
    ) {
        observedChange(model, index, old, new, .setting, nil) { model, new in
            store(model, new!)
            return new!
        }
    }

    // A set made while a batch is open or a propagation delivers (one of a batch's sets, or an observer's) is held
    // for later delivery. When nothing needs saying before the store and nothing but the holding after it, the set
    // takes a path of its own in `setObserved`: a store, a few tests and the queueing, with no call, so it needs no
    // frame and saves no register (the 14 instructions of the observed path's prologue and epilogue); everything
    // else on it is a call that ends it.

    /// The slot of stored property `index`, set while the thread is busy, if nobody hears of the set before the
    /// store: no observer of the model asked for `.prior`.
    @inlinable @inline(__always)
    static func heldSlot<Value>(_ model: Model, _ index: Int, _: Value.Type) -> Unmanaged<StoredSlot<Value>>? {
        model._$bindery.unmanagedTable.unsafelyUnwrapped._withUnsafeGuaranteedRef { table in
            table.priorObserverCount == 0 ? table.borrowedSlot(index, as: StoredSlot<Value>.self) : nil
        }
    }

    /// ``storedSlotDidStore(_:_:_:_:_:)`` of a held set that cannot simply be held (see ``StoredSlot/canHoldSet``).
    @inlinable @inline(never)
    static func didStoreHeld<Value: Equatable>(
        _ model: Model, _ index: Int, _ old: Value, _ new: Value, _ slot: Unmanaged<StoredSlot<Value>>
    ) {
        storedSlotDidStore(model, index, old, new, slot)
    }

    @inlinable @inline(never)
    static func didStoreHeld<Value>(
        _ model: Model, _ index: Int, _ old: Value, _ new: Value, _ slot: Unmanaged<StoredSlot<Value>>
    ) {
        storedSlotDidStore(model, index, old, new, slot)
    }

    /// An edit of array property `index` in place, through `storage`, the key path of its stored array; observers
    /// receive the edit's change kind.
    @inlinable
    mutating func editValue<Element, Result>(
        _ model: Model, _ index: Int, _ storage: ReferenceWritableKeyPath<Model, [Element]>,
        _ kind: @autoclosure () -> ChangeKind, _ change: (inout [Element]) -> Result
    ) -> Result {
        guard isObservedForSet else {
            // Nobody needs the old array: the edit happens in place, with no copy.
            guard bindery_is_tracing() else { return change(&model[keyPath: storage]) }
            let old = model[keyPath: storage]
            let result = change(&model[keyPath: storage])
            Trace.set(model, index, old: old, new: model[keyPath: storage])
            return result
        }
        let old = model[keyPath: storage]
        var result: Result?
        Self.editObserved(model, index, old, kind()) { model, _ in
            result = change(&model[keyPath: storage])
            return model[keyPath: storage]
        }
        return result!
    }

    /// The observed path of an edit, out of line; its `store` makes and returns the new value.
    @inlinable @inline(never)
    static func editObserved<Value>(
        _ model: Model, _ index: Int, _ old: Value, _ kind: ChangeKind, _ store: (Model, Value?) -> Value
    ) {
        observedChange(model, index, old, nil, kind, nil, store)
    }

    /// The observed path of a set or an edit: prior observers, the store, dependents, observers. Inlined into the
    /// out-of-line paths above, which are specialised in the model's module, so the unobserved path stays small
    /// enough to inline. The caller saw the model observed, so it has a table.
    ///
    /// `new` is nil for an edit, whose `store` makes and returns the new value.
    @inlinable @inline(__always)
    static func observedChange<Value>(
        _ model: Model, _ index: Int, _ old: Value, _ new: Value?, _ kind: ChangeKind,
        _ isEqual: ((Value, Value) -> Bool)?, _ store: (Model, Value?) -> Value
    ) {
        // The table owns its slots and the caller's model owns the table: neither needs retaining here.
        model._$bindery.unmanagedTable.unsafelyUnwrapped._withUnsafeGuaranteedRef { table in
            guard let slot = table.borrowedSlot(index, as: StoredSlot<Value>.self) else {
                let new = store(model, new)
                if bindery_is_tracing() { Trace.setAlways(model, index, old, new) }
                return
            }
            slot._withUnsafeGuaranteedRef { slot in
                if table.priorObserverCount != 0 {
                    return changeWithPriorCalls(model, index, old, new, kind, isEqual, slot, store)
                }
                let new = store(model, new)
                if bindery_is_tracing() { Trace.setAlways(model, index, old, new) }
                slot.didChange(old: old, new: new, kind: kind, isEqual: isEqual)
            }
        }
    }

    /// ``observedChange(_:_:_:_:_:_:_:)`` when the model has `.prior` observers: they are told first, and if one of them
    /// stored a value meanwhile (a `.prior` observer that writes what it observes), the change starts from that value,
    /// which the observers were told of; an edit's indexes described the value before, so it is then a setting.
    @inlinable @inline(never)
    static func changeWithPriorCalls<Value>(
        _ model: Model, _ index: Int, _ old: Value, _ new: Value?, _ kind: ChangeKind,
        _ isEqual: ((Value, Value) -> Bool)?, _ slot: StoredSlot<Value>, _ store: (Model, Value?) -> Value
    ) {
        var old = old
        var kind = kind
        if let stored = slot.willChange(current: old, kind: kind) {
            old = stored
            if !kind.isSetting { kind = .setting }
        }
        let new = store(model, new)
        slot.didStoreAfterPriorCalls(new)
        if bindery_is_tracing() { Trace.setAlways(model, index, old, new) }
        slot.didChange(old: old, new: new, kind: kind, isEqual: isEqual)
    }

    // MARK: Computed properties

    /// The getter of computed property `index`: cached while observed, evaluated on every read otherwise.
    @inlinable
    public mutating func computed<Value: Equatable>(
        _ model: Model, _ index: Int, _ evaluate: @escaping (Model) -> Value
    ) -> Value {
        computed(model, index, nil, evaluate)
    }

    /// The getter of computed property `index` whose type is not `Equatable`: observers hear of every
    /// recomputation.
    @inlinable
    public mutating func computed<Value>(_ model: Model, _ index: Int, _ evaluate: @escaping (Model) -> Value) -> Value
    {
        computed(model, index, nil, evaluate)
    }

    /// The getter of computed property `index` whose every evaluation reads the same properties in the same order:
    /// the generator calls it for an expression of nothing but the model's own stored properties of standard
    /// types, literals and operators, with no branch (no `?:`, `&&` or `||`). Observed, it records what it reads
    /// once, through `evaluate` (which reads through the getters); every other evaluation is
    /// `evaluateFromStorage`, the same expression over the storage itself, which no derivation hears of, so it needs
    /// neither the getters' tests of a tracker nor the clearing of the tracker around it: an `a + b + c`
    /// recomputation costs no read registration.
    @inlinable
    public mutating func computedWithFixedReads<Value: Equatable>(
        _ model: Model, _ index: Int, _ evaluateFromStorage: @escaping (Model) -> Value,
        _ evaluate: @escaping (Model) -> Value
    ) -> Value {
        computed(model, index, evaluateFromStorage, evaluate)
    }

    /// ``computedWithFixedReads(_:_:_:_:)`` of a type that is not `Equatable`.
    @inlinable
    public mutating func computedWithFixedReads<Value>(
        _ model: Model, _ index: Int, _ evaluateFromStorage: @escaping (Model) -> Value,
        _ evaluate: @escaping (Model) -> Value
    ) -> Value {
        computed(model, index, evaluateFromStorage, evaluate)
    }

    // A model that reports to Swift's Observation evaluates a computed property through the getters on every read
    // outside a derivation, as an `@Observable` class's computed property does: whoever tracks the read (a SwiftUI
    // view, `withObservationTracking`) then depends on every stored property the expression reads, through
    // references and arrays of models too. The cached value, or the expression over the storage, would tell
    // Observation of no read at all, and the view would never hear of a change. Reads inside a derivation, and every
    // read of a model with `observation: false`, use the cache as before.
    //
    // The two bodies below differ only in the slot they make, and stay two: passing that choice as a closure kept
    // the optimizer from specialising the evaluation closure into the slot's run, which then cost a set of an input
    // 22 instructions more (242 → 264) through a thunk.
    @inlinable @inline(__always)
    mutating func computed<Value: Equatable>(
        _ model: Model, _ index: Int, _ evaluateFromStorage: ((Model) -> Value)?,
        _ evaluate: @escaping (Model) -> Value
    ) -> Value {
        if Model._$reportsToObservation, ThreadState.tracker == nil { return evaluate(model) }
        if let slot = existingComputed(index, Value.self) { return slot.value(of: model) }
        guard let tracker = ThreadState.tracker else {
            if let evaluateFromStorage { return evaluateFromStorage(model) }
            return evaluate(model)
        }
        let table = observerTable()
        guard let evaluateFromStorage else {
            return Self.firstTrackedRead(
                model, tracker, ComputedSlot.comparing(table: table, index: index, model: model, evaluate: evaluate))
        }
        return Self.firstTrackedRead(
            model, tracker,
            ComputedSlot.comparing(
                table: table, index: index, model: model, evaluateFromStorage: evaluateFromStorage, evaluate: evaluate
            ))
    }

    @inlinable @inline(__always)
    mutating func computed<Value>(
        _ model: Model, _ index: Int, _ evaluateFromStorage: ((Model) -> Value)?,
        _ evaluate: @escaping (Model) -> Value
    ) -> Value {
        if Model._$reportsToObservation, ThreadState.tracker == nil { return evaluate(model) }
        if let slot = existingComputed(index, Value.self) { return slot.value(of: model) }
        guard let tracker = ThreadState.tracker else {
            if let evaluateFromStorage { return evaluateFromStorage(model) }
            return evaluate(model)
        }
        let table = observerTable()
        guard let evaluateFromStorage else {
            return Self.firstTrackedRead(
                model, tracker,
                ComputedSlot.notifyingAlways(table: table, index: index, model: model, evaluate: evaluate))
        }
        return Self.firstTrackedRead(
            model, tracker,
            ComputedSlot.notifyingAlways(
                table: table, index: index, model: model, evaluateFromStorage: evaluateFromStorage, evaluate: evaluate
            ))
    }

    /// The slot of computed property `index` if it exists, its read registered with the derivation evaluating.
    @inlinable
    func existingComputed<Value>(_ index: Int, _: Value.Type) -> ComputedSlot<Model, Value>? {
        guard let table, let slot = table.existingSlot(index) else { return nil }
        let computed = unsafeDowncast(slot, to: ComputedSlot<Model, Value>.self)
        ThreadState.tracker?.record(.passUnretained(computed))
        return computed
    }

    /// The first read of a computed property inside a derivation: `slot`, just made, is installed and read.
    @inlinable
    static func firstTrackedRead<Value>(_ model: Model, _ tracker: Derivation, _ slot: ComputedSlot<Model, Value>)
        -> Value
    {
        slot.table?.install(slot, at: slot.index)
        tracker.record(.passUnretained(slot))
        return slot.value(of: model)
    }

    // MARK: Observing

    /// `model.observe(keyPath, options:, handler)`.
    @inlinable
    public static func observe<Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, _ options: ObserveOptions,
        _ handler: @escaping (Change<Value>) -> Void
    ) -> ObservationToken {
        ObservationRegistration.observe(model, keyPath, options: options, handler)
    }

    /// `model.observe(keyPath, options:, handler)` with a handler that also receives its token.
    @inlinable
    public static func observe<Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, _ options: ObserveOptions,
        _ handler: @escaping (Change<Value>, ObservationToken) -> Void
    ) -> ObservationToken {
        ObservationRegistration.observe(model, keyPath, options: options, handler)
    }

    /// For `addObserver(_:)`: calls `call` on every change of the property at `keyPath` while `target` is alive,
    /// holding it weakly.
    @inlinable
    public static func forward<Target: AnyObject, Value>(
        _ model: Model, to target: Target, _ keyPath: KeyPath<Model, Value>,
        _ call: @escaping (Target, Model, Change<Value>) -> Void
    ) {
        ObservationRegistration.forward(model, keyPath, to: target, call)
    }
}

/// A model's core is only used on its model's isolation, like the model, except from its `deinit`, which runs when
/// nothing else can reach the model; `Sendable` so that `deinit` may touch it.
extension ModelCore: @unchecked Sendable {}
