#include "heapcounter.h"

#include <atomic>
#include <malloc.h>

// glibc's own allocator entry points: these wrappers replace malloc and friends for the
// whole benchmark process and count what they hand out.
extern "C" {
void* __libc_malloc(std::size_t);
void* __libc_calloc(std::size_t, std::size_t);
void* __libc_realloc(void*, std::size_t);
void* __libc_memalign(std::size_t, std::size_t);
void __libc_free(void*);
}

namespace {
std::atomic<std::size_t> g_current{0};
std::atomic<std::size_t> g_peak{0};

void add(void* p) {
    if (!p)
        return;
    const std::size_t now = g_current.fetch_add(malloc_usable_size(p)) + malloc_usable_size(p);
    std::size_t peak = g_peak.load();
    while (now > peak && !g_peak.compare_exchange_weak(peak, now)) {
    }
}

void remove(void* p) {
    if (p)
        g_current.fetch_sub(malloc_usable_size(p));
}
} // namespace

extern "C" {
void* malloc(std::size_t n) {
    void* p = __libc_malloc(n);
    add(p);
    return p;
}
void* calloc(std::size_t n, std::size_t size) {
    void* p = __libc_calloc(n, size);
    add(p);
    return p;
}
void* realloc(void* old, std::size_t n) {
    remove(old);
    void* p = __libc_realloc(old, n);
    if (p)
        add(p);
    else if (old && n)
        add(old); // realloc failed: the old block is still held
    return p;
}
void free(void* p) {
    remove(p);
    __libc_free(p);
}
void* memalign(std::size_t alignment, std::size_t n) {
    void* p = __libc_memalign(alignment, n);
    add(p);
    return p;
}
void* aligned_alloc(std::size_t alignment, std::size_t n) {
    return memalign(alignment, n);
}
int posix_memalign(void** out, std::size_t alignment, std::size_t n) {
    *out = memalign(alignment, n);
    return *out ? 0 : 12; // ENOMEM
}
}

namespace HeapCounter {
std::size_t current() {
    return g_current.load();
}
std::size_t peak() {
    return g_peak.load();
}
void resetPeak() {
    g_peak.store(g_current.load());
}
} // namespace HeapCounter
