// libFuzzer target: any bytes through the YAML reader. Besides crashes and sanitizer
// reports it checks what the reader promises (FuzzChecks::checkYaml): an inventory or a
// sentence, and an inventory it reads is written and read back to the same inventory.
#include "fuzzchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray problem = FlowAudit::FuzzChecks::checkYaml(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_yamlreader: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
