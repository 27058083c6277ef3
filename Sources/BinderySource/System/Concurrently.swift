#if canImport(Glibc)
import Glibc
#endif

/// Independent pieces of work spread over the machine's cores, their results in order.
public enum Concurrently {
    /// `[transform(0), transform(1), …, transform(count - 1)]`, computed on as many threads as there are cores (the
    /// calling thread one of them), in no particular order: each call must depend only on its index and on values
    /// no call changes. The result does not depend on how the calls were spread.
    public static func map<Result: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        let threadCount = min(count, ProcessorCount.online)
        guard threadCount > 1 else { return (0..<count).map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let slots = Slots(base: buffer.baseAddress!)
            #if canImport(Glibc)
            // Threads of our own rather than Dispatch's: its Swift overlay is one more library for the loader to
            // relocate at every start of `bindery` (1.18× a hello world's instructions became 1.28×), and its
            // worker threads have stacks of 512 KB, where parsing a type nested as deep as the parser allows
            // recurses through more than that in a debug build.
            withoutActuallyEscaping(transform) { transform in
                Threads.run(threadCount) { thread in
                    for index in stride(from: thread, to: count, by: threadCount) {
                        slots.store(transform(index), at: index)
                    }
                }
            }
            #else
            for index in 0..<count { slots.store(transform(index), at: index) }
            #endif
            initializedCount = count
        }
    }

    /// The result array's storage, shared by the threads: each index is written by exactly one call, once, and
    /// the threads are done before the caller reads it, so no two threads touch the same memory and the caller
    /// reads it only after every write.
    private struct Slots<Value>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Value>

        func store(_ value: consuming Value, at index: Int) {
            (base + index).initialize(to: value)
        }
    }
}

/// How many processors are online, on platforms where the work is spread (Linux); 1 elsewhere, where it runs on the
/// calling thread until threads of the same stack size are written and tested there.
private enum ProcessorCount {
    #if canImport(Glibc)
    static let online = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #else
    static let online = 1
    #endif
}

#if canImport(Glibc)
/// `body(0)` on the calling thread and `body(1)` … `body(count - 1)` on threads of their own, returning when all
/// have; a thread that cannot be started runs its part on the calling thread.
private enum Threads {
    /// The stack each thread gets: what a process's main thread usually has on Linux, whatever `ulimit -s` says,
    /// as the work (parsing nested brackets) may recurse as deep there as on the main thread.
    private static let stackSize = 8 << 20

    static func run(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var started: [pthread_t] = []
        for index in 1..<count {
            let work = Unmanaged.passRetained(Work { body(index) })
            var thread = pthread_t()
            if pthread_create(&thread, &attributes, runWork, work.toOpaque()) == 0 {
                started.append(thread)
            } else {
                work.release()
                body(index)
            }
        }
        body(0)
        for thread in started { pthread_join(thread, nil) }
    }

    /// A thread's part, passed to it as a retained pointer.
    private final class Work: @unchecked Sendable {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    private static let runWork: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }
}
#endif
