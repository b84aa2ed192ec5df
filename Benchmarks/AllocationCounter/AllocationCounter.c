// Counts heap allocations for the benchmarks. On glibc the executable that links this file
// defines malloc and its siblings, so the dynamic linker binds every library's calls here
// (the Swift runtime's included); each one counts and forwards to glibc's own allocator
// (__libc_malloc and friends), so memory is managed exactly as without it. Elsewhere the
// count is unavailable (-1), and so it is under a sanitizer, which brings its own allocator
// (`swift test --sanitize=address` or `=thread`).
#include "AllocationCounter.h"
#include <stdlib.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define PHRASEBOOK_SANITIZED 1
#endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(PHRASEBOOK_SANITIZED)
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static unsigned long long allocations;

static inline void count_one(void) { __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED); }

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    // posix_memalign requires a power of two that is a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return 22; // EINVAL
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return 12; // ENOMEM
    *result = pointer;
    return 0;
}

int phrasebook_allocations_countable(void) { return 1; }
long long phrasebook_allocation_count(void) {
    return (long long)__atomic_load_n(&allocations, __ATOMIC_RELAXED);
}
long long phrasebook_heap_in_use(void) {
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}
#else
int phrasebook_allocations_countable(void) { return 0; }
long long phrasebook_allocation_count(void) { return -1; }
long long phrasebook_heap_in_use(void) { return -1; }
#endif
