// A hold on an object that may be deinitialising, for a rule's write into an `external class` instance (see
// `ExternalReference` in the runtime): the test and the retain, and the release after, done inline on the object's
// reference counts where the Swift runtime keeps them inline, rather than through calls of `swift_tryRetain` and
// `swift_release` (38 of the 179 instructions such a write cost). Anything but the common case is left to the
// runtime: each function returns false having changed nothing, and the caller calls the runtime instead.
//
// The layout is the Swift runtime's (`RefCount.h`) for 64-bit platforms without Objective-C, where the runtime ships
// with the compiler, as no ABI is stable there. Bindery does not take it on trust: `ExternalReference` uses these
// functions only once a probe in this process has checked them against the runtime's own answers
// (`swift_retainCount`, `swift_isDeallocating`), and calls the runtime otherwise.
#ifndef CBINDERY_REFERENCE_COUNTS_H
#define CBINDERY_REFERENCE_COUNTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if __has_feature(nullability)
#pragma clang assume_nonnull begin
#endif

#if UINTPTR_MAX == UINT64_MAX
/// Set when the counts are not in the object (a side table, made by a weak reference; an immortal object) and when
/// the strong count overflows into it: the runtime's business.
#define BINDERY_COUNTS_USE_RUNTIME ((uint64_t)1 << 63)
/// Set once the last strong reference is gone and the object deinitialises.
#define BINDERY_COUNTS_DEINITIALISING ((uint64_t)1 << 32)
/// One strong reference more than the first (which the count does not store), in bits 33 to 62.
#define BINDERY_COUNTS_ONE_STRONG ((uint64_t)1 << 33)
#define BINDERY_COUNTS_EXTRA_STRONG (BINDERY_COUNTS_USE_RUNTIME - BINDERY_COUNTS_ONE_STRONG)

/// The object's reference counts: the word after its metadata pointer.
static inline uint64_t *bindery_reference_counts(const void *object) {
    return (uint64_t *)((uintptr_t)object + sizeof(void *));
}

/// Adds a strong reference to `object` unless it has begun deinitialising, as `swift_tryRetain` does (relaxed, as the
/// runtime's retain is). False, having changed nothing, when it has, or when the runtime must decide: ask it then.
static inline bool bindery_retain_inline(const void *object) {
    uint64_t *counts = bindery_reference_counts(object);
    uint64_t old = __atomic_load_n(counts, __ATOMIC_RELAXED);
    uint64_t new;
    do {
        if (old & (BINDERY_COUNTS_USE_RUNTIME | BINDERY_COUNTS_DEINITIALISING)) return false;
        new = old + BINDERY_COUNTS_ONE_STRONG;
        if (new & BINDERY_COUNTS_USE_RUNTIME) return false;
    } while (!__atomic_compare_exchange_n(counts, &old, new, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
    return true;
}

/// Drops a strong reference to `object` that is not its last, with release ordering, as `swift_release` does. False,
/// having changed nothing, when it is the last (the object must deinitialise) or when the runtime must decide: call
/// `swift_release` then.
static inline bool bindery_release_inline(const void *object) {
    uint64_t *counts = bindery_reference_counts(object);
    uint64_t old = __atomic_load_n(counts, __ATOMIC_RELAXED);
    do {
        if ((old & BINDERY_COUNTS_USE_RUNTIME) || (old & BINDERY_COUNTS_EXTRA_STRONG) == 0) return false;
    } while (!__atomic_compare_exchange_n(
        counts, &old, old - BINDERY_COUNTS_ONE_STRONG, true, __ATOMIC_RELEASE, __ATOMIC_RELAXED));
    return true;
}

/// The counts' deinitialising bit, for the probe.
static inline bool bindery_counts_say_deinitialising(const void *object) {
    return (__atomic_load_n(bindery_reference_counts(object), __ATOMIC_RELAXED) & BINDERY_COUNTS_DEINITIALISING) != 0;
}
#else
static inline bool bindery_retain_inline(const void *object) { return false; }
static inline bool bindery_release_inline(const void *object) { return false; }
static inline bool bindery_counts_say_deinitialising(const void *object) { return false; }
#endif

/// The Swift runtime's count of strong references to a native object (stable ABI, C calling convention), for the
/// probe that checks the functions above against it.
size_t swift_retainCount(const void *object);

#if __has_feature(nullability)
#pragma clang assume_nonnull end
#endif

#endif
