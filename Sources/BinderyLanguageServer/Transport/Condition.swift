#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with its condition variable, on pthreads: what Foundation's `NSCondition` was, for the `bindery`
/// executable, which links no Foundation (issue 14). Synchronization's `Mutex` needs macOS 15, and has
/// no way to wait.
final class Condition: @unchecked Sendable {
    // Allocated, never moved: pthread objects must stay at the address they were initialised at.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() {
        pthread_mutex_lock(mutex)
    }

    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Releases the lock until signalled (or woken spuriously: wait in a loop that tests what you wait for), then
    /// takes it again.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes one waiting thread.
    func signal() {
        pthread_cond_signal(condition)
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
