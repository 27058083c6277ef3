#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a thread of its own on pthreads, for work that blocks (reading standard input): what Foundation's
/// `Thread` did, for the `bindery` executable, which links no Foundation (issue 14). A blocking read
/// has no place in Swift concurrency's few shared threads.
enum DetachedThread {
    /// Runs `body` on a new thread that nobody joins; it ends when `body` returns.
    static func start(_ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let status = pthread_create(
            &thread, &attributes,
            { context in
                // Optional on Glibc, not on Darwin; read the same way on both.
                let body = Unmanaged<Body>.fromOpaque((context as UnsafeMutableRawPointer?)!).takeRetainedValue()
                body.run()
                return nil
            }, context)
        precondition(status == 0, "cannot start a thread: \(String(cString: strerror(status)))")
    }

    private final class Body {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }
}
