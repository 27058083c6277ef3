import CBindery
import Foundation

/// One thread's work that a change set off and that has not run yet: properties whose observers are still to be
/// called, computed properties to recompute, and rules (several sources, or a path through other models) to apply.
///
/// A set outside any batch or propagation delivers to its observers at once; anything those observers change is
/// queued here and delivered, in the order it first changed, once they have all been called. So a chain of any
/// length runs in this loop instead of down the stack, a write made while a property's observers run is delivered
/// again to all of them afterwards (nothing is dropped), and a rule that reads several sources runs once, after all
/// of them changed. A property delivered more than ``maximumRounds`` times in one propagation stops there, with a
/// runtime warning: it is a cycle that never settles.
@usableFromInline
final class Propagation {
    /// How often one property may be delivered in one propagation before Bindery calls it a cycle.
    static let maximumRounds = 100

    @exclusivity(unchecked) private var slots: ContiguousArray<PropertySlot> = []
    @exclusivity(unchecked) private var slotHead = 0
    @exclusivity(unchecked) private var computeds: [Derivation] = []
    @exclusivity(unchecked) private var reactions: ContiguousArray<Derivation> = []
    @exclusivity(unchecked) private var reactionHead = 0
    /// Increases with every propagation that runs this loop; slots and reactions count their rounds per epoch.
    @exclusivity(unchecked) private(set) var epoch: UInt = 0

    /// This thread's propagation, created on first use and released when the thread exits.
    @usableFromInline static var current: Propagation {
        let state = ThreadState.current
        if let pointer = state.pointee.propagation {
            return Unmanaged<Propagation>.fromOpaque(pointer).takeUnretainedValue()
        }
        let propagation = Propagation()
        let pointer = Unmanaged.passRetained(propagation).toOpaque()
        state.pointee.propagation = pointer
        // Only for its destructor, which releases the object when the thread ends.
        pthread_setspecific(releaseKey, pointer)
        return propagation
    }

    private static let releaseKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            // Optional on Linux, not on Darwin: one spelling for both.
            let pointer: UnsafeMutableRawPointer? = pointer
            guard let pointer else { return }
            Unmanaged<Propagation>.fromOpaque(pointer).release()
        }
        return key
    }()

    var hasWork: Bool {
        slotHead < slots.count || !computeds.isEmpty || reactionHead < reactions.count
    }

    /// Queues a property whose change is to be delivered after the observers running now.
    func enqueue(_ slot: PropertySlot) {
        slots.append(slot)
    }

    /// Queues a computed property to recompute, and notify if its value changed, once the queued properties are
    /// delivered; computed properties run lowest first, so one that reads another sees its new value.
    func schedule(computed: Derivation) {
        computeds.append(computed)
    }

    /// Queues a rule to apply once the queued properties are delivered and computed properties are current.
    func schedule(reaction: Derivation) {
        reactions.append(reaction)
    }

    /// Runs everything queued, and everything that sets off, until nothing is left. The caller marks the thread
    /// as propagating around it.
    @usableFromInline
    func run() {
        epoch &+= 1
        while true {
            if slotHead < slots.count {
                let slot = slots[slotHead]
                slotHead += 1
                if slotHead == slots.count {
                    slots.removeAll(keepingCapacity: true)
                    slotHead = 0
                }
                slot.deliverPending(epoch: epoch)
            } else if !computeds.isEmpty {
                nextComputed().run(epoch: epoch)
            } else if reactionHead < reactions.count {
                let reaction = reactions[reactionHead]
                reactionHead += 1
                if reactionHead == reactions.count {
                    reactions.removeAll(keepingCapacity: true)
                    reactionHead = 0
                }
                reaction.run(epoch: epoch)
            } else {
                return
            }
        }
    }

    /// The lowest waiting computed property: one that reads another runs after it.
    private func nextComputed() -> Derivation {
        var lowest = computeds.count - 1
        for index in computeds.indices.dropLast() where computeds[index].height < computeds[lowest].height {
            lowest = index
        }
        return lowest == computeds.count - 1 ? computeds.removeLast() : computeds.remove(at: lowest)
    }

    /// Runs `deliver` as the start of a propagation on this thread, then everything it set off. For a set made
    /// while no batch is open and nothing is propagating.
    @inlinable
    static func start(_ deliver: () -> Void) {
        let state = ThreadState.current
        state.pointee.isPropagating = 1
        deliver()
        if state.pointee.propagation != nil { current.runIfNeeded() }
        state.pointee.isPropagating = 0
    }

    @usableFromInline
    func runIfNeeded() {
        if hasWork { run() }
    }
}
