// libFuzzer target: any bytes through the CSV reader (FuzzChecks::checkCsv): an inventory
// or a sentence, and an inventory it reads is exported and read back to the same flows.
#include "fuzzchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray problem = FlowAudit::FuzzChecks::checkCsv(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_csvreader: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
