// The pieces of the Bindery runtime that Swift cannot express cheaply: a thread-local word read on every
// tracked get and observed set, a process-wide flag for tracing, and the runtime's test of whether an object is
// going away and its retain of one that may be. The first two are read through static inline functions, so the read
// compiles into the caller (one `mov` from thread-local storage on Linux and one GOT load for the flag), where
// `pthread_getspecific` would cost a call and a lazily initialised key.
#ifndef CBINDERY_H
#define CBINDERY_H

#include <stdbool.h>
#include <stdint.h>

#if __has_feature(nullability)
#pragma clang assume_nonnull begin
#endif

/// What one thread is doing, as far as Bindery cares.
typedef struct bindery_thread_state {
    /// The derivation (a computed property or a rule) being evaluated on this thread; reads register with it.
    /// Unretained: the evaluation keeps it alive while it is set.
    void *_Nullable tracker;
    /// This thread's propagation object (queues of pending deliveries), created on first use. Retained; released
    /// when the thread exits.
    void *_Nullable propagation;
    /// How many `batch` calls are open on this thread.
    uint32_t batchDepth;
    /// Non-zero while a propagation is delivering on this thread: a set made meanwhile is queued, not delivered
    /// at once, so a chain of any length runs in a loop rather than down the stack.
    uint32_t isPropagating;
    /// Non-zero while the propagation holds queued work: an observed set tests this word, not the queues.
    uint32_t hasQueuedWork;
    /// The propagation's queue of properties whose change waits for delivery, in order: here rather than in the
    /// propagation object, so that a held set appends with no load of that object and no test of it. Null, with
    /// zero count and capacity, until the propagation exists; then owned by it.
    void *_Nullable *_Nullable slotQueue;
    intptr_t slotQueueCount;
    intptr_t slotQueueCapacity;
    /// Computed properties that stopped while another one's dependencies were being dropped on this thread, whose
    /// own wait their turn: a list of retained derivations linked through `Derivation.nextToDrop`, so that a chain
    /// of them stops in a loop rather than down the stack.
    void *_Nullable dependenciesToDrop;
    /// Non-zero while this thread drops a stopped computed property's dependencies.
    uint32_t isDroppingDependencies;
    /// Non-zero from the trace's `.batchBegan` of this thread's outermost batch to its `.batchDelivered`: a batch
    /// that began while nothing traced is not reported as delivered, though tracing started inside it.
    uint32_t tracedBatchIsOpen;
} bindery_thread_state;

/// Initial-exec where the object format has TLS models (ELF): the default for code built position-independent,
/// general-dynamic, reads the variable's address through a call to `__tls_get_addr`. The linker relaxes that call to
/// a `mov` in an executable, but the compiler has already kept every live value out of the registers the call would
/// clobber, so a getter that tests the tracker saved and restored two registers around no call at all. Initial-exec
/// is one load from the GOT and one from `%fs`, and needs the variable in the static TLS block: so it is in an
/// executable and in any library loaded at startup, and glibc keeps room there for a library opened later.
#if defined(__ELF__)
extern _Thread_local bindery_thread_state bindery_thread_storage __attribute__((tls_model("initial-exec")));
#else
extern _Thread_local bindery_thread_state bindery_thread_storage;
#endif

/// This thread's state.
static inline bindery_thread_state *bindery_current_thread(void) {
    return &bindery_thread_storage;
}

/// Non-zero while `Bindery.trace` is set or `BINDERY_TRACE=1` was in the environment at start.
extern int bindery_tracing_flag;

/// Read as a volatile `int`, not a relaxed atomic: the compilers keep a relaxed atomic load apart (`mov` then `test`),
/// where a volatile one folds into the comparison (`cmpl $0`), one instruction fewer on every set nobody observes.
/// Volatile still makes every test load the flag afresh, and an aligned `int` is read in one access on every
/// platform Swift runs on (what the Linux kernel's `READ_ONCE` relies on). ThreadSanitizer does not see the read: Swift
/// compiles the C functions it imports without its instrumentation, atomic or not.
static inline bool bindery_is_tracing(void) {
    return *(volatile const int *)&bindery_tracing_flag != 0;
}

/// Whether `BINDERY_TRACE=1` was set when the process started.
bool bindery_trace_from_environment(void);

void bindery_set_tracing(bool tracing);

/// A number no other derivation of the process has had: the high half of the stamps its evaluations leave on the
/// properties they read, so a stamp left by a derivation since freed never matches a new one at the same address.
uint64_t bindery_next_derivation_serial(void);

/// A number no other propagation of the process has had: the high bits of its epochs, so that the propagations of
/// two threads never share an epoch, and a model used on one thread, then on another, counts its rounds afresh.
uint64_t bindery_next_propagation_serial(void);

/// The Swift runtime's own answer to whether a native Swift object has begun deinitialising (its last strong
/// reference is gone): it reads the object's reference counts and nothing else, and takes no lock. Exported by
/// libswiftCore as part of its stable ABI (with the C calling convention); declared here because no public header
/// does. Valid only while the object's memory is kept, as an unowned reference keeps it.
bool swift_isDeallocating(const void *object);

/// The Swift runtime's retain of an object that may be deinitialising: it adds a strong reference and returns the
/// object, or returns null and changes nothing if the object has begun deinitialising; one atomic operation, as a
/// retain is. Exported by libswiftCore as part of its stable ABI, with this signature since Swift 5.0. Valid only
/// while the object's memory is kept, as an unowned reference keeps it.
void *_Nullable swift_tryRetain(const void *object);

#if __has_feature(nullability)
#pragma clang assume_nonnull end
#endif

#endif
