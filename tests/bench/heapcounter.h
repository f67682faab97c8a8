#pragma once

#include <cstddef>

// Counts the bytes the process holds on the heap (malloc and everything built on it,
// including operator new and Qt's allocations), for the peak-memory figures.
namespace HeapCounter {
std::size_t current();
// The most held since the last resetPeak().
std::size_t peak();
void resetPeak();
} // namespace HeapCounter
