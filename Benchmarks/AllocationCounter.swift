// Counts heap allocations by interposing the C allocator's entry points: this executable defines
// `malloc`, `calloc`, `realloc`, `posix_memalign` and `aligned_alloc`, the dynamic linker binds
// every library's calls to them, and each forwards to glibc's own implementation after counting.
// Linux/glibc only; elsewhere the count stays zero and the table says so.

#if os(Linux)
/// The number of allocation calls so far (`malloc`, `calloc`, `realloc`, aligned forms).
///
/// The benchmark is single-threaded; a plain counter keeps the hook free of any call that could
/// itself allocate.
nonisolated(unsafe) var allocationCalls = 0

@_silgen_name("__libc_malloc") private func libcMalloc(_ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_calloc") private func libcCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_realloc") private func libcRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer?
@_silgen_name("__libc_memalign") private func libcMemalign(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer?

@_cdecl("benchmarks_counting_malloc") public func countingMalloc(_ size: Int) -> UnsafeMutableRawPointer? {
    allocationCalls &+= 1
    return libcMalloc(size)
}

@_cdecl("benchmarks_counting_calloc") public func countingCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    allocationCalls &+= 1
    return libcCalloc(count, size)
}

@_cdecl("benchmarks_counting_realloc") public func countingRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    allocationCalls &+= 1
    return libcRealloc(pointer, size)
}

@_cdecl("benchmarks_counting_aligned_alloc") public func countingAlignedAlloc(_ alignment: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    allocationCalls &+= 1
    return libcMemalign(alignment, size)
}

@_cdecl("benchmarks_counting_posix_memalign") public func countingPosixMemalign(
    _ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int
) -> Int32 {
    allocationCalls &+= 1
    guard let pointer = libcMemalign(alignment, size) else { return 12 } // ENOMEM
    result.pointee = pointer
    return 0
}

/// Whether allocation counting works on this platform.
let countsAllocations = true
#else
nonisolated(unsafe) var allocationCalls = 0
let countsAllocations = false
#endif
