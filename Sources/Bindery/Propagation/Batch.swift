import CBindery

/// Applies `updates`, holding back every notification until the outermost batch ends.
///
/// Then each observer of a changed property is called once, with the value before the batch as `old` and the
/// value after it as `new`, and not at all if the two are equal. Computed properties are recomputed once, and a
/// rule over several of the changed properties runs once, so no observer ever sees a half-updated state. Batches
/// nest; they are per thread, like the models they touch.
public func batch<Result>(_ updates: () throws -> Result) rethrows -> Result {
    let state = ThreadState.current
    if state.pointee.batchDepth == 0, bindery_is_tracing() { Trace.batchBegan() }
    state.pointee.batchDepth += 1
    defer {
        state.pointee.batchDepth -= 1
        if state.pointee.batchDepth == 0 { deliverBatch() }
    }
    return try updates()
}

/// Delivers what the outermost batch held back. Inside a propagation (a batch opened by an observer) the
/// propagation already running delivers it.
private func deliverBatch() {
    let state = ThreadState.current
    guard state.pointee.isPropagating == 0 else { return }
    state.pointee.isPropagating = 1
    if state.pointee.hasQueuedWork != 0 { Propagation.runQueued() }
    state.pointee.isPropagating = 0
    if bindery_is_tracing() { Trace.batchDelivered() }
}
