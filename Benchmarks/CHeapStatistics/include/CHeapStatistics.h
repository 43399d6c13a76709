// Heap statistics for the benchmarks' bytes-per-handler figures.
//
// Swift's Glibc module does not import <malloc.h>, so mallinfo2() is reached
// through this one C function.
#ifndef C_HEAP_STATISTICS_H
#define C_HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes of heap the process's allocator currently has handed out, or -1 when this
/// platform offers no such count.
///
/// glibc: mallinfo2().uordblks (main arena plus mmapped chunks: hblkhd), which counts
/// whole chunks, so malloc's own per-allocation overhead is included.
/// Apple: malloc_zone_statistics(NULL, ...).size_in_use over every zone.
long long pk_heap_bytes_in_use(void);

#endif
