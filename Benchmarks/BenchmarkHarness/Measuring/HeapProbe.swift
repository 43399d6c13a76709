import CHeapStatistics

/// Reads how many bytes of heap the process has allocated, to report memory per item
/// (per registered handler, say) honestly: whatever the allocator hands out is counted,
/// including its own per-allocation overhead.
///
/// On Linux with glibc the count is `mallinfo2()`'s `uordblks + hblkhd` (bytes in
/// allocated chunks, main arena and mmapped); on Apple platforms it is
/// `malloc_zone_statistics`' `size_in_use`. Elsewhere there is no count.
///
/// ```swift
/// let perHandler = HeapProbe.retainedBytesPerItem(count: 10_000) {
///     (0..<10_000).map { _ in handlers.add(.valueChanged) { _ in } }
/// }
/// ```
///
/// The count covers the whole process, so measure on the thread that allocates and
/// with nothing else running.
package enum HeapProbe {
    /// Bytes of heap in use now, or `nil` where the platform does not say.
    package static func bytesInUse() -> Int? {
        let bytes = pk_heap_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }

    /// Heap bytes per item that stay allocated while what `make` returns is alive:
    /// (bytes in use after `make` − before) / `count`. Memory `make` allocates and frees
    /// again is not counted. `nil` where the heap cannot be read or `count` is not positive.
    package static func retainedBytesPerItem<Kept>(count: Int, _ make: () -> Kept) -> Double? {
        guard count > 0, let before = bytesInUse() else { return nil }
        let kept = make()
        guard let after = bytesInUse() else { return nil }
        withExtendedLifetime(kept) {}
        return Double(after - before) / Double(count)
    }
}
