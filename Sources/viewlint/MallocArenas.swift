#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator gives each thread that allocates its own arena, and memory freed in one
/// arena is not reused by another. With `--jobs 1` one thread works at a time (the parser's
/// worker, then the main thread), so separate arenas only add their unused free space to the
/// peak (about 2 MiB on a 170,000-line app) and save no lock contention. Elsewhere, a no-op.
enum MallocArenas {
    /// Caps how many arenas the allocator makes from here on.
    static func limit(to count: Int) {
        #if canImport(Glibc)
        // `mallopt` is not in Swift's Glibc module: looked up by name. `M_ARENA_MAX` is -8.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(-8, Int32(clamping: count))
        #endif
    }
}
