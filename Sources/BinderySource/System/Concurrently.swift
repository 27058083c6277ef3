import Dispatch

/// Independent pieces of work spread over the machine's cores, their results in order.
public enum Concurrently {
    /// `[transform(0), transform(1), …, transform(count - 1)]`, computed on as many threads as there are cores (the
    /// calling thread one of them), in no particular order: each call must depend only on its index and on values
    /// no call changes. The result does not depend on how the calls were spread.
    public static func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in slots.store(transform(index), at: index) }
            initializedCount = count
        }
    }

    /// The result array's storage, shared by the threads: each index is written by exactly one call, once, and
    /// `concurrentPerform` returns only after every call has, so no two threads touch the same memory and the
    /// caller reads it only after every write.
    private struct Slots<Value>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Value>

        func store(_ value: consuming Value, at index: Int) {
            (base + index).initialize(to: value)
        }
    }
}
