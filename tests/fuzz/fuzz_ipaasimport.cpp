// libFuzzer target: any bytes through the n8n and Make importers (FuzzChecks::checkIpaas): flows
// or a sentence, and the flows save and read back the same.
#include "fuzzchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray problem = FlowAudit::FuzzChecks::checkIpaas(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_ipaasimport: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
