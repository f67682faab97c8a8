// libFuzzer target: a file plus a random edit through the patching save
// (FuzzChecks::checkPatch): the patch reads back as the edited inventory, or it says why
// there is none and the save falls back.
#include "patchchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray problem = FlowAudit::FuzzChecks::checkPatch(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_inventorypatch: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
