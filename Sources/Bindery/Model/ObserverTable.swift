/// The observers of one model instance: one ``PropertySlot`` per property that anyone observes or reads inside a
/// derivation, created on first use. A model nobody observes has no table at all.
///
/// Only its model holds it, so it dies with the model; then its slots forget it, their observers are cancelled, and
/// the bindings watching the model end.
///
/// Not `Sendable`: it lives on its model's isolation, as the model does.
@usableFromInline
final class ObserverTable {
    /// Observers and dependent derivations over all slots, not cancelled. Zero sends every setter down its fast path.
    /// This and the next are 32-bit so they share a word.
    @exclusivity(unchecked) @usableFromInline var observerCount: Int32 = 0
    /// How many observers asked for `.prior`; zero keeps `willSet` to one comparison.
    @exclusivity(unchecked) @usableFromInline var priorObserverCount: Int32 = 0
    /// One optional slot per property of ``descriptor``, in its order.
    @usableFromInline let slots: UnsafeMutablePointer<PropertySlot?>
    let descriptor: ModelDescriptor
    /// Bindings that end when this model goes away. Unretained: a binding removes itself when it ends first.
    @exclusivity(unchecked) private var watchers: [Unmanaged<BindingCore>] = []
    /// What is attached to the model (`bindingLifetime`): kept here, not in the model, so that a model nothing is
    /// attached to pays no word for it. Released after the watchers are told the model is gone, as the model's own
    /// stored properties were.
    @exclusivity(unchecked) private var lifetime: BindingLifetime?

    init(descriptor: ModelDescriptor) {
        self.descriptor = descriptor
        let count = descriptor.propertyNames.count
        slots = UnsafeMutablePointer<PropertySlot?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        let count = descriptor.propertyNames.count
        for index in 0..<count {
            slots[index]?.modelWentAway()
        }
        slots.deinitialize(count: count)
        slots.deallocate()
        let ending = watchers
        watchers = []
        for watcher in ending {
            watcher.takeUnretainedValue().modelWentAway(self)
        }
    }

    /// Whether anyone observes any property of the model, or a derivation depends on one.
    @inlinable var isObserved: Bool { observerCount != 0 }

    /// The slot of stored property `index`, created for values of type `Value` on first use.
    @inlinable
    func storedSlot<Value>(_ index: Int, of _: Value.Type) -> StoredSlot<Value> {
        if let slot = slots[index] { return unsafeDowncast(slot, to: StoredSlot<Value>.self) }
        let slot = StoredSlot<Value>(table: self, index: index)
        slots[index] = slot
        return slot
    }

    /// The slot of property `index` when it exists.
    @inlinable
    func existingSlot(_ index: Int) -> PropertySlot? {
        slots[index]
    }

    /// The slot of property `index` when it exists, unretained: the table keeps it as long as the model lives.
    /// The caller knows the slot's class (`StoredSlot<Value>` for a stored property of type `Value`).
    @inlinable
    func borrowedSlot<Slot: PropertySlot>(_ index: Int, as _: Slot.Type) -> Unmanaged<Slot>? {
        // Reading through a raw pointer of the same layout: `Optional<PropertySlot>` is one pointer, nil as zero.
        UnsafeRawPointer(slots + index).load(as: UnsafeRawPointer?.self).map { Unmanaged<Slot>.fromOpaque($0) }
    }

    /// Installs `slot` (a computed property's) at `index`.
    @usableFromInline
    func install(_ slot: PropertySlot, at index: Int) {
        slots[index] = slot
    }

    // MARK: Counting

    /// Adds `observer` to the slot at `index`.
    @usableFromInline
    func add(_ observer: AnyObserver, to slot: PropertySlot) {
        slot.observers.append(observer)
        // A change waiting (in a batch, or while a propagation delivers) started before the observer was there.
        if slot.isPending { observer.joinWaitingChange(of: slot) }
        slot.observersDidChange()
        observerCount += 1
        if observer.wantsPrior { priorObserverCount += 1 }
        slot.observerWasAdded()
    }

    /// Cancels `observer`. It leaves the array at once, or when its slot's delivery ends if one is under way.
    @usableFromInline
    func remove(_ observer: AnyObserver, from slot: PropertySlot) {
        guard !observer.isCancelled else { return }
        observer.cancel()
        observerCount -= 1
        if observer.wantsPrior { priorObserverCount -= 1 }
        if slot.isDelivering {
            slot.needsSweep = true
        } else {
            slot.observers.removeAll { $0 === observer }
        }
        slot.observersDidChange()
        slot.observerWasRemoved()
    }

    /// Counts a one-way rule that writes `slot`'s property (``PropertySlot/ruleWriters``). It counts as an observer of
    /// the model, so that every set of the property takes the observed path, where it is stamped.
    func addRuleWriter(to slot: PropertySlot) {
        slot.ruleWriters += 1
        observerCount += 1
    }

    /// Stops counting a rule that ``addRuleWriter(to:)`` counted.
    func removeRuleWriter(from slot: PropertySlot) {
        slot.ruleWriters -= 1
        observerCount -= 1
    }

    /// Cancels the observers of `slot` that stand for objects gone since they were added (`addObserver(_:)`).
    ///
    /// A delivery forgets such an observer when it comes to it, but a property that never changes, or a computed one
    /// whose value does not, has no delivery: without this, each object that observed the model and went away would
    /// stay in those slots for the model's life, and keep a computed property it observed recomputing. Done as
    /// another object is added, so those a model keeps are at most the ones gone since the last was added, at no cost
    /// to a set or a delivery.
    @usableFromInline
    func forgetObserversWhoseTargetsAreGone(in slot: PropertySlot) {
        let gone = slot.observers.filter { $0.holdsTargetWeakly && !$0.isCancelled && $0.isOrphaned }
        for observer in gone { remove(observer, from: slot) }
    }

    /// The model's ``BindingLifetime``, made on first use.
    @usableFromInline
    func bindingLifetime() -> BindingLifetime {
        if let lifetime { return lifetime }
        let made = BindingLifetime()
        lifetime = made
        return made
    }

    // MARK: Watchers

    func addWatcher(_ binding: BindingCore) {
        watchers.append(Unmanaged.passUnretained(binding))
    }

    func removeWatcher(_ binding: BindingCore) {
        watchers.removeAll { $0.toOpaque() == Unmanaged.passUnretained(binding).toOpaque() }
    }

    /// `Model.property`, for traces and warnings.
    @usableFromInline
    func describe(_ index: Int) -> String {
        "\(descriptor.modelName).\(descriptor.propertyNames[index])"
    }
}
