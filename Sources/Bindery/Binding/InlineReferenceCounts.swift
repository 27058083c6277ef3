import CBindery

/// Whether ``ExternalReference`` may hold an object through `ReferenceCounts.h`'s inline functions in this process:
/// true once a probe has found the Swift runtime keeping reference counts exactly where and as those functions
/// expect, checked against the runtime's own answers. False on platforms with Objective-C (where external objects are
/// held through a weak reference), on 32-bit platforms, and on any runtime that answers differently, which then keeps
/// the runtime's calls. Found once, when the first external object is watched.
let inlineReferenceCountsAreVerified: Bool = {
    #if _runtime(_ObjC)
    return false
    #else
    // The inline functions know only the 64-bit layout; elsewhere they answer "ask the runtime" to everything.
    return MemoryLayout<UnsafeRawPointer>.size == 8 && ReferenceCountProbe.verify()
    #endif
}()

/// An object whose reference counts are checked: each inline function is tried on it and the runtime asked what it
/// made of the result, and its deinit checks the deinitialising bit. A probe found wrong is kept forever, since
/// nothing then says whether freeing it is safe.
private final class ReferenceCountProbe {
    /// What the probe's deinit found, and the weak reference that gives a probe a side table.
    final class Verdict {
        /// Whether the runtime and the counts both said the object was deinitialising, and the inline retain
        /// refused it.
        var deinitialisingAgrees = false
        weak var watcher: ReferenceCountProbe?
    }

    let verdict: Verdict

    init(_ verdict: Verdict) { self.verdict = verdict }

    deinit {
        let object = Unmanaged.passUnretained(self).toOpaque()
        verdict.deinitialisingAgrees =
            swift_isDeallocating(object) && bindery_counts_say_deinitialising(object)
            && !bindery_retain_inline(object)
    }

    static func verify() -> Bool {
        let counted = Verdict()
        guard countsAgree(on: .passRetained(ReferenceCountProbe(counted))), counted.deinitialisingAgrees else {
            return false
        }
        return sideTablesAreLeftToTheRuntime(.passRetained(ReferenceCountProbe(Verdict())))
    }

    /// Checks retains and releases against `swift_retainCount`, and that the last reference is left to the runtime;
    /// then lets go of `probe`.
    @inline(never)
    private static func countsAgree(on probe: Unmanaged<ReferenceCountProbe>) -> Bool {
        let object = probe.toOpaque()
        guard !bindery_counts_say_deinitialising(object), swift_retainCount(object) == 1,
            bindery_retain_inline(object), swift_retainCount(object) == 2,
            bindery_retain_inline(object), swift_retainCount(object) == 3,
            bindery_release_inline(object), swift_retainCount(object) == 2,
            bindery_release_inline(object), swift_retainCount(object) == 1,
            !bindery_release_inline(object), swift_retainCount(object) == 1
        else { return false }
        probe.release()
        return true
    }

    /// Checks that neither inline function touches the counts of an object with a weak reference, which the
    /// runtime keeps in a side table; then lets go of `probe`.
    @inline(never)
    private static func sideTablesAreLeftToTheRuntime(_ probe: Unmanaged<ReferenceCountProbe>) -> Bool {
        let object = probe.toOpaque()
        let verdict = probe.takeUnretainedValue().verdict
        verdict.watcher = probe.takeUnretainedValue()
        guard verdict.watcher != nil, !bindery_retain_inline(object), !bindery_release_inline(object),
            swift_retainCount(object) == 1
        else { return false }
        probe.release()
        return true
    }
}
