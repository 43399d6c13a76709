#include "CHeapStatistics.h"

#include <stdlib.h> /* defines __GLIBC__ where glibc is the C library */

#if defined(__APPLE__)
#include <malloc/malloc.h>

long long pk_heap_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return (long long)statistics.size_in_use;
}

#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

long long pk_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
}

#else

long long pk_heap_bytes_in_use(void) {
    return -1;
}

#endif
