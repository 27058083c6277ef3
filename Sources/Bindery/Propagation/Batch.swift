import CBindery

/// Applies `updates`, holding back every notification until the outermost batch ends.
///
/// Then each observer of a changed property is called once, with the value before the batch as `old` and the
/// value after it as `new`, and not at all if the two are equal. Computed properties are recomputed once, and a
/// rule over several of the changed properties runs once, so no observer ever sees a half-updated state. Batches
/// nest; they are per thread, like the models they touch.
@inlinable
public func batch<Result>(_ updates: () throws -> Result) rethrows -> Result {
    beginBatch()
    defer { endBatch() }
    return try updates()
}

/// Opens a batch on this thread. Not generic, so a batch costs two plain calls around its body. The trace event of
/// an outermost batch is out of line, so that the usual opening needs no frame.
@usableFromInline
func beginBatch() {
    let state = ThreadState.current
    if _slowPath(state.pointee.batchDepth == 0 && bindery_is_tracing()) { return beginTracedBatch() }
    state.pointee.batchDepth += 1
}

/// ``beginBatch()`` of an outermost batch while tracing. A batch opened while a propagation delivers (by an observer or
/// a rule) is not traced: it joins that propagation, which delivers its changes with the rest of its work, so it
/// has no delivery of its own to report (``endBatch()``), and its sets are traced as any set the propagation holds.
@inline(never)
func beginTracedBatch() {
    let state = ThreadState.current
    if state.pointee.isPropagating == 0 {
        state.pointee.tracedBatchIsOpen = 1
        Trace.batchBegan()
    }
    state.pointee.batchDepth += 1
}

/// Closes a batch; the outermost delivers what it held back. Inside a propagation (a batch opened by an observer)
/// the propagation already running delivers it. An outermost batch that queued work and whose beginning was not
/// traced ends in a jump to the propagation's loop (``propagationDeliverBatch(_:)``), so the closing needs no frame
/// of its own. Whether the beginning was traced, not whether tracing is on now, decides whether the end is, so that
/// a batch that tracing starts inside is not reported as delivered with no `.batchBegan` before it; that word of the
/// thread's state costs no more to test than the process-wide tracing flag.
@usableFromInline
func endBatch() {
    let state = ThreadState.current
    state.pointee.batchDepth -= 1
    guard state.pointee.batchDepth == 0, state.pointee.isPropagating == 0 else { return }
    if _fastPath(state.pointee.hasQueuedWork != 0 && state.pointee.tracedBatchIsOpen == 0),
        let pointer = state.pointee.propagation
    {
        return propagationDeliverBatch(.fromOpaque(pointer))
    }
    endOutermostBatch()
}

/// The end of an outermost batch that queued nothing, or whose beginning was traced.
@inline(never)
func endOutermostBatch() {
    let state = ThreadState.current
    state.pointee.isPropagating = 1
    if state.pointee.hasQueuedWork != 0 { Propagation.runQueued() }
    state.pointee.isPropagating = 0
    guard state.pointee.tracedBatchIsOpen != 0 else { return }
    state.pointee.tracedBatchIsOpen = 0
    Trace.batchDelivered()
}
