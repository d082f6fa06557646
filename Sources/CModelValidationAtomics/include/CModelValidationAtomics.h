// Two atomic operations on a pointer-sized word, for ModelValidationLocks' PublishedOnce: C11
// atomics exist on every system the package supports, where the standard library's `Atomic`
// needs macOS 15 / iOS 18.
#ifndef C_MODEL_VALIDATION_ATOMICS_H
#define C_MODEL_VALIDATION_ATOMICS_H

#include <stdatomic.h>
#include <stdint.h>
#include <stdbool.h>

/// Reads `*word` with acquire ordering: what the thread that stored it wrote before is visible.
static inline uintptr_t mv_atomic_load_acquire(uintptr_t *_Nonnull word) {
    return atomic_load_explicit((_Atomic(uintptr_t) *)word, memory_order_acquire);
}

/// Stores `desired` into `*word` if it holds `expected`, with release ordering; returns whether
/// it did.
static inline bool mv_atomic_compare_exchange_release(uintptr_t *_Nonnull word, uintptr_t expected, uintptr_t desired) {
    return atomic_compare_exchange_strong_explicit((_Atomic(uintptr_t) *)word, &expected, desired,
                                                   memory_order_release, memory_order_relaxed);
}

#endif
