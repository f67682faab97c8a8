// libFuzzer target: any three inventories (cut at \x1e) merged as the git driver merges
// them, line merge first (FuzzChecks::checkLineMerge): git's clean result as it is, conflicts
// that read back, every word either side wrote kept, never a crash.
#include "linemergechecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray problem = FlowAudit::FuzzChecks::checkLineMerge(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_linemerge: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
