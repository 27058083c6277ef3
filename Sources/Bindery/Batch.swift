import Foundation

/// Applies `updates`, holding back every notification until the outermost batch ends.
///
/// Then each observer of a changed property is called once, with the value before the batch as `old` and the
/// value after it as `new`, and not at all if the two are equal. Computed properties are read once at that point,
/// so no observer ever sees a half-updated state. Batches nest; they are per thread, like the models they touch.
public func batch<Result>(_ updates: () throws -> Result) rethrows -> Result {
    let state = BatchState.current
    state.depth += 1
    defer {
        state.depth -= 1
        if state.depth == 0 { state.flush() }
    }
    return try updates()
}

/// The changes a thread's open batch is holding back.
@usableFromInline
final class BatchState {
    private struct Key: Hashable {
        let model: ObjectIdentifier
        let keyPath: AnyKeyPath
    }

    private final class Pending {
        var kind: ChangeKind
        let deliver: (ChangeKind) -> Void

        init(kind: ChangeKind, deliver: @escaping (ChangeKind) -> Void) {
            self.kind = kind
            self.deliver = deliver
        }
    }

    var depth = 0
    private var order: [Pending] = []
    private var pending: [Key: Pending] = [:]

    /// Records a change of `keyPath`; the first one keeps its `old`, a later one only widens the kind. At the end,
    /// `read` gives the value then and `deliver` hands the change to the observers.
    @usableFromInline
    func record<Model: AnyObject, Value>(
        model: Model, keyPath: AnyKeyPath, old: Value, kind: ChangeKind, isEqual: ((Value, Value) -> Bool)?,
        read: @escaping (Model) -> Value?, deliver: @escaping (Change<Value>) -> Void
    ) {
        let key = Key(model: ObjectIdentifier(model), keyPath: keyPath)
        if let existing = pending[key] {
            // Two array edits cannot be described by one set of indexes; the observer sees the whole value.
            existing.kind = .setting
            return
        }
        let entry = Pending(kind: kind) { [weak model] kind in
            guard let model, let new = read(model) else { return }
            if case .setting = kind, let isEqual, isEqual(old, new) { return }
            deliver(Change(old: old, new: new, kind: kind))
        }
        pending[key] = entry
        order.append(entry)
    }

    /// Delivers what was held back, in the order the properties first changed. Changes that observers make
    /// meanwhile are delivered at once, as outside any batch.
    func flush() {
        while !order.isEmpty {
            let entries = order
            order = []
            pending = [:]
            for entry in entries { entry.deliver(entry.kind) }
        }
    }

    // MARK: Per-thread storage

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            // Optional on Linux, not on Darwin: one spelling for both.
            let pointer: UnsafeMutableRawPointer? = pointer
            guard let pointer else { return }
            Unmanaged<BatchState>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's state, created on first use.
    static var current: BatchState {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<BatchState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = BatchState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// This thread's state while a batch is open; the setter's fast path.
    @usableFromInline
    static var currentIfActive: BatchState? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        let state = Unmanaged<BatchState>.fromOpaque(pointer).takeUnretainedValue()
        return state.depth > 0 ? state : nil
    }
}
