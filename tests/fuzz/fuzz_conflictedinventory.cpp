// libFuzzer target: any bytes as a file with merge conflict markers, as the editor opens
// one (FuzzChecks::checkConflicted): conflicts or a sentence, never a crash.
#include "fuzzchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray problem = FlowAudit::FuzzChecks::checkConflicted(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_conflictedinventory: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
