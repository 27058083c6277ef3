import CBindery

/// How a generated binding holds an instance of an `external class`: without keeping it alive, and without a weak
/// reference. Bindery cannot see such an object go away (it is not a generated model), so a rule reaches the object
/// through ``with(orEnding:_:)``, which holds it for the write unless it has begun deinitialising, and the binding
/// ends when it finds the object gone.
///
/// A weak reference would give the object a side table, after which every retain and release of it, anywhere in the
/// program, takes the runtime's slow path, and each check would cost an atomic load and a retain. An unowned
/// reference instead keeps the object's memory (not the object: it deinitialises as usual) until this reference lets
/// go, so asking the runtime whether the object is deinitialising never reads freed memory. On platforms with
/// Objective-C the object may be one whose reference counts the Swift runtime does not keep, so there the check is a
/// weak reference.
@_spi(BinderyGenerated)
public final class ExternalReference<Object: AnyObject> {
    @usableFromInline let unmanaged: Unmanaged<Object>
    #if _runtime(_ObjC)
    @usableFromInline weak var object: Object?
    #else
    /// Never read: holding the object unowned is what keeps its memory for ``isAlive`` to look at.
    private unowned var memory: Object?
    #endif
    /// Set once this reference let go of the object's memory: the object was found gone, or the binding ended.
    @exclusivity(unchecked) @usableFromInline var isGone = false
    /// Whether ``with(orEnding:_:)`` holds the object by its inline reference counts (see
    /// ``inlineReferenceCountsAreVerified``): false once the object is gone, so a write tests one flag.
    @exclusivity(unchecked) @usableFromInline var holdsInline = inlineReferenceCountsAreVerified

    public init(_ object: Object) {
        unmanaged = Unmanaged.passUnretained(object)
        #if _runtime(_ObjC)
        self.object = object
        #else
        memory = object
        #endif
    }

    /// Whether the object still exists.
    @inlinable
    public var isAlive: Bool {
        if isGone { return false }
        #if _runtime(_ObjC)
        if object != nil { return true }
        #else
        if !swift_isDeallocating(unmanaged.toOpaque()) { return true }
        #endif
        letGo()
        return false
    }

    /// The object is gone, or the binding ended: nothing will look at its memory again, so the runtime may free it.
    @usableFromInline func letGo() {
        isGone = true
        holdsInline = false
        #if !_runtime(_ObjC)
        memory = nil
        #endif
    }

    /// Runs `body` with the object if it still exists, held for the call; otherwise ends `core`'s binding. This is
    /// how a rule writes into the object: the write runs the class's own code (a `didSet`, a UIKit setter), which may
    /// drop the last other reference to it, and it must not deinitialise under the write. The test and the hold are
    /// one atomic operation, the cost of a retain: on the object's inline counts where they are verified, else the
    /// runtime's `swift_tryRetain` (without a weak reference the object has no side table, so its fast path).
    @inlinable
    public func with(orEnding core: BindingCore, _ body: (Object) throws -> Void) rethrows {
        if _fastPath(holdsInline) {
            let object = unmanaged.toOpaque()
            if _fastPath(bindery_retain_inline(object)) {
                defer { if !bindery_release_inline(object) { unmanaged.release() } }
                return try unmanaged._withUnsafeGuaranteedRef(body)
            }
        }
        try withRuntimeHold(orEnding: core, body)
    }

    /// ``with(orEnding:_:)`` where the runtime is asked to hold the object: when its counts are not inline (it has a
    /// weak reference, or is deinitialising), or where the inline counts are not verified, or after it is gone.
    @inlinable @inline(never)
    func withRuntimeHold(orEnding core: BindingCore, _ body: (Object) throws -> Void) rethrows {
        // Ending the binding lets go of every external object it watches, this one included.
        guard !isGone else { return core.cancel() }
        #if _runtime(_ObjC)
        guard let object else { return core.cancel() }
        try body(object)
        #else
        guard swift_tryRetain(unmanaged.toOpaque()) != nil else { return core.cancel() }
        defer { unmanaged.release() }
        try unmanaged._withUnsafeGuaranteedRef(body)
        #endif
    }

    /// The object, retained; reaching it once it is gone is a bug in the generated code, stopped here.
    @inlinable
    public var model: Object {
        precondition(isAlive, "an external object was reached after it went away")
        return unmanaged.takeUnretainedValue()
    }
}

/// Something a binding depends on that can go away without telling it.
protocol Liveness: AnyObject {
    var isAlive: Bool { get }
    /// The binding ended: it will not ask again.
    func letGo()
}

extension ExternalReference: Liveness {}

extension BindingCore {
    /// Holds `object` without keeping it alive; ``BindingCore/isActive`` is false once it is gone.
    public func watch<Object: AnyObject>(external object: Object) -> ExternalReference<Object> {
        let reference = ExternalReference(object)
        externals.append(reference)
        return reference
    }
}

/// Whether writing `value` over `current` changes anything: not for equal values, as for models' own properties.
@_spi(BinderyGenerated)
@inlinable
public func differs<Value: Equatable>(_ current: Value, _ value: Value) -> Bool {
    current != value
}

/// Whether writing `value` over `current` changes anything: always, for values that are not `Equatable`.
@_spi(BinderyGenerated)
@inlinable
public func differs<Value>(_ current: Value, _ value: Value) -> Bool {
    true
}
