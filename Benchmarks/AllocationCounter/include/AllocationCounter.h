#ifndef PHRASEBOOK_ALLOCATION_COUNTER_H
#define PHRASEBOOK_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign) made by
/// the process since it started; -1 where the platform gives no way to count them.
long long phrasebook_allocation_count(void);

/// 1 when allocations are counted (glibc, and no sanitizer's allocator in the way), 0 otherwise.
int phrasebook_allocations_countable(void);

/// Heap bytes handed out and not yet freed (glibc mallinfo2: uordblks + hblkhd); -1 elsewhere.
long long phrasebook_heap_in_use(void);

#endif
