// libFuzzer target: any three files (cut at \x1e) merged as the git driver writes the merge,
// into OURS's bytes (FuzzChecks::checkLayoutMerge): a merge that reads back, never a crash.
#include "fuzzchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray problem = FlowAudit::FuzzChecks::checkLayoutMerge(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_layoutmerge: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
