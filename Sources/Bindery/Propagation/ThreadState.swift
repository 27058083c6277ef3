import CBindery
import Foundation

/// This thread's runtime state: the derivation being evaluated, the open batches, and whether a propagation is
/// delivering. Kept in C thread-local storage (see `CBindery.h`) because the getter of every model reads it.
@usableFromInline
enum ThreadState {
    @inlinable static var current: UnsafeMutablePointer<bindery_thread_state> { bindery_current_thread() }

    /// The derivation evaluating on this thread, if any.
    @inlinable static var tracker: Derivation? {
        guard let pointer = current.pointee.tracker else { return nil }
        return Unmanaged<Derivation>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Whether a set now must be held back: a batch is open, or a propagation is delivering on this thread.
    ///
    /// Two 32-bit tests, not one 64-bit load of both: the words are stored apart (a propagation clears
    /// `isPropagating` as it ends), and a load wider than the store before it waits for that store to reach the
    /// cache. Tried: one observed set took the same instructions and a third more time.
    @inlinable static var isBusy: Bool {
        let state = current.pointee
        return state.batchDepth != 0 || state.isPropagating != 0
    }

    /// Evaluates `body` with `derivation` registering every read, then restores whatever was tracking before.
    @inlinable
    static func tracking<Result>(_ derivation: Derivation, _ body: () throws -> Result) rethrows -> Result {
        let state = current
        let previous = state.pointee.tracker
        state.pointee.tracker = Unmanaged.passUnretained(derivation).toOpaque()
        defer { state.pointee.tracker = previous }
        return try body()
    }

    /// Evaluates `body` without registering reads with any derivation (a rule's transforms, a handler).
    @inlinable
    static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
        let state = current
        guard let previous = state.pointee.tracker else { return try body() }
        state.pointee.tracker = nil
        defer { state.pointee.tracker = previous }
        return try body()
    }
}
