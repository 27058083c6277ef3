import Dispatch
import Foundation
import Synchronization
import Testing

@_spi(BinderyGenerated) @testable import Bindery

/// How a binding holds an `external class` instance for each write into it: long enough for the write, never longer,
/// by the object's reference counts, which other threads change at the same time.
@Suite struct ExternalReferenceTests {
    final class Target: @unchecked Sendable {
        // Written by one thread at a time in these tests.
        var value = 0
        let deinits: Deinits
        init(_ deinits: Deinits) { self.deinits = deinits }
        deinit { deinits.count += 1 }
    }

    final class Deinits: @unchecked Sendable {
        // Changed only by the deinit of the one target a test makes.
        var count = 0
    }

    #if !_runtime(_ObjC)
    /// The fast hold is in use on this toolchain's runtime (a probe checked it against the runtime's own answers);
    /// if a new runtime keeps its counts differently, writes take the runtime's calls and this says so.
    @Test func thisRuntimesReferenceCountsAreWhereTheFastHoldExpectsThem() {
        #expect(inlineReferenceCountsAreVerified)
    }
    #endif

    /// Threads retaining and releasing the object while a binding writes into it over and over: no count is lost
    /// either way, so the object goes away exactly when its last reference does, and the binding then sees it gone.
    @Test func holdsAgreeWithRetainsAndReleasesOtherThreadsMakeMeanwhile() {
        let deinits = Deinits()
        var target: Target? = Target(deinits)
        let core = BindingCore()
        nonisolated(unsafe) let reference = core.watch(external: target!)
        nonisolated(unsafe) let writer = core
        let shared = Unmanaged.passUnretained(target!)
        let rounds = 300_000
        let started = Atomic(0)
        let done = DispatchGroup()
        for lane in 0..<2 {
            done.enter()
            Thread.detachNewThread {
                // Both lanes start together, so their changes of the counts overlap.
                started.add(1, ordering: .relaxed)
                while started.load(ordering: .relaxed) < 2 {}
                for round in 0..<rounds {
                    if lane == 0 {
                        reference.with(orEnding: writer) { $0.value = round }
                    } else {
                        _ = shared.retain()
                        shared.release()
                    }
                }
                done.leave()
            }
        }
        done.wait()
        #expect(target?.value == rounds - 1 && deinits.count == 0)
        target = nil
        #expect(deinits.count == 1)
        #expect(!reference.isAlive)
        var wrote = false
        reference.with(orEnding: core) { _ in wrote = true }
        #expect(!wrote && !core.isActive, "a write into an object that went away ends the binding")
    }
}
