#include "benchflags.h"

#include <cstring>

BenchFlags BenchFlags::parse(int argc, char** argv) {
    BenchFlags flags;
    for (int i = 0; i < argc; ++i) {
        if (std::strcmp(argv[i], "--short") == 0)
            flags.shortRun = true;
        else if (std::strcmp(argv[i], "--guard") == 0)
            flags.guard = true;
        else
            flags.rest.push_back(argv[i]);
    }
    return flags;
}
