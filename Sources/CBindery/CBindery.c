#include "CBindery.h"

#include <stdlib.h>
#include <string.h>

_Thread_local bindery_thread_state bindery_thread_storage = {0};

int bindery_tracing_flag = 0;

static bool trace_from_environment = false;

// Runs when the runtime is loaded, before any model exists, so a trace set by the environment sees everything.
__attribute__((constructor)) static void bindery_read_environment(void) {
    const char *value = getenv("BINDERY_TRACE");
    if (value != NULL && strcmp(value, "1") == 0) {
        trace_from_environment = true;
        bindery_tracing_flag = 1;
    }
}

bool bindery_trace_from_environment(void) {
    return trace_from_environment;
}

void bindery_set_tracing(bool tracing) {
    __atomic_store_n(&bindery_tracing_flag, (tracing || trace_from_environment) ? 1 : 0, __ATOMIC_RELAXED);
}

static uint64_t derivation_serial = 0;

uint64_t bindery_next_derivation_serial(void) {
    return __atomic_add_fetch(&derivation_serial, 1, __ATOMIC_RELAXED);
}

static uint64_t propagation_serial = 0;

uint64_t bindery_next_propagation_serial(void) {
    return __atomic_add_fetch(&propagation_serial, 1, __ATOMIC_RELAXED);
}
