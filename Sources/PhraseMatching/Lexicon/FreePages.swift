#if canImport(Glibc)
import Glibc
#endif

/// Hands the allocator's free pages back to the system, where the C library can (glibc's
/// `malloc_trim`). Memory freed in the middle of the heap stays resident until it is used again,
/// so before one large allocation the pages a compile freed would add to the process's peak.
enum FreePages {
    static func release() {
        #if canImport(Glibc)
        // `malloc_trim` is declared in malloc.h, which the Glibc module leaves out: found by name.
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") else { return }
        let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        _ = trim(0)
        #endif
    }
}
