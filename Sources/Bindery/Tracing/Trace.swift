import CBindery
import Foundation

/// Receives every event of the runtime, on the thread where it happens: every set, rule applied, action called,
/// batch, and stopped propagation. `nil` by default, and while it is `nil` tracing costs one test of a flag.
///
/// With the environment variable `BINDERY_TRACE=1` every event is also printed to standard error, one line each.
///
/// ```swift
/// Bindery.trace = { event in print(event) }
/// ```
public var trace: (@Sendable (TraceEvent) -> Void)? {
    get { Trace.handler.withLock { $0 } }
    set {
        Trace.handler.withLock { $0 = newValue }
        bindery_set_tracing(newValue != nil)
    }
}

/// Building and sending trace events; only reached while tracing is on.
@usableFromInline
enum Trace {
    static let handler = Locked<(@Sendable (TraceEvent) -> Void)?>(nil)

    static func emit(_ event: TraceEvent) {
        if let handler = handler.withLock({ $0 }) { handler(event) }
        if bindery_trace_from_environment() {
            FileHandle.standardError.write(Data(("bindery: " + event.description + "\n").utf8))
        }
    }

    @usableFromInline
    static func set<Model: BinderyModel, Value>(_ model: Model, _ index: Int, old: Value, new: Value) {
        set(Model._$properties, index, old: old, new: new)
    }

    /// A set of property `index` of `model`, a generated model, whose type is found at run time: so the specialised
    /// code that calls this, below and in ``ModelCore``, is the same for every model. LLVM merges setters that differ
    /// only in the functions they call into one taking those functions as arguments, reached through a thunk; with
    /// the traced path the same for every model, a setter passes one such argument instead of two (the unobserved set
    /// + get 41 -> 39 instructions).
    @usableFromInline
    static func set<Value>(of model: AnyObject, _ index: Int, old: Value, new: Value) {
        set((model as! any BinderyModel).descriptor, index, old: old, new: new)
    }

    private static func set<Value>(_ descriptor: ModelDescriptor, _ index: Int, old: Value, new: Value) {
        emit(
            TraceEvent(
                kind: .set, model: descriptor.modelName, property: descriptor.propertyNames[index],
                old: String(reflecting: old), new: String(reflecting: new)))
    }

    /// A set traced from an accessor: unless the value is equal. Out of line and specialised for the value, so the
    /// setter passes the values in registers rather than spilling them for a generic call.
    @inlinable @inline(never)
    static func setIfChanged<Value: Equatable>(_ model: AnyObject, _ index: Int, _ old: Value, _ new: Value) {
        if old != new { set(of: model, index, old: old, new: new) }
    }

    /// A set traced whatever its values: from the accessor of a value that is not `Equatable`, and from the observed
    /// path, which compared them already. There too the values go in registers: the generic `set(of:)` took them by
    /// address, so the observed path spilled old and new on every set for a trace it almost never makes (3
    /// instructions a set).
    @inlinable @inline(never)
    static func setAlways<Value>(_ model: AnyObject, _ index: Int, _ old: Value, _ new: Value) {
        set(of: model, index, old: old, new: new)
    }

    /// A computed property's change, named `Model.property`.
    @usableFromInline
    static func set<Value>(_ property: String, old: Value?, new: Value) {
        let parts = property.split(separator: ".", maxSplits: 1).map(String.init)
        emit(
            TraceEvent(
                kind: .set, model: parts.first, property: parts.last, old: old.map { String(reflecting: $0) },
                new: String(reflecting: new)))
    }

    /// A rule applied, or an action called.
    static func rule(_ rule: RuleInfo) {
        emit(TraceEvent(kind: rule.isAction ? .action : .rule, rule: rule.text, location: rule.location))
    }

    // Out of line: inlined, the event built on the stack gave `beginBatch` and `endBatch` a 320-byte frame on every
    // batch, traced or not (4 instructions a batch).

    @inline(never)
    static func batchBegan() {
        emit(TraceEvent(kind: .batchBegan))
    }

    @inline(never)
    static func batchDelivered() {
        emit(TraceEvent(kind: .batchDelivered))
    }
}

/// A value behind a lock, for the little global state the runtime has.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}

extension BinderyModel {
    /// The model's property table, reached from an existential.
    fileprivate var descriptor: ModelDescriptor { Self._$properties }
}
